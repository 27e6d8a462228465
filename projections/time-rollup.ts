/**
 * Time buckets of three grains for report tables whose sums are read over any range: UTC
 * 15-minute buckets (every time zone's midnight falls on one), UTC days and UTC months. A handler
 * adds each event to its bucket of every grain; a read covers a range with the coarsest buckets
 * that fit inside it (rollupRanges), so it reads a few thousand rows for a year, and days can be
 * any time zone's without a rebuild.
 */

/** A bucket's size: '15m' (15 minutes), 'day' or 'month', all in UTC. */
export type Grain = '15m' | 'day' | 'month';

/** Every grain, finest first. */
export const GRAINS: readonly Grain[] = ['15m', 'day', 'month'];

const QUARTER_HOUR_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The start of the `grain` bucket holding `at`: SQL's `binSql(grain, at)`, in Node (a set-based
 * build folds the same buckets the handlers write).
 */
export function binOf(grain: Grain, at: Date): Date {
  const ms = at.getTime();
  switch (grain) {
    case '15m':
      return new Date(Math.floor(ms / QUARTER_HOUR_MS) * QUARTER_HOUR_MS);
    case 'day':
      return new Date(Math.floor(ms / DAY_MS) * DAY_MS);
    case 'month':
      return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  }
}

/**
 * SQL for the start of the bucket of grain `grain` (an SQL text expression: '15m', 'day' or
 * 'month') holding the timestamptz `at`; the same as binOf.
 */
export function binSql(grain: string, at: string): string {
  return `CASE ${grain}
      WHEN '15m' THEN date_bin('15 minutes', ${at}, timestamptz '2000-01-01 00:00:00+00')
      WHEN 'day' THEN date_trunc('day', ${at}, 'UTC')
      ELSE date_trunc('month', ${at}, 'UTC') END`;
}

/** The buckets of one grain starting in [from, to). */
export interface RollupRange {
  grain: Grain;
  from: Date;
  to: Date;
}

/** The start of the `grain` bucket after the one holding `at`. */
export function nextBin(grain: Grain, at: Date): Date {
  const bin = binOf(grain, at);
  return grain === 'month'
    ? new Date(Date.UTC(bin.getUTCFullYear(), bin.getUTCMonth() + 1, 1))
    : new Date(bin.getTime() + (grain === 'day' ? DAY_MS : QUARTER_HOUR_MS));
}

/** The first instant at or after `at` that starts a bucket of `grain`. */
function ceilTo(grain: Grain, at: Date): Date {
  const bin = binOf(grain, at);
  return bin.getTime() === at.getTime() ? bin : nextBin(grain, at);
}

/**
 * The ranges of buckets that sum to exactly [start, end): whole UTC months inside it, whole days
 * inside it around them, 15-minute buckets at the edges. Empty ranges are left out, so an empty
 * or inverted range gives none.
 * @throws RangeError when start or end is not on a 15-minute boundary (a bucket would be cut)
 */
export function rollupRanges(start: Date, end: Date): RollupRange[] {
  for (const at of [start, end])
    if (at.getTime() % QUARTER_HOUR_MS !== 0)
      throw new RangeError(`${at.toISOString()} is not on a 15-minute boundary`);
  if (end <= start) return [];
  const dayStart = ceilTo('day', start);
  const dayEnd = binOf('day', end);
  if (dayStart >= dayEnd) return [{ grain: '15m', from: start, to: end }];
  const monthStart = ceilTo('month', dayStart);
  const monthEnd = binOf('month', dayEnd);
  const ranges: RollupRange[] =
    monthStart < monthEnd
      ? [
          { grain: '15m', from: start, to: dayStart },
          { grain: 'day', from: dayStart, to: monthStart },
          { grain: 'month', from: monthStart, to: monthEnd },
          { grain: 'day', from: monthEnd, to: dayEnd },
          { grain: '15m', from: dayEnd, to: end },
        ]
      : [
          { grain: '15m', from: start, to: dayStart },
          { grain: 'day', from: dayStart, to: dayEnd },
          { grain: '15m', from: dayEnd, to: end },
        ];
  return ranges.filter((range) => range.from < range.to);
}

/**
 * How far past the read's `now` a range must end for what lies after `now` to count as empty:
 * events are stamped by PostgreSQL's clock, the read by the store process's.
 */
const CLOCK_MARGIN_MS = 60_000;

/**
 * rollupRanges of [start, end) widened to whole 15-minute buckets (start down, end up), for ranges
 * whose ends may fall inside a bucket: a time zone's midnight before 1970 (local mean time) or
 * an instant such as now. With `now` (when the read happens), a range that ends more than
 * CLOCK_MARGIN_MS after it reads on to the end of the month holding its end: nothing is recorded
 * after now, so that month is one bucket to read instead of its days and quarter-hours (a report
 * ending today reads the current month's bucket).
 */
export function rollupRangesAround(start: Date, end: Date, now?: Date): RollupRange[] {
  const isOpen = now !== undefined && end.getTime() - now.getTime() > CLOCK_MARGIN_MS;
  const aligned = isOpen
    ? ceilTo('month', end)
    : new Date(Math.ceil(end.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS);
  return rollupRanges(binOf('15m', start), aligned);
}

/**
 * The ranges of everything recorded from `start` (widened down to its 15-minute bucket) up to
 * `now`, when the read happens: they read on to the end of the month holding now (a minute later),
 * since nothing is recorded after it.
 */
export function rollupRangesSince(start: Date, now: Date): RollupRange[] {
  return rollupRanges(
    binOf('15m', start),
    ceilTo('month', new Date(now.getTime() + CLOCK_MARGIN_MS)),
  );
}

/**
 * SQL of a LATERAL subquery reading the rows of `table` (grain and bucket columns, aliased `t`) in
 * the ranges of `ranges` (a relation of grain, first and last) that meet the SQL `condition`, each
 * range an index range scan of its own.
 * OFFSET 0 keeps the planner from flattening it into a hash or merge join on the grain alone,
 * which pairs every bucket of a grain with every range (millions of pairs for a year of days).
 */
export function rangeScanSql(table: string, ranges: string, condition = 'true'): string {
  return `CROSS JOIN LATERAL (
         SELECT * FROM ${table} t
          WHERE t.grain = ${ranges}.grain AND t.bucket >= ${ranges}.first AND t.bucket < ${ranges}.last
            AND ${condition}
         OFFSET 0
       )`;
}

/**
 * SQL reading the rows of `table` in `count` ranges passed as parameters $first..$first+2
 * (rollupParams) that meet the SQL `condition` (on `table`'s columns), as `alias`: one index range
 * scan per range, united. Each range's ends are
 * subscripts of the parameters, constants once the plan is made for their values, so the planner
 * knows how many rows each range holds (and hashes a large group-by instead of sorting it on disk,
 * as it did from a one-row guess per range through unnest).
 */
export function rollupSql(
  table: string,
  alias: string,
  count: number,
  first = 1,
  condition = 'true',
): string {
  const [grain, from, to] = [
    `$${first}::text[]`,
    `$${first + 1}::timestamptz[]`,
    `$${first + 2}::timestamptz[]`,
  ];
  const scans = Array.from(
    { length: Math.max(count, 1) },
    (_, index) =>
      `SELECT * FROM ${table}
        WHERE grain = (${grain})[${index + 1}] AND bucket >= (${from})[${index + 1}]
          AND bucket < (${to})[${index + 1}] AND ${condition}`,
  );
  return `(${scans.join('\n       UNION ALL ')}) AS ${alias}`;
}

/** The parameters of rollupSql for `ranges`: grains, starts and ends. */
export function rollupParams(ranges: readonly RollupRange[]): [Grain[], Date[], Date[]] {
  return [ranges.map((r) => r.grain), ranges.map((r) => r.from), ranges.map((r) => r.to)];
}
