/**
 * The sums of each store day of a bucket table, read from its store-day buckets
 * (projections/store-day-bucket.ts): one row per day with activity, whatever the time zone and
 * however busy the days were.
 */
import type { Queryable } from '../application/db/pool';
import { addDays, daysInRange, storeDayStart } from '../contracts/store-days';
import { STORE_DAY_GRAIN } from './store-day-bucket';

/** A table of sums keyed by (grain, bucket) with store-day buckets: chart_buckets or report_buckets. */
export interface DaySumsTable<Column extends string> {
  table: 'chart_buckets' | 'report_buckets';
  /** The sums to read, each an integer column (cents or a count). */
  columns: readonly Column[];
}

/**
 * The sums of `of.columns` for each store day from `from` (YYYY-MM-DD) on, `days` of them, oldest
 * first, in `timeZone`: the STORE_TIMEZONE the projection wrote its buckets in (its
 * ProjectionContext's). Days without activity give zeros.
 */
export async function readStoreDaySums<Column extends string>(
  db: Queryable,
  of: DaySumsTable<Column>,
  from: string,
  days: number,
  timeZone: string,
): Promise<Record<Column, number>[]> {
  const { rows } = await db.query<{ date: string } & Record<Column, string>>(
    `SELECT to_char(t.bucket AT TIME ZONE $4, 'YYYY-MM-DD') AS date,
            ${of.columns.map((column) => `t.${column}`).join(', ')}
       FROM ${of.table} t
      WHERE t.grain = $1 AND t.bucket >= $2 AND t.bucket < $3`,
    [
      STORE_DAY_GRAIN,
      storeDayStart(from, timeZone),
      storeDayStart(addDays(from, days), timeZone),
      timeZone,
    ],
  );
  const result = Array.from(
    { length: days },
    () => Object.fromEntries(of.columns.map((column) => [column, 0])) as Record<Column, number>,
  );
  for (const row of rows) {
    const day = result[daysInRange(from, row.date) - 1];
    if (day) for (const column of of.columns) day[column] = Number(row[column]);
  }
  return result;
}
