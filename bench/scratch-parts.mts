import { createPool } from '../application/db/pool';
import { readStoreDaySums } from '../projections/store-day-sums';
import { CHART_BUCKET_SUMS } from '../projections/report-charts/projection';
import { readReportCharts } from '../projections/report-charts/queries';
import { percentile } from './support/stats';
const url = process.argv[2]!;
const pool = createPool(url, 5);
async function time(name: string, f: () => Promise<unknown>) {
  const t: number[] = [];
  for (let i = -20; i < 200; i++) { const s = performance.now(); await f(); if (i >= 0) t.push(performance.now() - s); }
  console.log(name.padEnd(30), 'median', percentile(t, 0.5).toFixed(2), 'p90', percentile(t, 0.9).toFixed(2), 'p99', percentile(t, 0.99).toFixed(2));
}
await time('daySums 730', () => readStoreDaySums(pool, { table: 'chart_buckets', columns: CHART_BUCKET_SUMS }, '2024-11-29', 730, 'Asia/Dubai'));
await time('daySums 60', () => readStoreDaySums(pool, { table: 'chart_buckets', columns: CHART_BUCKET_SUMS }, '2026-09-29', 60, 'Asia/Dubai'));
await time('charts year', () => readReportCharts(pool, { from: '2025-11-29', to: '2026-11-28', timeZone: 'Asia/Dubai', now: new Date() }));
await time('charts 30', () => readReportCharts(pool, { from: '2026-10-30', to: '2026-11-28', timeZone: 'Asia/Dubai', now: new Date() }));
await time('select 1', () => pool.query('SELECT 1'));
await pool.end();
