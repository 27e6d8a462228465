/**
 * `npm run cli -- backup <file>` and `restore <file>`, as processes. A store on the test server
 * (DATABASE_URL) sells, credits, debits and notifies Telegram, then stops; its backup is restored
 * into an empty database of the test server (events in the same order, every checkpoint covering
 * the same events, the same read tables and pending jobs; the source's generated secrets are copied
 * into the restoring data folder, where a store keeps them) and into a new embedded PostgreSQL
 * (DATA_DIR: a fresh cluster whose transaction counter is far behind the source's), where a started
 * store carries on: same balances and orders, a clean ledger audit, no notification sent again, and
 * a new purchase sold, projected and notified once. A database that holds store data, one a store
 * runs on, and a damaged, cut-short or foreign file are refused without a change.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { BackupReader } from '../../application/backup/backup-reader';
import { advanceTransactionIds } from '../../application/backup/transaction-ids';
import { createPool, type Pool, type Queryable } from '../../application/db/pool';
import { parseMasterKey } from '../../application/security/secret-box';
import { PROJECTIONS } from '../../projections/registry';
import { createTestDatabase } from '../support/database';
import { startFakeTelegram, type FakeTelegram } from '../support/fake-telegram';
import { dumpReadTables } from '../support/read-tables';
import { shop } from '../support/shop';
import { startTestStore, TestClient, type TestStore } from '../support/store';
import { runCli, startStoreProcess, type StoreProcess } from '../support/store-process';

const TELEGRAM = { TELEGRAM_BOT_TOKEN: '123:BACKUP', TELEGRAM_CHAT_ID: '-100300' };
const ADMIN = 'admin@keymart.test';
const WAIT = { timeout: 30_000, interval: 50 };
const ROOT = path.resolve(import.meta.dirname, '../..');

let telegram: FakeTelegram;
let source: TestStore;
let sourceStopped = false;
let work: string;

beforeAll(async () => {
  telegram = await startFakeTelegram();
  source = await startTestStore({ ...TELEGRAM, TELEGRAM_API_URL: telegram.url });
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'keymart-backup-'));
  // As root the embedded server runs as the postgres user, which must reach its folder.
  fs.chmodSync(work, 0o755);
});
afterAll(async () => {
  if (!sourceStopped) await source.stop();
  await telegram.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** `npm run cli -- ...args` against DATABASE_URL `databaseUrl` ('' and `dataDir`: embedded). */
const cli = (args: string[], databaseUrl: string, dataDir = work) =>
  runCli(args, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });

/** Every event id in subscription order, with its position. */
async function eventsInOrder(db: Queryable) {
  const { rows } = await db.query<{ event_id: string; position: string }>(
    'SELECT e.event_id::text, e.position::text FROM events e ORDER BY e.transaction_id, e.position',
  );
  return rows;
}

/** For every checkpoint, how many events it covers (those at or before it). */
async function checkpointCoverage(db: Queryable) {
  const { rows } = await db.query<{ subscriber: string; covered: number }>(
    `SELECT c.subscriber, (SELECT count(*)::int FROM events e
                            WHERE (e.transaction_id, e.position) <= (c.transaction_id, c.position)) AS covered
       FROM checkpoints c ORDER BY c.subscriber`,
  );
  return rows;
}

/** pg-boss jobs not completed yet, by queue and id. */
async function pendingJobs(db: Queryable) {
  const { rows } = await db.query<{ name: string; id: string }>(
    "SELECT name, id::text FROM pgboss.job WHERE state < 'completed' ORDER BY name, id",
  );
  return rows;
}

/** The secrets a store generated for itself, by name. */
async function generatedSecrets(db: Queryable) {
  const { rows } = await db.query<{ name: string; value: string }>(
    'SELECT name, value FROM generated_secrets ORDER BY name',
  );
  return rows;
}

/** What a customer sees: their balance and their orders as the API answers them. */
async function customerView(client: TestClient) {
  const user = await client.get('/api/user');
  const orders = await client.get('/api/orders');
  expect(orders.status).toBe(200);
  return { balance: user.body.balance as string, orders: orders.body as unknown[] };
}

/** Appends two marker events whose position order is not their transaction order. */
async function interleavedTransactions(store: TestStore) {
  const early = await store.core.pool.connect();
  try {
    await early.query('BEGIN');
    // Takes its transaction id now; appends after the later transaction did.
    await early.query('SELECT pg_current_xact_id()');
    await store.core.store.append([
      {
        streamId: 'backup-test-late',
        expectedVersion: 'no_stream',
        events: [{ type: 'BackupTestMarker', data: {} }],
      },
    ]);
    await store.core.store.appendInTransaction(early, [
      {
        streamId: 'backup-test-early',
        expectedVersion: 'no_stream',
        events: [{ type: 'BackupTestMarker', data: {} }],
      },
    ]);
    await early.query('COMMIT');
  } finally {
    early.release();
  }
  const { rows } = await store.core.pool.query<{ stream_id: string; tx: string; position: string }>(
    `SELECT e.stream_id, e.transaction_id::text AS tx, e.position::text FROM events e
      WHERE e.stream_id LIKE 'backup-test-%' ORDER BY e.transaction_id, e.position`,
  );
  // Subscription order: the early transaction first, though its position came later.
  expect(rows.map((row) => row.stream_id)).toEqual(['backup-test-early', 'backup-test-late']);
  expect(BigInt(rows[0]!.position)).toBeGreaterThan(BigInt(rows[1]!.position));
  // Two checkpoints no subscriber keeps, to follow: one on an event, one between transactions
  // (where an idle subscription moves to).
  await store.core.pool.query(
    `INSERT INTO checkpoints (subscriber, transaction_id, position)
     VALUES ('backup-test-on-event', $1::text::xid8, $2), ('backup-test-between', $3::text::xid8, 0)`,
    [rows[0]!.tx, rows[0]!.position, rows[1]!.tx],
  );
}

/** The embedded server of `dataDir` as its postmaster.pid says, with its generated password. */
function embeddedUrl(dataDir: string): string {
  const lines = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const password = fs.readFileSync(path.join(dataDir, 'secrets', 'database-password'), 'utf8');
  return `postgres://keymart:${password.trim()}@127.0.0.1:${Number(lines[3])}/keymart`;
}

/**
 * Gives the data folder `dataDir` the generated secrets of the source store: a store without
 * ENCRYPTION_KEY keeps its master key there, never in the database (README "Backups").
 */
function copySourceSecrets(dataDir: string): void {
  fs.cpSync(path.join(source.core.config.dataDir, 'secrets'), path.join(dataDir, 'secrets'), {
    recursive: true,
  });
}

describe('backup and restore', () => {
  it(
    'restores into an empty cluster where the store, its balances and its subscriptions carry on',
    // About ten CLI processes and a store process, each loading the whole store before it acts.
    { timeout: 240_000 },
    async () => {
      const admin = source.client();
      await admin.register(ADMIN);
      const catalogue = shop(admin, () => source.client(), 'Backup');
      const instant = await catalogue.product({
        price: '12.50',
        items: ['KEY-A', 'KEY-B', 'KEY-C'],
      });
      const manual = await catalogue.product({ price: '7.25' });
      const alice = await catalogue.customer('alice@keymart.test', '100.00');
      const bob = await catalogue.customer('bob@keymart.test', '50.00');
      expect(
        (
          await admin.post(`/api/admin/users/${bob.user.id}/balance`, {
            amount: '4.50',
            operation: 'subtract',
          })
        ).status,
      ).toBe(200);
      const bought = [
        await alice.client.post('/api/purchase', { productId: instant.id, quantity: 2 }),
        await bob.client.post('/api/purchase', { productId: manual.id, quantity: 1 }),
      ];
      for (const order of bought) expect(order.status).toBe(201);
      // A crypto deposit waits for payment: its expiry is a pg-boss job due in the future.
      expect((await alice.client.post('/api/create-payment', { amount: '20.00' })).status).toBe(
        200,
      );
      await interleavedTransactions(source);
      const orderNumbers = bought.map((order) => order.body.order.orderNumber as string);
      await vi.waitFor(() => {
        for (const number of orderNumbers)
          expect(telegram.messages.some((message) => message.text.includes(number))).toBe(true);
      }, WAIT);
      await source.core.runner.catchUp();
      // Only jobs due in the future wait: the manual order's two deadline alerts and the
      // deposit's expiry; every message was sent and its job completed.
      await vi.waitFor(async () => {
        expect((await pendingJobs(source.core.pool)).map((job) => job.name)).toEqual([
          'delivery-promise',
          'delivery-promise',
          'deposit-expiry',
        ]);
      }, WAIT);

      const views = {
        alice: await customerView(alice.client),
        bob: await customerView(bob.client),
      };
      expect(views.alice.balance).toBe('75.00');
      expect(views.bob.balance).toBe('38.25');
      // Stopped, so that no idle subscription moves its checkpoint on between what is compared.
      const sourceUrl = source.core.database.url;
      await source.stop();
      sourceStopped = true;
      const pool = createPool(sourceUrl, 2);
      onTestFinished(() => pool.end());
      const original = {
        ...views,
        tables: await dumpReadTables(pool, PROJECTIONS),
        events: await eventsInOrder(pool),
        coverage: await checkpointCoverage(pool),
        jobs: await pendingJobs(pool),
      };

      const file = path.join(work, 'store.backup.gz');
      copySourceSecrets(work);
      const backedUp = await cli(['backup', file], sourceUrl);
      expect(backedUp.output).toMatch(/Backed up \d+ events/);
      expect(backedUp.output).toContain('keep it as safe as the database');
      expect(backedUp.code).toBe(0);
      expect(fs.existsSync(`${file}.partial`)).toBe(false);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const { reader, header } = await BackupReader.open(file);
      reader.close();
      expect(header.tables.find((table) => table.name === 'events')?.rows).toBe(
        original.events.length,
      );
      expect(header.tables.map((table) => table.name)).toEqual(
        expect.arrayContaining([
          'events',
          'streams',
          'checkpoints',
          'data_keys',
          'generated_secrets',
          'job',
        ]),
      );
      expect(header.migrations).toEqual(
        fs
          .readdirSync(path.join(ROOT, 'migrations'))
          .filter((name) => name.endsWith('.sql'))
          .map((name) => name.slice(0, -'.sql'.length))
          .sort(),
      );

      // Into the source itself: refused, nothing changed.
      const intoSource = await cli(['restore', file], sourceUrl);
      expect(intoSource.code).toBe(1);
      expect(intoSource.output).toContain('The database is not empty: it holds store data');
      expect(await dumpReadTables(pool, PROJECTIONS)).toEqual(original.tables);
      expect(await eventsInOrder(pool)).toEqual(original.events);
      expect(await checkpointCoverage(pool)).toEqual(original.coverage);

      // A store that holds no event yet but runs: refused until it stops.
      const empty = await createTestDatabase();
      const emptyStore = await startTestStore({}, { databaseUrl: empty });
      const whileRunning = await cli(['restore', file], empty);
      await emptyStore.stop();
      expect(whileRunning.code).toBe(1);
      expect(whileRunning.output).toContain('KeyMart is running on this database');

      // A damaged, a cut-short and a foreign file: refused before the database is touched.
      const bytes = fs.readFileSync(file);
      const damaged = Buffer.from(bytes);
      const middle = Math.floor(bytes.length / 2);
      damaged.fill(0xa5, middle, middle + 64);
      fs.writeFileSync(path.join(work, 'damaged.gz'), damaged);
      fs.writeFileSync(
        path.join(work, 'cut.gz'),
        bytes.subarray(0, Math.floor(bytes.length * 0.8)),
      );
      fs.writeFileSync(path.join(work, 'other.gz'), 'not a backup at all\n');
      const refusals = await Promise.all(
        ['damaged.gz', 'cut.gz', 'other.gz'].map((name) =>
          cli(['restore', path.join(work, name)], empty),
        ),
      );
      for (const refusal of refusals) {
        expect(refusal.code, refusal.output).toBe(1);
        expect(refusal.output).toMatch(/Refusing to restore \S+: .*(damaged|cut short)/);
        expect(refusal.output).not.toMatch(/\n\s+at /);
      }
      const emptyPool = createPool(empty, 1);
      try {
        expect(await eventsInOrder(emptyPool)).toEqual([]);
        // Then the backup itself: what that store made for itself gives way to the backup's.
        const restoredThere = await cli(['restore', file], empty);
        expect(restoredThere.code, restoredThere.output).toBe(0);
        expect(await eventsInOrder(emptyPool)).toEqual(original.events);
        expect(await checkpointCoverage(emptyPool)).toEqual(original.coverage);
        expect(await pendingJobs(emptyPool)).toEqual(original.jobs);
        expect(await generatedSecrets(emptyPool)).toEqual([]);
        expect(await dumpReadTables(emptyPool, PROJECTIONS)).toEqual(original.tables);
      } finally {
        await emptyPool.end();
      }

      // Into a new embedded cluster under DATA_DIR.
      const dataDir = path.join(work, 'restored');
      fs.mkdirSync(dataDir, { mode: 0o755 });
      copySourceSecrets(dataDir);
      const restored = await cli(['restore', file], '', dataDir);
      expect(restored.output).toContain(`Restored ${original.events.length} events`);
      expect(restored.code).toBe(0);

      let store: StoreProcess | null = await startStoreProcess({
        script: 'start',
        env: {
          DATABASE_URL: '',
          DATA_DIR: dataDir,
          PORT: '0',
          SEED_DEMO: 'false',
          ADMIN_EMAILS: ADMIN,
          LOG_LEVEL: 'warn',
          ...TELEGRAM,
          TELEGRAM_API_URL: telegram.url,
        },
        ready: /KeyMart is serving on (http:\/\/\S+)/,
        timeoutMs: 90_000,
      });
      const target: Pool = createPool(embeddedUrl(dataDir), 2);
      try {
        const signIn = async (email: string) => {
          const client = new TestClient(store!.url);
          expect((await client.post('/api/login', { email, password: 'secret123' })).status).toBe(
            200,
          );
          return client;
        };
        // Before anyone signs in here (a sign-in is an event of its own), once caught up.
        await expect.poll(() => dumpReadTables(target, PROJECTIONS)).toEqual(original.tables);
        expect(await eventsInOrder(target)).toEqual(original.events);
        expect(await pendingJobs(target)).toEqual(original.jobs);
        const aliceThere = await signIn('alice@keymart.test');
        const bobThere = await signIn('bob@keymart.test');
        expect(await customerView(aliceThere)).toEqual(original.alice);
        expect(await customerView(bobThere)).toEqual(original.bob);
        const { rows: ahead } = await target.query<{ ahead: boolean }>(
          'SELECT max(transaction_id) >= pg_current_xact_id() AS ahead FROM events',
        );
        expect(ahead[0]!.ahead).toBe(false);

        const audit = await cli(['ledger', 'audit'], '', dataDir);
        expect(audit.output).toMatch(/0 difference\(s\)/);
        expect(audit.code).toBe(0);

        // The subscriptions carry on: a new purchase is sold, projected and notified, once.
        const sentBefore = telegram.messages.length;
        const next = await aliceThere.post('/api/purchase', { productId: instant.id, quantity: 1 });
        expect(next.status).toBe(201);
        const after = await customerView(aliceThere);
        expect(after.balance).toBe('62.50');
        expect(after.orders).toHaveLength(original.alice.orders.length + 1);
        const number = next.body.order.orderNumber as string;
        expect(orderNumbers).not.toContain(number);
        await vi.waitFor(() => {
          expect(telegram.messages.some((message) => message.text.includes(number))).toBe(true);
        }, WAIT);
        await vi.waitFor(async () => {
          expect((await pendingJobs(target)).map((job) => job.name)).toEqual([
            'delivery-promise',
            'delivery-promise',
            'deposit-expiry',
          ]);
        }, WAIT);
        const sentAfter = telegram.messages.slice(sentBefore);
        expect(sentAfter).toHaveLength(1);
        expect(sentAfter[0]!.text).toContain(number);
      } finally {
        await target.end();
        await store?.kill();
        store = null;
      }
    },
  );

  it('moves a cluster’s transaction counter past the last restored id', async () => {
    const pool = createPool(await createTestDatabase(), 2);
    try {
      const next = async () =>
        BigInt(
          (
            await pool.query<{ next: string }>(
              'SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS next',
            )
          ).rows[0]!.next,
        );
      const before = await next();
      const last = before + 5_000n;
      expect(await advanceTransactionIds(pool, last)).toBeGreaterThanOrEqual(5_001n);
      expect(await next()).toBeGreaterThan(last);
      expect(await advanceTransactionIds(pool, last)).toBe(0n);
    } finally {
      await pool.end();
    }
  });

  it('refuses, changing nothing, to restore a backup whose data keys its ENCRYPTION_KEY cannot open', async () => {
    const KEY = 'c4'.repeat(32);
    const keyed = await startTestStore({ ENCRYPTION_KEY: KEY });
    const keyedUrl = keyed.core.database.url;
    try {
      // A customer's personal data and the e-mail index are sealed under data keys.
      await keyed.client().register('sealed@keymart.test');
    } finally {
      await keyed.stop();
    }
    const file = path.join(work, 'keyed.backup.gz');
    expect((await cli(['backup', file], keyedUrl)).code).toBe(0);
    const keyId = parseMasterKey(KEY).id;

    const target = await createTestDatabase();
    const targetPool = createPool(target, 1);
    onTestFinished(() => targetPool.end());
    const restoreWith = (env: Record<string, string>) =>
      runCli(['restore', file], {
        DATABASE_URL: target,
        DATA_DIR: work,
        LOG_LEVEL: 'warn',
        ...env,
      });
    const withoutKey = await restoreWith({});
    expect(withoutKey.code, withoutKey.output).toBe(1);
    expect(withoutKey.output).toContain(
      `Refusing to restore ${file}: The backup's data keys are wrapped by master key ${keyId}, which is not the key this store generated into its data folder (DATA_DIR/secrets/encryption-key): set ENCRYPTION_KEY`,
    );
    const otherKey = await restoreWith({ ENCRYPTION_KEY: 'd5'.repeat(32) });
    expect(otherKey.code, otherKey.output).toBe(1);
    expect(otherKey.output).toContain(
      `The backup's data keys are wrapped by master key ${keyId}, which neither ENCRYPTION_KEY nor ENCRYPTION_PREVIOUS_KEYS holds`,
    );
    for (const table of ['events', 'users', 'data_keys', 'generated_secrets']) {
      const { rows } = await targetPool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table}`,
      );
      expect(rows[0]!.n, table).toBe(0);
    }

    const withKey = await restoreWith({ ENCRYPTION_KEY: KEY });
    expect(withKey.code, withKey.output).toBe(0);
    const restored = await startTestStore({ ENCRYPTION_KEY: KEY }, { databaseUrl: target });
    try {
      const customer = restored.client();
      const login = await customer.post('/api/login', {
        email: 'sealed@keymart.test',
        password: 'secret123',
      });
      expect(login.status).toBe(200);
      expect((await customer.get('/api/user')).body.email).toBe('sealed@keymart.test');
    } finally {
      await restored.stop();
    }
  });
});
