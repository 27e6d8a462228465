/**
 * The report calls through HTTP, as an admin, on a store of 10,000 events and on the full store:
 * each reads precomputed buckets (report_buckets; product_sales_buckets and the report charts'
 * tables by the coarsest grain that fits; the top lists and the product economics' first pages
 * through the threshold algorithm), so it should take the same time whatever the history. Targets: p99 under 50 ms on the
 * full store, its median within 1.5x of the small store's (or under a millisecond apart).
 */
import { addDays, storeDate } from '../../contracts/store-days';
import { ms, percentile } from '../support/stats';
import { ratio, verdict, type BenchRow } from '../support/table';

/**
 * Sequential requests timed for each store and call: their p99 is the third slowest, so a single
 * pause of the store process or the machine does not decide it.
 */
const RUNS = 200;
/**
 * Requests of each call not timed first: a call's statements run on up to five pooled
 * connections at once, and each connection plans a statement it has not run yet (the first dozen
 * calls of the charts took 25-110 ms against 15 ms after).
 */
const WARM_UP = 20;

const P99_TARGET_MS = 50;
const RATIO_TARGET = 1.5;

/** Latencies (ms) of RUNS sequential requests of `path`, after WARM_UP not timed. */
async function timeCall(
  storeUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<number[]> {
  const timings: number[] = [];
  for (let run = -WARM_UP; run < RUNS; run++) {
    const started = performance.now();
    const response = await fetch(new URL(path, storeUrl), { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
    if (run >= 0) timings.push(performance.now() - started);
  }
  return timings;
}

/** One row per report call: the full store's median (p99) next to the small store's. */
export async function measureReports(
  full: { storeUrl: string; events: number; headers: Record<string, string> },
  small: { storeUrl: string; events: number; headers: Record<string, string> },
): Promise<BenchRow[]> {
  // The store's days (STORE_TIMEZONE), as the reports answer names them.
  const reports = await fetch(new URL('/api/admin/reports', full.storeUrl), {
    headers: full.headers,
  });
  const { timeZone } = (await reports.json()) as { timeZone: string };
  const today = storeDate(new Date(), timeZone);
  const calls = [
    { path: '/api/admin/reports', what: 'GET /api/admin/reports' },
    {
      path: `/api/admin/reports?asOf=${addDays(today, -30)}`,
      what: 'GET /api/admin/reports?asOf (30 days ago)',
    },
    {
      path: `/api/admin/dashboard?asOf=${addDays(today, -30)}`,
      what: 'GET /api/admin/dashboard?asOf (30 days ago)',
    },
    {
      path: '/api/admin/reports/products',
      what: 'GET /api/admin/reports/products (the last 30 days, first page by revenue)',
    },
    {
      path: `/api/admin/reports/products?from=${addDays(today, -364)}&to=${today}`,
      what: 'GET /api/admin/reports/products?from&to (the last 365 days, first page by revenue)',
    },
    {
      path: '/api/admin/reports/products?sort=margin',
      what: 'GET /api/admin/reports/products?sort=margin (the last 30 days, first page by margin)',
    },
    {
      path: '/api/admin/reports/charts',
      what: 'GET /api/admin/reports/charts (the last 30 days and the 30 before)',
    },
    {
      path: `/api/admin/reports/charts?from=${addDays(today, -364)}&to=${today}`,
      what: 'GET /api/admin/reports/charts?from&to (the last 365 days and the 365 before)',
    },
  ];
  const rows: BenchRow[] = [];
  for (const call of calls) {
    const fullTimings = await timeCall(full.storeUrl, call.path, full.headers);
    const smallTimings = await timeCall(small.storeUrl, call.path, small.headers);
    const fullMedian = percentile(fullTimings, 0.5);
    const smallMedian = percentile(smallTimings, 0.5);
    const fullP99 = percentile(fullTimings, 0.99);
    const isFlat = fullMedian <= smallMedian * RATIO_TARGET || fullMedian - smallMedian < 1;
    rows.push({
      what: `${call.what} at ${full.events.toLocaleString('en-US')} events vs ${small.events.toLocaleString('en-US')} events: median (p99) of ${RUNS}`,
      figure: `${ms(fullMedian)} (${ms(fullP99)})`,
      reference: `${ms(smallMedian)} (${ms(percentile(smallTimings, 0.99))})`,
      ratio: ratio(fullMedian, smallMedian),
      target: verdict(
        `p99 < ${P99_TARGET_MS} ms, ≤ ${RATIO_TARGET}×`,
        fullP99 < P99_TARGET_MS && isFlat,
      ),
    });
  }
  return rows;
}
