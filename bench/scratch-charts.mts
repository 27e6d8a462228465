// scratch: time the year charts call on a small generated store, with pg_stat_statements per query
import { startBenchServer } from './support/server';
import { openBenchStore } from './support/generated-store';
import { signIn } from './http/sign-in';
import { createPool } from '../application/db/pool';
import { addDays, storeDate } from '../contracts/store-days';
import { percentile } from './support/stats';

const server = await startBenchServer();
const small = await openBenchStore(server.adminUrl, { customers: 1_000, products: 100, events: 10_000 });
const pool = createPool(small.databaseUrl, 1);
await pool.query('VACUUM ANALYZE');
await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
const headers = await signIn(small.process.url, small.generated.admin.email, small.generated.password, '10.8.1.2');
const r = await fetch(new URL('/api/admin/reports', small.process.url), { headers });
const { timeZone } = (await r.json()) as { timeZone: string };
console.log('timeZone', timeZone);
const today = storeDate(new Date(), timeZone);
const paths = (process.env.PATHS ?? `/api/admin/reports/charts?from=${addDays(today, -364)}&to=${today}`).split(',');
for (const path of paths) {
  await pool.query('SELECT pg_stat_statements_reset()').catch((e) => console.log('no pgss', e.message));
  const t: number[] = [];
  let bytes = 0;
  for (let i = -20; i < 200; i++) {
    const s = performance.now();
    const res = await fetch(new URL(path, small.process.url), { headers });
    const b = await res.arrayBuffer();
    bytes = b.byteLength;
    if (i >= 0) t.push(performance.now() - s);
  }
  console.log(path, 'bytes', bytes, 'median', percentile(t, 0.5).toFixed(1), 'p90', percentile(t, 0.9).toFixed(1), 'p99', percentile(t, 0.99).toFixed(1), 'max', Math.max(...t).toFixed(1));
  const { rows } = await pool.query(`SELECT calls, round(mean_exec_time::numeric,2) AS mean, round(max_exec_time::numeric,2) AS max, round(mean_plan_time::numeric,2) AS plan, rows/greatest(calls,1) AS rows, left(regexp_replace(query,'\\s+',' ','g'),110) AS q FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) ORDER BY total_exec_time DESC LIMIT 12`);
  console.table(rows);
}
{
  const { readReportCharts } = await import('../projections/report-charts/queries');
  const p5 = createPool(small.databaseUrl, 5);
  const t: number[] = [];
  for (let i = -20; i < 200; i++) {
    const s = performance.now();
    await readReportCharts(p5, { from: addDays(today, -364), to: today, timeZone, now: new Date() });
    if (i >= 0) t.push(performance.now() - s);
  }
  console.log('in-process readReportCharts year: median', percentile(t, 0.5).toFixed(1), 'p90', percentile(t, 0.9).toFixed(1), 'p99', percentile(t, 0.99).toFixed(1));
  await p5.end();
}
if (process.env.HOLD) { console.log(small.databaseUrl, small.process.url, JSON.stringify(headers)); await new Promise((r) => setTimeout(r, Number(process.env.HOLD) * 1000)); }
await pool.end();
await small.stop();
await server.stop();
