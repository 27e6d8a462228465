import { describe, expect, it } from 'vitest';
import { storeDate, storeDayStart } from '../contracts/store-days';
import { checkpointKey } from './projection';
import { bucketOf, STORE_DAY_GRAINS, storeDayBucket } from './store-day-bucket';

describe('storeDayBucket', () => {
  it.each([
    // Dubai is UTC+4 all year: its day starts at 20:00 UTC the evening before.
    ['Asia/Dubai', '2026-01-01T19:59:59.999Z', '2025-12-31T20:00:00.000Z'],
    ['Asia/Dubai', '2026-01-01T20:00:00.000Z', '2026-01-01T20:00:00.000Z'],
    // Kathmandu is UTC+5:45.
    ['Asia/Kathmandu', '2026-03-10T18:14:00.000Z', '2026-03-09T18:15:00.000Z'],
    ['Asia/Kathmandu', '2026-03-10T18:15:00.000Z', '2026-03-10T18:15:00.000Z'],
    // New York leaves standard time at 02:00 on 8 March 2026: that day has 23 hours.
    ['America/New_York', '2026-03-09T03:59:00.000Z', '2026-03-08T05:00:00.000Z'],
    ['America/New_York', '2026-03-09T04:00:00.000Z', '2026-03-09T04:00:00.000Z'],
    // Santiago's clocks go from 00:00 to 01:00 on 6 September 2026: that day starts at 01:00.
    ['America/Santiago', '2026-09-06T05:30:00.000Z', '2026-09-06T04:00:00.000Z'],
    ['UTC', '2026-03-09T23:59:59.999Z', '2026-03-09T00:00:00.000Z'],
  ])('in %s puts %s in the day starting %s', (timeZone, at, start) => {
    const bucket = storeDayBucket(new Date(at), timeZone);
    expect(bucket.toISOString()).toBe(start);
    expect(bucket).toEqual(storeDayStart(storeDate(new Date(at), timeZone), timeZone));
  });

  it('answers the same going back in time as going forward (the day it remembers moves)', () => {
    const hours = Array.from({ length: 72 }, (_, hour) => new Date(Date.UTC(2026, 2, 7, hour)));
    const forward = hours.map((at) => storeDayBucket(at, 'America/New_York').toISOString());
    const backward = [...hours]
      .reverse()
      .map((at) => storeDayBucket(at, 'America/New_York').toISOString())
      .reverse();
    expect(backward).toEqual(forward);
    expect(new Set(forward)).toEqual(
      new Set([
        '2026-03-06T05:00:00.000Z',
        '2026-03-07T05:00:00.000Z',
        '2026-03-08T05:00:00.000Z',
        '2026-03-09T04:00:00.000Z',
      ]),
    );
  });
});

describe('bucketOf', () => {
  it('gives the UTC buckets and the store day of an instant', () => {
    const at = new Date('2026-05-31T21:10:00Z');
    expect(
      STORE_DAY_GRAINS.map((grain) => [grain, bucketOf(grain, at, 'Asia/Dubai').toISOString()]),
    ).toEqual([
      ['15m', '2026-05-31T21:00:00.000Z'],
      ['day', '2026-05-31T00:00:00.000Z'],
      ['month', '2026-05-01T00:00:00.000Z'],
      ['store-day', '2026-05-31T20:00:00.000Z'],
    ]);
  });
});

describe('checkpointKey', () => {
  const zone = { storeTimeZone: 'Asia/Dubai' };

  it('names the version from 2 on, and the time zone of a projection of store days', () => {
    expect(checkpointKey({ name: 'wallets', version: 1, storeDays: false })).toBe('wallets');
    expect(checkpointKey({ name: 'orders', version: 3, storeDays: false }, zone)).toBe('orders@v3');
    expect(checkpointKey({ name: 'reports', version: 2, storeDays: true }, zone)).toBe(
      'reports@v2~Asia/Dubai',
    );
  });

  it('refuses to key a projection of store days without the time zone', () => {
    expect(() => checkpointKey({ name: 'reports', version: 2, storeDays: true })).toThrow(
      "The reports projection's key needs the time zone",
    );
  });
});
