import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binOf, rollupRanges, rollupRangesAround, rollupRangesSince } from './time-rollup';

const at = (text: string) => new Date(text);

describe('binOf', () => {
  it('starts the UTC 15 minutes, day or month holding an instant', () => {
    const instant = at('2026-03-31T23:59:59.999Z');
    expect(binOf('15m', instant)).toEqual(at('2026-03-31T23:45:00Z'));
    expect(binOf('day', instant)).toEqual(at('2026-03-31T00:00:00Z'));
    expect(binOf('month', instant)).toEqual(at('2026-03-01T00:00:00Z'));
  });
});

describe('rollupRanges', () => {
  it('reads whole months, whole days around them and 15-minute edges', () => {
    // Store days in UTC+4 from 15 January to 9 April 2026.
    expect(rollupRanges(at('2026-01-14T20:00:00Z'), at('2026-04-09T20:00:00Z'))).toEqual([
      { grain: '15m', from: at('2026-01-14T20:00:00Z'), to: at('2026-01-15T00:00:00Z') },
      { grain: 'day', from: at('2026-01-15T00:00:00Z'), to: at('2026-02-01T00:00:00Z') },
      { grain: 'month', from: at('2026-02-01T00:00:00Z'), to: at('2026-04-01T00:00:00Z') },
      { grain: 'day', from: at('2026-04-01T00:00:00Z'), to: at('2026-04-09T00:00:00Z') },
      { grain: '15m', from: at('2026-04-09T00:00:00Z'), to: at('2026-04-09T20:00:00Z') },
    ]);
  });

  it('uses days alone inside one month, and 15-minute buckets alone inside one day', () => {
    expect(rollupRanges(at('2026-05-03T00:00:00Z'), at('2026-05-05T00:00:00Z'))).toEqual([
      { grain: 'day', from: at('2026-05-03T00:00:00Z'), to: at('2026-05-05T00:00:00Z') },
    ]);
    expect(rollupRanges(at('2026-05-03T05:30:00Z'), at('2026-05-03T06:00:00Z'))).toEqual([
      { grain: '15m', from: at('2026-05-03T05:30:00Z'), to: at('2026-05-03T06:00:00Z') },
    ]);
  });

  it('gives nothing for an empty or inverted range', () => {
    const instant = at('2026-05-03T00:00:00Z');
    expect(rollupRanges(instant, instant)).toEqual([]);
    expect(rollupRanges(instant, at('2026-05-02T00:00:00Z'))).toEqual([]);
  });

  it('refuses a range that would cut a 15-minute bucket', () => {
    expect(() => rollupRanges(at('2026-05-03T00:07:00Z'), at('2026-05-04T00:00:00Z'))).toThrow(
      RangeError,
    );
  });

  it('covers any range exactly once, each range on its own grain, at most five ranges', () => {
    const quarterHours = fc.integer({ min: 0, max: 4 * 24 * 800 });
    const origin = Date.UTC(2025, 0, 1);
    fc.assert(
      fc.property(quarterHours, quarterHours, (a, b) => {
        const start = new Date(origin + a * 15 * 60_000);
        const end = new Date(origin + b * 15 * 60_000);
        const ranges = rollupRanges(start, end);
        expect(ranges.length).toBeLessThanOrEqual(5);
        let cursor = start;
        for (const range of ranges) {
          expect(range.from).toEqual(cursor);
          expect(range.from < range.to).toBe(true);
          expect(binOf(range.grain, range.from)).toEqual(range.from);
          expect(binOf(range.grain, range.to)).toEqual(range.to);
          cursor = range.to;
        }
        expect(cursor).toEqual(end <= start ? start : end);
      }),
    );
  });
});

describe('rollupRangesAround', () => {
  // The last 30 store days in UTC+4, read on 28 November 2026 at 09:10 UTC.
  const start = at('2026-10-29T20:00:00Z');
  const end = at('2026-11-28T20:00:00Z');

  it('widens the ends to whole 15-minute buckets', () => {
    expect(rollupRangesAround(at('2026-05-03T05:31:00Z'), at('2026-05-03T05:59:00Z'))).toEqual([
      { grain: '15m', from: at('2026-05-03T05:30:00Z'), to: at('2026-05-03T06:00:00Z') },
    ]);
  });

  it('reads a range that ends in the future on to the end of its month, in one month bucket', () => {
    expect(rollupRangesAround(start, end, at('2026-11-28T09:10:00Z'))).toEqual([
      { grain: '15m', from: start, to: at('2026-10-30T00:00:00Z') },
      { grain: 'day', from: at('2026-10-30T00:00:00Z'), to: at('2026-11-01T00:00:00Z') },
      { grain: 'month', from: at('2026-11-01T00:00:00Z'), to: at('2026-12-01T00:00:00Z') },
    ]);
  });

  it('reads a range that ends in the past, or within a minute of now, up to its end', () => {
    const exact = rollupRanges(start, end);
    expect(rollupRangesAround(start, end, at('2026-11-29T09:10:00Z'))).toEqual(exact);
    expect(rollupRangesAround(start, end, at('2026-11-28T19:59:30Z'))).toEqual(exact);
  });
});

describe('rollupRangesSince', () => {
  it('reads everything from an instant on to the end of the month holding now', () => {
    expect(rollupRangesSince(at('2026-10-29T09:10:07Z'), at('2026-11-28T09:10:07Z'))).toEqual([
      { grain: '15m', from: at('2026-10-29T09:00:00Z'), to: at('2026-10-30T00:00:00Z') },
      { grain: 'day', from: at('2026-10-30T00:00:00Z'), to: at('2026-11-01T00:00:00Z') },
      { grain: 'month', from: at('2026-11-01T00:00:00Z'), to: at('2026-12-01T00:00:00Z') },
    ]);
  });

  it('reads into the next month within a minute of its start', () => {
    expect(
      rollupRangesSince(at('2026-11-30T00:00:00Z'), at('2026-11-30T23:59:30Z')).at(-1),
    ).toEqual({ grain: 'month', from: at('2026-12-01T00:00:00Z'), to: at('2027-01-01T00:00:00Z') });
  });
});
