/**
 * The top entities (customers, products) by revenue over a range, exactly, without summing every
 * entity that bought in it: Fagin's threshold algorithm over the month buckets that enclose the
 * range. Revenue is never negative, so an entity's revenue in the range is at most its revenue in
 * those months; the d best of each month's list (read in revenue order through an index) are the
 * candidates, their revenue in the range is summed exactly, and an entity in none of the lists has
 * at most the sum of each list's d-th revenue (the threshold). When the last of the top beats the
 * threshold the answer is exact; otherwise the lists are read deeper. A year of a million events
 * settles at a depth of a few hundred; data as flat as possible falls back to every entity.
 */
import type { Queryable } from '../application/db/pool';
import { binOf, rangeScanSql, rollupParams, type RollupRange } from './time-rollup';

/** A bucket table of per-entity sums: its name, its entity column and the sums to add up. */
export interface RevenueTable {
  table: 'chart_customer_buckets' | 'product_sales_buckets';
  id: 'user_id' | 'product_id';
  /** Columns summed beside revenue_cents, e.g. orders. */
  sums: readonly string[];
}

/** One of the top: its id, its revenue (integer cents) and its other sums. */
export interface TopEntry {
  id: number;
  revenueCents: number;
  sums: Record<string, number>;
}

/** The first depth read of each month's list, and how much deeper each next read goes. */
const FIRST_DEPTH = 128;
const DEEPER = 4;

/** The UTC months that hold [start, end): month starts, oldest first. */
function enclosingMonths(start: Date, end: Date): Date[] {
  const months: Date[] = [];
  for (let month = binOf('month', start); month < end;) {
    months.push(month);
    month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
  }
  return months;
}

/**
 * The `size` entities of `of` with the most revenue in `ranges` (which cover [start, end)),
 * highest first, ties by id; only entities with orders in the range.
 */
export async function readTopByRevenue(
  db: Queryable,
  of: RevenueTable,
  range: { start: Date; end: Date; ranges: readonly RollupRange[] },
  size: number,
): Promise<TopEntry[]> {
  const months = enclosingMonths(range.start, range.end);
  for (let depth = FIRST_DEPTH; ; depth *= DEEPER) {
    const { rows: listed } = await db.query<{ bucket: Date; id: number; revenue_cents: string }>(
      `SELECT m.bucket, x.id, x.revenue_cents
         FROM unnest($1::timestamptz[]) AS m(bucket)
         CROSS JOIN LATERAL (
           SELECT ${of.id} AS id, revenue_cents FROM ${of.table}
            WHERE grain = 'month' AND bucket = m.bucket
            ORDER BY revenue_cents DESC
            LIMIT $2
         ) AS x`,
      [months, depth],
    );
    // Per month, its list's depth-th revenue (0 when the list ended): what an entity missing
    // from that list made in that month at most.
    const lists = new Map<number, { last: number; length: number }>();
    for (const row of listed) {
      const list = lists.get(row.bucket.getTime()) ?? { last: 0, length: 0 };
      lists.set(row.bucket.getTime(), { last: Number(row.revenue_cents), length: list.length + 1 });
    }
    const floors = new Map(
      [...lists].map(([month, list]) => [month, list.length < depth ? 0 : list.last]),
    );
    const threshold = [...floors.values()].reduce((sum, floor) => sum + floor, 0);
    // Each candidate's bound: its revenue in the months it is listed in, the floor elsewhere.
    const bounds = new Map<number, number>();
    for (const row of listed)
      bounds.set(
        row.id,
        (bounds.get(row.id) ?? threshold) +
          Number(row.revenue_cents) -
          floors.get(row.bucket.getTime())!,
      );
    const candidates = [...bounds].sort(([, a], [, b]) => b - a);
    // Exact sums for the best bounds first, then for every candidate whose bound reaches the
    // last of that top.
    let top = await sumExactly(db, of, range.ranges, candidates.slice(0, size * 2), size);
    const last = top.length === size ? top.at(-1)!.revenueCents : 0;
    const rest = candidates.slice(size * 2).filter(([, bound]) => bound >= last);
    if (rest.length > 0)
      top = await sumExactly(
        db,
        of,
        range.ranges,
        [...candidates.slice(0, size * 2), ...rest],
        size,
      );
    const isExhausted = [...lists.values()].every((list) => list.length < depth);
    if (isExhausted || (top.length === size && top.at(-1)!.revenueCents > threshold)) return top;
  }
}

/**
 * The `size` best of `candidates` (ids first) by their exact revenue in `ranges`, highest first,
 * ties by id; only those with orders in the ranges.
 */
async function sumExactly(
  db: Queryable,
  of: RevenueTable,
  ranges: readonly RollupRange[],
  candidates: readonly (readonly [number, number])[],
  size: number,
): Promise<TopEntry[]> {
  const { rows } = await db.query<Record<string, string> & { id: number }>(
    `SELECT b.${of.id} AS id, sum(b.revenue_cents) AS revenue_cents,
            ${of.sums.map((column) => `sum(b.${column}) AS ${column}`).join(', ')}
       FROM unnest($1::text[], $2::timestamptz[], $3::timestamptz[]) AS r(grain, first, last)
       ${rangeScanSql(of.table, 'r', `t.${of.id} = ANY($4::int[])`)} AS b
      GROUP BY b.${of.id}
     HAVING sum(b.orders) > 0
      ORDER BY 2 DESC, 1
      LIMIT $5`,
    [...rollupParams(ranges), candidates.map(([id]) => id), size],
  );
  return rows.map((row) => ({
    id: row.id,
    revenueCents: Number(row.revenue_cents),
    sums: Object.fromEntries(of.sums.map((column) => [column, Number(row[column])])),
  }));
}
