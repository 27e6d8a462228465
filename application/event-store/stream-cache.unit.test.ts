import { describe, expect, it } from 'vitest';
import { StreamCache } from './stream-cache';
import type { RecordedEvent } from './types';

const events = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ streamVersion: i + 1 }) as RecordedEvent);

describe('StreamCache', () => {
  it('drops the least recently used streams once it holds more events than its limit', () => {
    const cache = new StreamCache(5);
    cache.set('a', { events: events(2), folds: new Map() });
    cache.set('b', { events: events(2), folds: new Map() });
    expect(cache.get('a')?.events).toHaveLength(2);
    cache.set('c', { events: events(2), folds: new Map() });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.events).toHaveLength(2);
    expect(cache.get('c')?.events).toHaveLength(2);
  });

  it('replaces a stream with its longer prefix and keeps no stream larger than the limit', () => {
    const cache = new StreamCache(5);
    cache.set('a', { events: events(2), folds: new Map() });
    cache.set('a', { events: events(4), folds: new Map() });
    cache.set('b', { events: events(1), folds: new Map() });
    expect(cache.get('a')?.events).toHaveLength(4);
    expect(cache.get('b')?.events).toHaveLength(1);
    cache.set('huge', { events: events(6), folds: new Map() });
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')?.events).toHaveLength(4);
  });
});
