/**
 * The sums of each store day of a bucket table in the grains of projections/time-rollup.ts (UTC
 * 15-minute and day buckets), in any time zone, without a rebuild when STORE_TIMEZONE changes. A
 * store day rarely starts at a UTC midnight, so no UTC day bucket fits inside one: each day
 * boundary is moved to its nearest UTC midnight (its anchor), the UTC day buckets between anchors
 * are read, and the 15-minute buckets between each boundary and its anchor move their sums from
 * the day the anchors counted them in to the day they belong to. Those are summed per boundary in
 * the database, so the answer is a row per day and per boundary however busy the store's days
 * are; the database reads a UTC day bucket per day and, per boundary, its distance to UTC
 * midnight in 15-minute buckets (none for UTC, 16 for Asia/Dubai).
 */
import type { Queryable } from '../application/db/pool';

/** A table of sums keyed by (grain, bucket), e.g. chart_buckets or report_buckets. */
export interface DaySumsTable<Column extends string> {
  table: 'chart_buckets' | 'report_buckets';
  /** The sums to read, each an integer column (cents or a count). */
  columns: readonly Column[];
}

/** The index i with sorted[i] <= at < sorted[i + 1], or -1 when `at` is outside them all. */
function indexOf(sorted: readonly number[], at: number): number {
  let low = 0;
  let high = sorted.length;
  // The count of entries at or before `at`.
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! <= at) low = middle + 1;
    else high = middle;
  }
  return low >= 1 && low < sorted.length ? low - 1 : -1;
}

/**
 * The sums of `of.columns` for each store day from `from` (YYYY-MM-DD) on, `days` of them, oldest
 * first, in `timeZone`; days without activity give zeros.
 */
export async function readStoreDaySums<Column extends string>(
  db: Queryable,
  of: DaySumsTable<Column>,
  from: string,
  days: number,
  timeZone: string,
): Promise<Record<Column, number>[]> {
  const sums = of.columns.map((column) => `sum(t.${column}) AS ${column}`).join(', ');
  const { rows } = await db.query<
    { kind: 'bound' | 'day'; at: Date; anchor: Date | null } & Record<Column, string | null>
  >(
    `WITH bounds AS MATERIALIZED (
       SELECT start, date_bin('1 day', start + interval '12 hours', timestamptz '2000-01-01 00:00:00+00') AS anchor
         FROM generate_series(0, $2::int) AS i,
              LATERAL (SELECT (($1::date + i)::timestamp AT TIME ZONE $3) AS start) AS s
     )
     SELECT 'bound' AS kind, b.start AS at, b.anchor, q.*
       FROM bounds b
       CROSS JOIN LATERAL (
         SELECT ${sums} FROM ${of.table} t
          WHERE t.grain = '15m' AND t.bucket >= least(b.start, b.anchor)
            AND t.bucket < greatest(b.start, b.anchor)
       ) AS q
     UNION ALL
     SELECT 'day', t.bucket, NULL, ${of.columns.map((column) => `t.${column}`).join(', ')}
       FROM ${of.table} t
      WHERE t.grain = 'day' AND t.bucket >= (SELECT min(anchor) FROM bounds)
        AND t.bucket < (SELECT max(anchor) FROM bounds)`,
    [from, days, timeZone],
  );
  const starts: number[] = [];
  const anchors: number[] = [];
  for (const row of rows)
    if (row.kind === 'bound') {
      starts.push(row.at.getTime());
      anchors.push(row.anchor!.getTime());
    }
  starts.sort((a, b) => a - b);
  anchors.sort((a, b) => a - b);
  const result = Array.from(
    { length: days },
    () => Object.fromEntries(of.columns.map((column) => [column, 0])) as Record<Column, number>,
  );
  const addTo = (day: number, row: (typeof rows)[number], sign: number) => {
    if (day < 0) return;
    for (const column of of.columns) result[day]![column] += sign * Number(row[column] ?? 0);
  };
  for (const row of rows) {
    if (row.kind === 'day') {
      addTo(indexOf(anchors, row.at.getTime()), row, 1);
    } else {
      // The 15-minute buckets between a boundary and its anchor: out of the day the anchors
      // counted them in (if any), into the day of their own time (if in the range). Every
      // instant between the two falls in the same days as the earlier of them.
      const at = Math.min(row.at.getTime(), row.anchor!.getTime());
      addTo(indexOf(anchors, at), row, -1);
      addTo(indexOf(starts, at), row, 1);
    }
  }
  return result;
}
