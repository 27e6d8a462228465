import { createPool } from '../application/db/pool';
import { percentile } from './support/stats';
import fs from 'node:fs';
const url = process.argv[2]!;
const pool = createPool(url, 1);
const sql = fs.readFileSync('/tmp/q.sql', 'utf8').replace(/^EXPLAIN \(ANALYZE, BUFFERS\) /, '');
async function time(name: string, f: () => Promise<unknown>) {
  const t: number[] = [];
  for (let i = -20; i < 200; i++) { const s = performance.now(); await f(); if (i >= 0) t.push(performance.now() - s); }
  console.log(name.padEnd(30), 'median', percentile(t, 0.5).toFixed(2), 'p90', percentile(t, 0.9).toFixed(2), 'p99', percentile(t, 0.99).toFixed(2));
}
await time('unnamed parsed', () => pool.query(sql));
await time('named parsed', () => pool.query({ name: 'x1', text: sql }));
const raw = { getTypeParser: () => (v: string) => v };
await time('named unparsed', () => pool.query({ name: 'x1', text: sql, types: raw as any }));
await time('unnamed unparsed', () => pool.query({ text: sql, types: raw as any }));
await pool.end();
