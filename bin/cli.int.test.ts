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
    // Node with tsx's loader: the CLI `npm run cli` runs, in one process (the tsx command
    // starts a second Node to run the script).
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'bin/cli.ts', ...args],
      {
        cwd: ROOT,
        // The store's data folder: it holds the master key that opens the store's data keys.
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          DATA_DIR: store.core.config.dataDir,
          SEED_DEMO: 'false',
        },
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

  it('ledger audit exits 0 on a clean store, and 1 naming the customer whose balance is wrong', async () => {
    const admin = store.client();
    await admin
      .register('admin@keymart.test')
      .catch(() =>
        admin.post('/api/login', { email: 'admin@keymart.test', password: 'secret123' }),
      );
    const customer = store.client();
    const user = await customer.register('audited@keymart.test');
    await admin.post(`/api/admin/users/${user.id}/balance`, { amount: '30.00', operation: 'add' });
    await admin.post(`/api/admin/users/${user.id}/balance`, {
      amount: '4.50',
      operation: 'subtract',
    });
    const clean = await cli('ledger', 'audit');
    expect(clean.code).toBe(0);
    expect(clean.stdout).toMatch(/Audited \d+ wallet events of \d+ customers: 0 difference\(s\)/);

    await store.core.pool.query(
      'UPDATE wallets SET balance_cents = balance_cents + 1 WHERE user_id = $1',
      [user.id],
    );
    try {
      const corrupt = await cli('ledger', 'audit');
      expect(corrupt.code).toBe(1);
      expect(corrupt.stdout).toContain('1 difference(s)');
      expect(corrupt.stderr).toContain(
        `user ${user.id} (audited@keymart.test): balance: read model $25.51, ledger $25.50`,
      );
    } finally {
      await store.core.pool.query(
        'UPDATE wallets SET balance_cents = balance_cents - 1 WHERE user_id = $1',
        [user.id],
      );
    }
  });

  it('ledger history prints the entries with a running balance, and the balance as of an instant', async () => {
    const admin = store.client();
    await admin.post('/api/login', { email: 'admin@keymart.test', password: 'secret123' });
    const customer = store.client();
    const user = await customer.register('history@keymart.test');
    /** The time of the newest event: an instant just after the step before. */
    const now = async () =>
      (await store.core.pool.query<{ t: Date }>('SELECT max(recorded_at) AS t FROM events'))
        .rows[0]!.t;

    await admin.post(`/api/admin/users/${user.id}/balance`, {
      amount: '20.00',
      operation: 'add',
      reason: 'Welcome credit',
    });
    const afterCredit = await now();
    const category = await admin.post('/api/admin/categories', { name: 'Ledger games' });
    const product = await admin.post('/api/products', {
      name: 'Ledger key',
      price: '7.25',
      categoryId: category.body.id,
      deliveryType: 'manual',
      stock: 5,
    });
    const order = await customer.post('/api/purchase', { productId: product.body.id, quantity: 2 });
    expect(order.status).toBe(201);
    const afterPurchase = await now();
    await admin.put(`/api/orders/${order.body.order.id}/status`, { status: 'cancelled' });
    const afterRefund = await now();
    const request = await customer.post('/api/manual-payment-requests', {
      amount: 10,
      method: 'paypal',
    });
    await admin.post(`/api/admin/users/${user.id}/balance`, {
      amount: 10,
      operation: 'add',
      reason: 'PayPal received',
      depositId: request.body.depositId,
    });
    await admin.post(`/api/admin/users/${user.id}/balance`, {
      amount: '3.00',
      operation: 'subtract',
    });

    const full = await cli('ledger', 'history', 'history@keymart.test');
    expect(full.code).toBe(0);
    // 20.00 - 14.50 + 14.50 + 10.00 - 3.00
    expect(full.stdout).toContain('Balance: $27.00');
    for (const text of [
      'Welcome credit',
      '-$14.50',
      'Refund for cancelled order',
      'PayPal received (top-up request DEP-',
      '-$3.00',
    ])
      expect(full.stdout).toContain(text);

    const asOf = async (instant: Date) =>
      (await cli('ledger', 'history', 'history@keymart.test', '--as-of', instant.toISOString()))
        .stdout;
    expect(await asOf(afterCredit)).toContain(`Balance at ${afterCredit.toISOString()}: $20.00`);
    expect(await asOf(afterPurchase)).toContain(`Balance at ${afterPurchase.toISOString()}: $5.50`);
    expect(await asOf(afterRefund)).toContain(`Balance at ${afterRefund.toISOString()}: $20.00`);
    expect(await asOf(new Date('2000-01-01T00:00:00Z'))).toContain(
      'Balance at 2000-01-01T00:00:00.000Z: $0.00',
    );

    const bad = await cli('ledger', 'history', 'history@keymart.test', '--as-of', 'yesterday');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Not an ISO time: yesterday');
  });

  it('customer erase erases by id and the ledger history still finds the customer by id', async () => {
    const user = await store.client().register('cli-erase@keymart.test');
    const erased = await cli('customer', 'erase', String(user.id));
    expect(erased.stdout).toContain(`Erased the personal data of user #${user.id}`);
    expect(erased.code).toBe(0);
    expect((await cli('customer', 'erase', 'cli-erase@keymart.test')).code).toBe(1);
    const history = await cli('ledger', 'history', String(user.id));
    expect(history.code).toBe(0);
    expect(history.stdout).toContain(`erased-${user.id}@erased.invalid`);
    const generated = await cli('keys', 'generate');
    expect(generated.stdout.trim()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("ticket erase-guest erases a guest ticket's contact", async () => {
    const sent = await store.client().post('/api/contact', {
      name: 'Cli Guest',
      email: 'cli-guest@example.test',
      subject: 'Hello',
      message: 'Please forget me later',
    });
    const { ticketId } = sent.body as { ticketId: number };
    const erased = await cli('ticket', 'erase-guest', String(ticketId));
    expect(erased.stdout).toContain(`Erased the guest's name and e-mail on ticket #${ticketId}`);
    expect(erased.code).toBe(0);
  });

  it('prints its usage for an unknown command or a missing argument', async () => {
    const usage = await cli('frobnicate');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("unknown command 'frobnicate'");
    expect(usage.stderr).toContain('Usage: npm run cli');
    const missing = await cli('admin', 'grant');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("missing required argument 'email'");
  });
});
