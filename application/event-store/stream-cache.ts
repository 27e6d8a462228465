/**
 * The events of recently read streams, by stream id (least recently used out first), so a command
 * reads from PostgreSQL only what was appended to its streams since it last read them, and folds
 * only those onto the state it folded then (a product's stream grows by one event per
 * purchase: reading and folding it whole would make every purchase slower than the one before).
 * Events are immutable and a stream's versions are 1..n without gaps, so a cached prefix of a
 * stream stays valid whatever other processes append. Only committed events are cached.
 */
import type { RecordedEvent } from './types';

/** A cached stream: its first events (versions 1..events.length) and states folded from them. */
export interface CachedStream {
  events: RecordedEvent[];
  /** States folded from the first `version` events, by the evolve function that folded them. */
  folds: Map<unknown, { version: number; state: unknown }>;
}

/** Events kept at most, over all streams. */
const DEFAULT_MAX_EVENTS = 100_000;

export class StreamCache {
  private readonly streams = new Map<string, CachedStream>();
  private events = 0;

  constructor(private readonly maxEvents = DEFAULT_MAX_EVENTS) {}

  /** The cached prefix of `streamId`, or undefined; marks it recently used. */
  get(streamId: string): CachedStream | undefined {
    const cached = this.streams.get(streamId);
    if (cached) {
      this.streams.delete(streamId);
      this.streams.set(streamId, cached);
    }
    return cached;
  }

  /** Keeps `stream` (committed events 1..n of `streamId`), dropping the least recently used. */
  set(streamId: string, stream: CachedStream): void {
    const previous = this.streams.get(streamId);
    if (previous) {
      this.events -= previous.events.length;
      this.streams.delete(streamId);
    }
    if (stream.events.length > this.maxEvents) return;
    this.streams.set(streamId, stream);
    this.events += stream.events.length;
    for (const [id, oldest] of this.streams) {
      if (this.events <= this.maxEvents) break;
      this.streams.delete(id);
      this.events -= oldest.events.length;
    }
  }
}
