/**
 * The embedded PostgreSQL of a test run, in a process of its own (application/db/database.ts);
 * with `--statement-statistics`, with pg_stat_statements loaded (the benchmarks').
 * Prints one JSON line {"url": ...} once the server is up; stops it on SIGTERM or when stdin
 * closes (the test runner went away), then exits.
 */
import fs from 'node:fs';
import { startEmbedded } from '../../application/db/database';

const [dirArgument, port, option] = process.argv.slice(2);
if (!dirArgument || !port) {
  console.error('Usage: tsx test/support/embedded-server.ts <dir> <port> [--statement-statistics]');
  process.exit(2);
}
const dir = dirArgument;
fs.mkdirSync(dir, { recursive: true });
fs.chmodSync(dir, 0o755);
// This process stops the server itself (stop(), below) before removing its folder.
const database = await startEmbedded({
  dataDir: dir,
  port: Number(port),
  database: 'postgres',
  handlesSignals: true,
  statementStatistics: option === '--statement-statistics',
});
process.stdout.write(`${JSON.stringify({ url: database.url })}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await database.stop().catch(() => undefined);
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();
