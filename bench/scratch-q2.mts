import { createPool } from '../application/db/pool';
import { percentile } from './support/stats';
import { readStoreDaySums } from '../projections/store-day-sums';
import { CHART_BUCKET_SUMS } from '../projections/report-charts/projection';
const url = process.argv[2]!;
const pool = createPool(url, 1);
async function time(name: string, f: () => Promise<unknown>) {
  const t: number[] = [];
  for (let i = -20; i < 200; i++) { const s = performance.now(); await f(); if (i >= 0) t.push(performance.now() - s); }
  console.log(name.padEnd(30), 'median', percentile(t, 0.5).toFixed(2), 'p90', percentile(t, 0.9).toFixed(2), 'p99', percentile(t, 0.99).toFixed(2));
}
await time('daySums 730 pool1', () => readStoreDaySums(pool, { table: 'chart_buckets', columns: CHART_BUCKET_SUMS }, '2024-11-29', 730, 'Asia/Dubai'));
await time('daySums 730 UTC', () => readStoreDaySums(pool, { table: 'chart_buckets', columns: CHART_BUCKET_SUMS }, '2024-11-29', 730, 'UTC'));
await time('730 day rows', () => pool.query(`SELECT bucket, revenue_cents, orders, deposit_cents, deposits, refund_cents, refunds, claims FROM chart_buckets WHERE grain='day' AND bucket >= $1 AND bucket < $2`, [new Date('2024-11-29'), new Date('2026-11-29')]));
await pool.end();
