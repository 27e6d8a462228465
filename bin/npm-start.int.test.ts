/**
 * `npm start` as a person runs it (README.md "Quickstart"): a first start on a fresh data folder
 * prints the summary and nothing of the web build, the demo catalogue's commands or routine
 * worker lines; SIGTERM to the npm process stops the store and its embedded PostgreSQL, leaving
 * no process and no postmaster.pid behind.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { isAlive } from '../test/support/store-process';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Every process below `pid` now, read from /proc (pid -> parent pid). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // pid (comm) state ppid ...: comm may hold spaces and parentheses, so split after the last ')'.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const child of parents.get(parent) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/** A process's command line, to name what was left running. */
function commandOf(pid: number): string {
  try {
    return `${pid} ${fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')}`;
  } catch {
    return `${pid} (ended)`;
  }
}

it(
  'prints a short summary at a first start and stops with its database on SIGTERM to npm',
  { timeout: 180_000 },
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keymart-npm-start-'));
    // As root the embedded server runs as the postgres user, which must reach its folder.
    fs.chmodSync(dataDir, 0o755);
    const npm = spawn('npm', ['start'], {
      cwd: ROOT,
      env: {
        ...process.env,
        // Empty means unset: the store starts its embedded PostgreSQL under DATA_DIR.
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: '0',
        SEED_DEMO: 'true',
        ADMIN_EMAILS: 'owner@keymart.test',
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'auto',
        WORKERS: 'all',
        SMTP_URL: '',
        PAYMENT_PROVIDER: 'sandbox',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));
    // Recorded once the store serves: left alive by a failed stop, they are ended in `finally`.
    let processes: number[] = [];
    try {
      await vi.waitFor(
        () => {
          expect(npm.exitCode, output).toBeNull();
          expect(output).toMatch(/^ {2}workers {6}\S/m);
        },
        { timeout: 150_000, interval: 200 },
      );
      const started = output.slice(output.indexOf('KeyMart is serving on'));
      expect(started).toMatch(/^KeyMart is serving on http:\/\/localhost:\d+\n/);
      expect(started).toContain(`  data folder  ${dataDir}\n`);
      expect(started).toContain('  admins       owner@keymart.test (ADMIN_EMAILS');
      expect(started).toContain('  payments     sandbox: a test page credits balances');
      expect(started).toContain('  mail         off: mails are written to the log');
      expect(started).toMatch(
        / {2}workers {6}projections, deposit-expiry, delivery-promise, email-notifier, webhooks;/,
      );
      // Quiet: no build table or chunk warning, no command or ownership line, no JSON line at all.
      expect(output).toContain('Loaded the demo catalogue: 48 products');
      expect(output).not.toMatch(/web\/dist\/assets|chunks are larger|^\{/m);

      processes = descendants(npm.pid!);
      const postmasterPid = path.join(dataDir, 'pg', 'postmaster.pid');
      expect(fs.existsSync(postmasterPid)).toBe(true);
      const postmaster = Number(fs.readFileSync(postmasterPid, 'utf8').split('\n')[0]);
      expect(processes).toContain(postmaster);

      npm.kill('SIGTERM');
      expect(await exited, output).toBe(0);
      expect(output).toContain('SIGTERM: stopping');
      expect(output).toContain('Stopped');
      // A helper such as tsx's esbuild service ends when its parent's pipe closes: soon after.
      await vi.waitFor(
        () =>
          expect(
            processes.filter(isAlive).map(commandOf),
            'processes of npm start left running',
          ).toEqual([]),
        { timeout: 5_000, interval: 100 },
      );
      expect(fs.existsSync(postmasterPid), 'postmaster.pid after the stop').toBe(false);
    } finally {
      for (const pid of [...descendants(npm.pid!), ...processes].filter(isAlive))
        process.kill(pid, 'SIGKILL');
      if (npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
