/**
 * The embedded PostgreSQL of `npm start` without DATABASE_URL: a password of its own kept in the
 * data folder (a cluster made with the former fixed password is given one), a data folder and
 * binaries under folders only their owner can enter (as root the server runs as user `postgres`),
 * and a server that dies restarted, /healthz failing until it is back, and given up on past the
 * restart limit.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { startKeyMart } from './keymart';
import { loadConfig } from '../application/config';
import { DATABASE_PASSWORD, startEmbedded } from '../application/db/database';
import { packagedBinaries, type PostgresBinaries } from '../application/db/embedded-postgres';
import { freePort } from '../test/support/embedded-server-process';

const folders: string[] = [];
/** A new folder only its owner can enter (mode 0700), as a home folder or `mktemp -d`. */
const privateFolder = (prefix: string) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(folder);
  expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
  return folder;
};
afterAll(() => {
  for (const folder of folders) {
    // As root a cluster out of user postgres's reach lives elsewhere, `pg` linking to it.
    const cluster = path.join(folder, 'pg');
    if (fs.existsSync(cluster) && fs.lstatSync(cluster).isSymbolicLink())
      fs.rmSync(fs.realpathSync(cluster), { recursive: true, force: true });
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

/** The error code PostgreSQL answers a connection with `password` with; null when it connects. */
async function connectionError(url: string, password: string): Promise<string | null> {
  const wrong = new URL(url);
  wrong.password = password;
  const client = new pg.Client({ connectionString: wrong.toString() });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The package's binaries as a checkout inside a private folder holds them: the `native` folder
 * (bin, lib, share; hard links when the file system allows) under a 0700 folder.
 */
async function binariesInPrivateFolder(): Promise<PostgresBinaries> {
  const packaged = await packagedBinaries();
  const native = path.dirname(path.dirname(packaged.postgres));
  const checkout = privateFolder('keymart-checkout-');
  fs.copyFileSync(path.join(native, '..', 'package.json'), path.join(checkout, 'package.json'));
  try {
    execFileSync('cp', ['-al', native, path.join(checkout, 'native')], { stdio: 'ignore' });
  } catch {
    // Another file system (a tmpfs /tmp): a copy.
    fs.rmSync(path.join(checkout, 'native'), { recursive: true, force: true });
    execFileSync('cp', ['-a', native, path.join(checkout, 'native')]);
  }
  const inCheckout = (program: string) =>
    path.join(checkout, 'native', path.relative(native, program));
  return { initdb: inCheckout(packaged.initdb), postgres: inCheckout(packaged.postgres) };
}

const postmasterPid = (dataDir: string) =>
  Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

describe('the embedded database', () => {
  it(
    'runs from private folders with a password of its own, given to a cluster that had the fixed one',
    { timeout: 120_000 },
    async () => {
      const dataDir = privateFolder('keymart-data-');
      const options = {
        dataDir,
        port: await freePort(),
        handlesSignals: true,
        binaries: await binariesInPrivateFolder(),
        runtimeRoot: privateFolder('keymart-runtime-'),
      };
      let database = await startEmbedded(options);
      onTestFinished(() => database.stop());
      const passwordFile = path.join(dataDir, 'secrets', DATABASE_PASSWORD);
      const password = fs.readFileSync(passwordFile, 'utf8').trim();
      expect(password).toMatch(/^[\w-]{64}$/);
      expect(fs.statSync(passwordFile).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.dirname(passwordFile)).mode & 0o777).toBe(0o700);
      expect(await connectionError(database.url, password)).toBeNull();
      expect(await connectionError(database.url, 'keymart')).toBe('28P01');

      // What a data folder of an earlier version holds: the fixed password, no password file.
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query("ALTER ROLE keymart PASSWORD 'keymart'");
      await client.end();
      await database.stop();
      fs.rmSync(passwordFile);

      database = await startEmbedded(options);
      const generated = fs.readFileSync(passwordFile, 'utf8').trim();
      expect(generated).toMatch(/^[\w-]{64}$/);
      expect(await connectionError(database.url, generated)).toBeNull();
      expect(await connectionError(database.url, 'keymart')).toBe('28P01');
    },
  );

  it(
    'restarts a server that was killed; /healthz fails until the store can serve again',
    { timeout: 120_000 },
    async () => {
      const dataDir = privateFolder('keymart-data-');
      const store = await startKeyMart(
        loadConfig({
          DATABASE_URL: '',
          DATA_DIR: dataDir,
          PORT: '0',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'error',
          WORKERS: 'none',
        }),
        { handlesSignals: true },
      );
      onTestFinished(() => store.stop());
      expect((await fetch(`${store.url}/api/products`)).status).toBe(200);
      expect((await fetch(`${store.url}/healthz`)).status).toBe(200);

      const killed = postmasterPid(dataDir);
      process.kill(killed, 'SIGKILL');
      // Its backends can answer a moment longer (until they see the postmaster gone): first the
      // store must report the database down, then serve again.
      await vi.waitFor(async () => expect((await fetch(`${store.url}/healthz`)).status).toBe(503), {
        timeout: 30_000,
        interval: 20,
      });
      await vi.waitFor(
        async () => {
          expect((await fetch(`${store.url}/healthz`)).status).toBe(200);
          expect((await fetch(`${store.url}/api/products`)).status).toBe(200);
        },
        { timeout: 60_000, interval: 50 },
      );
      expect(postmasterPid(dataDir)).not.toBe(killed);
    },
  );

  it('gives up on a server that keeps dying', { timeout: 120_000 }, async () => {
    const dataDir = privateFolder('keymart-data-');
    const givenUp = vi.fn();
    const database = await startEmbedded({
      dataDir,
      port: await freePort(),
      handlesSignals: true,
      restartPolicy: { limit: 1, windowMs: 60_000, firstDelayMs: 100, maxDelayMs: 100 },
      warn: () => {},
      onGiveUp: givenUp,
    });
    onTestFinished(() => database.stop());
    const first = postmasterPid(dataDir);
    process.kill(first, 'SIGKILL');
    await vi.waitFor(
      async () => {
        expect(postmasterPid(dataDir)).not.toBe(first);
        expect(await connectionError(database.url, new URL(database.url).password)).toBeNull();
      },
      { timeout: 30_000, interval: 50 },
    );
    process.kill(postmasterPid(dataDir), 'SIGKILL');
    await vi.waitFor(() => expect(givenUp).toHaveBeenCalledTimes(1), { timeout: 30_000 });
    expect(String(givenUp.mock.calls[0]![0])).toContain('keeps stopping');
  });
});
