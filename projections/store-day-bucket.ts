/**
 * Buckets of the store's days (STORE_TIMEZONE) beside the UTC grains of projections/time-rollup.ts,
 * for the daily series of the reports and the charts: a projection of store days
 * (Projection.storeDays) also adds each event to the bucket of grain 'store-day' keyed by the
 * instant its store day starts (contracts/store-days.ts storeDayStart), so a range of days reads
 * one row per day whatever the zone. Its checkpoint key names the zone, so a store started with
 * another STORE_TIMEZONE rebuilds those buckets.
 */
import { addDays, storeDate, storeDayStart } from '../contracts/store-days';
import { binOf, binSql, GRAINS, type Grain } from './time-rollup';

/** The grain of the store-day buckets, in the grain column beside '15m', 'day' and 'month'. */
export const STORE_DAY_GRAIN = 'store-day';

/** Every grain a projection of store days adds an event to, the UTC ones first. */
export const STORE_DAY_GRAINS: readonly (Grain | typeof STORE_DAY_GRAIN)[] = [
  ...GRAINS,
  STORE_DAY_GRAIN,
];

/** Per time zone, the store day of the last instant asked for, [start, end) in epoch ms. */
const lastDays = new Map<string, { start: number; end: number }>();

/**
 * The start of the store day holding `at` in `timeZone` (an IANA name). Events come in time
 * order, so the day of the previous call nearly always answers without a time zone lookup.
 */
export function storeDayBucket(at: Date, timeZone: string): Date {
  const ms = at.getTime();
  const last = lastDays.get(timeZone);
  if (last && ms >= last.start && ms < last.end) return new Date(last.start);
  const date = storeDate(at, timeZone);
  const day = {
    start: storeDayStart(date, timeZone).getTime(),
    end: storeDayStart(addDays(date, 1), timeZone).getTime(),
  };
  lastDays.set(timeZone, day);
  return new Date(day.start);
}

/**
 * SQL for the start of the bucket of grain `grain` (an SQL text expression, one of
 * STORE_DAY_GRAINS) holding the timestamptz `at`, where `storeDay` is the SQL of the start of its
 * store day (storeDayBucket, computed beside the statement).
 */
export function storeDayBinSql(grain: string, at: string, storeDay: string): string {
  return `CASE WHEN ${grain} = '${STORE_DAY_GRAIN}' THEN ${storeDay} ELSE ${binSql(grain, at)} END`;
}

/** The start of the bucket of `grain` holding `at`: binOf, or storeDayBucket in `timeZone`. */
export function bucketOf(
  grain: (typeof STORE_DAY_GRAINS)[number],
  at: Date,
  timeZone: string,
): Date {
  return grain === STORE_DAY_GRAIN ? storeDayBucket(at, timeZone) : binOf(grain, at);
}
