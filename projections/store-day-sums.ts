/**
 * The sums of each store day of a bucket table, read from its store-day buckets
 * (projections/store-day-bucket.ts): one row per day with activity, whatever the time zone and
 * however busy the days were.
 */
import type { Queryable } from '../application/db/pool';
import { addDays, storeDayStart } from '../contracts/store-days';
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
  const { rows } = await db.query<{ day: number } & Record<Column, string>>(
    `SELECT ((t.bucket AT TIME ZONE $4)::date - $5::date) AS day,
            ${of.columns.map((column) => `t.${column}`).join(', ')}
       FROM ${of.table} t
      WHERE t.grain = $1 AND t.bucket >= $2 AND t.bucket < $3`,
    [
      STORE_DAY_GRAIN,
      storeDayStart(from, timeZone),
      storeDayStart(addDays(from, days), timeZone),
      timeZone,
      from,
    ],
  );
  const result: Record<Column, number>[] = [];
  for (let day = 0; day < days; day++) {
    const zeros = {} as Record<Column, number>;
    for (const column of of.columns) zeros[column] = 0;
    result.push(zeros);
  }
  for (const row of rows) {
    const day = result[row.day];
    if (day) for (const column of of.columns) day[column] = Number(row[column]);
  }
  return result;
}
