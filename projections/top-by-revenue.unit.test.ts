import { describe, expect, it } from 'vitest';
import { rollupRanges } from './time-rollup';
import { rankedListsOf } from './top-by-revenue';

const at = (text: string) => new Date(text);

describe('rankedListsOf', () => {
  it('lists whole months, and the days of a month the range only touches', () => {
    // Store days in UTC+4 from 29 October to 2 December 2026.
    const ranges = rollupRanges(at('2026-10-28T20:00:00Z'), at('2026-12-02T20:00:00Z'));
    expect(rankedListsOf(ranges)).toEqual([
      { grain: 'day', bucket: at('2026-10-28T00:00:00Z'), isInside: false },
      { grain: 'day', bucket: at('2026-10-29T00:00:00Z'), isInside: true },
      { grain: 'day', bucket: at('2026-10-30T00:00:00Z'), isInside: true },
      { grain: 'day', bucket: at('2026-10-31T00:00:00Z'), isInside: true },
      { grain: 'day', bucket: at('2026-12-01T00:00:00Z'), isInside: true },
      { grain: 'day', bucket: at('2026-12-02T00:00:00Z'), isInside: false },
      { grain: 'month', bucket: at('2026-11-01T00:00:00Z'), isInside: true },
    ]);
  });

  it('lists a month instead of more than seven of its days, as not inside the range', () => {
    const ranges = rollupRanges(at('2026-10-20T20:00:00Z'), at('2026-11-01T00:00:00Z'));
    expect(rankedListsOf(ranges)).toEqual([
      { grain: 'month', bucket: at('2026-10-01T00:00:00Z'), isInside: false },
    ]);
  });

  it('lists the day of a range inside one day, as not inside the range', () => {
    const ranges = rollupRanges(at('2026-10-20T05:00:00Z'), at('2026-10-20T06:15:00Z'));
    expect(rankedListsOf(ranges)).toEqual([
      { grain: 'day', bucket: at('2026-10-20T00:00:00Z'), isInside: false },
    ]);
  });
});
