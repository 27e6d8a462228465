/**
 * The top entities (customers, products) by revenue over a range, exactly, without summing every
 * entity that bought in it: Fagin's threshold algorithm over ranked lists (one per bucket, in
 * revenue order through an index) whose buckets together hold the range: its whole months, and
 * the UTC days of the months it only touches (rankedListsOf). Revenue is never negative, so an
 * entity's revenue in the range is at most its revenue in those buckets; the d best of each list
 * are the candidates, their revenue in the range is summed exactly, and an entity in none of the
 * lists has at most the sum of each list's d-th revenue (the threshold). When the last of the top
 * beats the threshold the answer is exact; otherwise the lists are read deeper. A year of a
 * million events settles at a depth of a few hundred; data as flat as possible falls back to
 * every entity. The same lists rank by any figure never above revenue (a product's margin): the
 * bounds hold for it too, only more candidates reach the last of its top.
 */
import type { Queryable } from '../application/db/pool';
import { binOf, nextBin, rangeScanSql, rollupParams, type RollupRange } from './time-rollup';

/** A bucket table of per-entity sums: its name, its entity column and the sums to add up. */
export interface RevenueTable {
  table: 'chart_customer_buckets' | 'product_sales_buckets';
  id: 'user_id' | 'product_id';
  /** Columns summed beside revenue_cents, e.g. orders. */
  sums: readonly string[];
  /**
   * SQL of the figure the top is ranked by, over the entity's rows `b` in the range: its revenue
   * when absent. Any other must never exceed the revenue of the same rows (margin: revenue less
   * refunds and cost, both never negative), since the revenue lists bound it.
   */
  score?: string;
}

/** One of the top: its id, its score and revenue (integer cents) and its other sums. */
export interface TopEntry {
  id: number;
  score: number;
  revenueCents: number;
  sums: Record<string, number>;
}

/** The first depth read of each list, and how much deeper each next read goes. */
const FIRST_DEPTH = 128;
const DEEPER = 4;

/**
 * The most candidates summed at once for each entity of the top, when the lower bounds leave no
 * other: past it, summing the best bounds first and then those reaching the last of that top
 * reads less. On the benchmark's store, 30 days left 149 customers above the lower bounds for a
 * top 10 (summed in one read instead of 20 and then 145), a year 1,224 (20 and then 28).
 */
const MOST_SUMMED = 16;

/**
 * The most days of one month read as lists of their own; a month with more of its days in the
 * range is read as its month's list. Day lists bound a month the range only touches tightly (a
 * month's list counts days outside the range); more lists cost more than a looser bound.
 */
const MOST_DAY_LISTS = 7;

/** A ranked list of one bucket: its grain and start, and whether the range holds all of it. */
interface RankedList {
  grain: 'day' | 'month';
  bucket: Date;
  isInside: boolean;
}

/**
 * The ranked lists whose buckets together hold every bucket of `ranges`: the months of month
 * ranges, and the UTC days of day and 15-minute ranges, their month instead where a month has
 * more than MOST_DAY_LISTS such days (or is listed already). A list is inside the range when its
 * bucket is one of the range's own (a month of a month range, a day of a day range).
 */
export function rankedListsOf(ranges: readonly RollupRange[]): RankedList[] {
  const months = new Set<number>();
  const daysByMonth = new Map<number, Map<number, boolean>>();
  for (const range of ranges) {
    const grain = range.grain === 'month' ? 'month' : 'day';
    for (let bucket = binOf(grain, range.from); bucket < range.to; bucket = nextBin(grain, bucket))
      if (grain === 'month') months.add(bucket.getTime());
      else {
        const month = binOf('month', bucket).getTime();
        const days = daysByMonth.get(month) ?? new Map<number, boolean>();
        const isWhole = range.grain === 'day' || days.get(bucket.getTime()) === true;
        daysByMonth.set(month, days.set(bucket.getTime(), isWhole));
      }
  }
  const lists: RankedList[] = [];
  const partMonths = new Set<number>();
  for (const [month, days] of daysByMonth)
    if (!months.has(month) && days.size > MOST_DAY_LISTS) partMonths.add(month);
    else if (!months.has(month))
      for (const [day, isWhole] of days)
        lists.push({ grain: 'day', bucket: new Date(day), isInside: isWhole });
  for (const month of months)
    lists.push({ grain: 'month', bucket: new Date(month), isInside: true });
  for (const month of partMonths)
    lists.push({ grain: 'month', bucket: new Date(month), isInside: false });
  return lists;
}

/**
 * The `size` entities of `of` with the highest score (revenue unless `of.score`) in the buckets
 * of `ranges` (rollupRanges), highest first, ties by id; only entities with orders in them.
 */
export async function readTopByRevenue(
  db: Queryable,
  of: RevenueTable,
  ranges: readonly RollupRange[],
  size: number,
): Promise<TopEntry[]> {
  const ranked = rankedListsOf(ranges);
  for (let depth = FIRST_DEPTH; ; depth *= DEEPER) {
    const { rows: listed } = await db.query<{ list: number; id: number; revenue_cents: string }>(
      `SELECT m.list, x.id, x.revenue_cents
         FROM unnest($1::text[], $2::timestamptz[]) WITH ORDINALITY AS m(grain, bucket, list)
         CROSS JOIN LATERAL (
           SELECT ${of.id} AS id, revenue_cents FROM ${of.table}
            WHERE grain = m.grain AND bucket = m.bucket
            ORDER BY revenue_cents DESC
            LIMIT $3
         ) AS x`,
      [ranked.map((list) => list.grain), ranked.map((list) => list.bucket), depth],
    );
    // Per list, its depth-th revenue (0 when the list ended): what an entity missing from that
    // list made in its bucket at most.
    const lists = new Map<number, { last: number; length: number }>();
    for (const row of listed) {
      const list = lists.get(Number(row.list)) ?? { last: 0, length: 0 };
      lists.set(Number(row.list), { last: Number(row.revenue_cents), length: list.length + 1 });
    }
    const floors = new Map(
      [...lists].map(([index, list]) => [index, list.length < depth ? 0 : list.last]),
    );
    const threshold = [...floors.values()].reduce((sum, floor) => sum + floor, 0);
    // Each candidate's bound: its revenue in the lists it is in, the floor elsewhere. Ranked by
    // revenue, also its revenue in the lists inside the range: what it made in the range at least.
    const bounds = new Map<number, number>();
    const lowers = new Map<number, number>();
    for (const row of listed) {
      const [index, cents] = [Number(row.list), Number(row.revenue_cents)];
      bounds.set(row.id, (bounds.get(row.id) ?? threshold) + cents - floors.get(index)!);
      if (of.score === undefined && ranked[index - 1]!.isInside)
        lowers.set(row.id, (lowers.get(row.id) ?? 0) + cents);
    }
    const candidates = [...bounds].sort(([, a], [, b]) => b - a);
    // Exact sums for every candidate whose bound reaches the size-th best of the lower bounds (no
    // other can be in the top) when they are few; else for the best bounds first, then for every
    // candidate whose bound reaches the last of that top.
    const lowest = [...lowers.values()].sort((a, b) => b - a)[size - 1];
    const reaching = lowest === undefined ? [] : candidates.filter(([, bound]) => bound >= lowest);
    const summed =
      reaching.length > 0 && reaching.length <= size * MOST_SUMMED
        ? reaching
        : candidates.slice(0, size * 2);
    let top = await sumExactly(db, of, ranges, summed, size);
    const last = top.length === size ? top.at(-1)!.score : 0;
    const rest = candidates.slice(summed.length).filter(([, bound]) => bound >= last);
    if (rest.length > 0) top = await sumExactly(db, of, ranges, [...summed, ...rest], size);
    const isExhausted = [...lists.values()].every((list) => list.length < depth);
    if (isExhausted || (top.length === size && top.at(-1)!.score > threshold)) return top;
  }
}

/**
 * The `size` best of `candidates` (ids first) by their exact score in `ranges`, highest first,
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
    `SELECT b.${of.id} AS id, ${of.score ?? 'sum(b.revenue_cents)'} AS score,
            ${['revenue_cents', ...of.sums].map((column) => `sum(b.${column}) AS ${column}`).join(', ')}
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
    score: Number(row.score),
    revenueCents: Number(row.revenue_cents),
    sums: Object.fromEntries(of.sums.map((column) => [column, Number(row[column])])),
  }));
}
