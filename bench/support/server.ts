/**
 * The PostgreSQL server the benchmarks run on: BENCH_DATABASE_URL (a maintenance database on a
 * server where they may create databases) when set, else an embedded PostgreSQL in a process of
 * its own (test/support/embedded-server.ts) with pg_stat_statements loaded; and fresh databases
 * on it.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { ensureDatabase } from '../../application/db/database';
import type { Queryable } from '../../application/db/pool';
import { startEmbeddedServer } from '../../test/support/embedded-server-process';

export interface BenchServer {
  /** A maintenance database's URL. */
  adminUrl: string;
  stop(): Promise<void>;
}

/** Starts (or connects to) the server; `prefix` names the embedded server's temporary folder. */
export async function startBenchServer(prefix = 'keymart-bench-pg-'): Promise<BenchServer> {
  if (process.env.BENCH_DATABASE_URL)
    return { adminUrl: process.env.BENCH_DATABASE_URL, stop: async () => {} };
  const server = await startEmbeddedServer(prefix, { statementStatistics: true });
  return { adminUrl: server.url, stop: () => server.stop() };
}

/**
 * Creates a database named `keymart_bench_<random>` on the server of `adminUrl`, optionally as
 * a copy of `template`; returns its name and URL.
 */
export async function createBenchDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ name: string; url: string }> {
  const name = `keymart_bench_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(adminUrl, name, template);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** One line stating the machine: cores, memory, Node, PostgreSQL version and commit mode. */
export async function describeMachine(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ version: string; commit: string }>(
    "SELECT current_setting('server_version') AS version, current_setting('synchronous_commit') AS commit",
  );
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `Machine: ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL ${rows[0]!.version} (synchronous_commit ${rows[0]!.commit})`;
}
