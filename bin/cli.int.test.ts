import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../test/support/store';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');
let store: TestStore;
let databaseUrl: string;

beforeAll(async () => {
  store = await startTestStore();
  databaseUrl = store.core.database.url;
});
afterAll(() => store.stop());

/** Runs `npm run cli -- ...args` against the test database; returns exit code and output. */
async function cli(...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      ['bin/cli.ts', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: databaseUrl, SEED_DEMO: 'false' },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run cli', () => {
  it('admin grant makes an account an administrator', async () => {
    const client = store.client();
    await client.register('future-admin@keymart.test');
    const granted = await cli('admin', 'grant', 'future-admin@keymart.test');
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain('future-admin@keymart.test is now an administrator');
    await store.core.runner.catchUp();
    expect((await client.get('/api/user')).body.isAdmin).toBe(true);
    expect((await client.get('/api/admin/users')).status).toBe(200);

    const missing = await cli('admin', 'grant', 'nobody@keymart.test');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No account with the e-mail nobody@keymart.test');
  });

  it('projections status lists every projection with its checkpoint and lag', async () => {
    const status = await cli('projections', 'status');
    expect(status.code).toBe(0);
    for (const name of ['users', 'wallets', 'catalogue', 'orders'])
      expect(status.stdout).toContain(name);
  });

  it('projections rebuild rebuilds one projection and refuses unknown names', async () => {
    const rebuilt = await cli('projections', 'rebuild', 'users');
    expect(rebuilt.code).toBe(0);
    expect(rebuilt.stdout).toMatch(/Rebuilt users: \d+ events/);
    const unknown = await cli('projections', 'rebuild', 'nope');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown projection: nope');
  });

  it('prints its usage for an unknown command', async () => {
    const usage = await cli('frobnicate');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run cli');
  });
});
