/**
 * `GET /api/admin/reports` through HTTP, as an admin, on a store of 10,000 events and
 * on the full store: the target is the same time within noise, since the reports read at most
 * 30 days of 15-minute buckets whatever the history.
 */
import { ms, percentile } from '../support/stats';
import { ratio, verdict, type BenchRow } from '../support/table';

/** Sequential requests timed for each store. */
const RUNS = 50;

/** Latencies (ms) of RUNS sequential report requests, after 5 not timed. */
async function timeReports(storeUrl: string, headers: Record<string, string>): Promise<number[]> {
  const timings: number[] = [];
  for (let run = -5; run < RUNS; run++) {
    const started = performance.now();
    const response = await fetch(new URL('/api/admin/reports', storeUrl), { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET /api/admin/reports: ${response.status}`);
    if (run >= 0) timings.push(performance.now() - started);
  }
  return timings;
}

/** One row: the full store's median (p99) next to the small store's. */
export async function measureReports(
  full: { storeUrl: string; events: number; headers: Record<string, string> },
  small: { storeUrl: string; events: number; headers: Record<string, string> },
): Promise<BenchRow[]> {
  const fullTimings = await timeReports(full.storeUrl, full.headers);
  const smallTimings = await timeReports(small.storeUrl, small.headers);
  const fullMedian = percentile(fullTimings, 0.5);
  const smallMedian = percentile(smallTimings, 0.5);
  // "Within noise": the medians differ by less than the small store's own spread (p99 - p50),
  // or by less than a millisecond.
  const noise = Math.max(1, percentile(smallTimings, 0.99) - smallMedian);
  return [
    {
      what: `GET /api/admin/reports at ${full.events.toLocaleString('en-US')} events vs ${small.events.toLocaleString('en-US')} events: median (p99) of ${RUNS}`,
      figure: `${ms(fullMedian)} (${ms(percentile(fullTimings, 0.99))})`,
      reference: `${ms(smallMedian)} (${ms(percentile(smallTimings, 0.99))})`,
      ratio: ratio(fullMedian, smallMedian),
      target: verdict('same within noise', Math.abs(fullMedian - smallMedian) <= noise),
    },
  ];
}
