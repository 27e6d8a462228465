/**
 * Runs the appends benchmark alone (development): `npx tsx bench/appends/run-appends.ts
 * [--quick]`. Uses BENCH_DATABASE_URL when set, else an embedded PostgreSQL; prints the table.
 */
import { describeMachine, startBenchServer } from '../support/server';
import { renderTable } from '../support/table';
import { createPool } from '../../application/db/pool';
import { measureAppends } from './measure-appends';

const server = await startBenchServer();
try {
  const admin = createPool(server.adminUrl, 1);
  console.log(await describeMachine(admin));
  await admin.end();
  const rows = await measureAppends({
    adminUrl: server.adminUrl,
    quick: process.argv.includes('--quick'),
  });
  console.log(renderTable(rows));
} finally {
  await server.stop();
}
