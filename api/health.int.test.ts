import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeTelegram, type FakeTelegram } from '../test/support/fake-telegram';
import { startTestStore, type TestClient, type TestStore } from '../test/support/store';

let fake: FakeTelegram;
let store: TestStore;
let customer: TestClient;
const METRICS_TOKEN = 'health-metrics-token-0123456789';

beforeAll(async () => {
  fake = await startFakeTelegram();
  store = await startTestStore({
    TELEGRAM_BOT_TOKEN: '123:health',
    TELEGRAM_CHAT_ID: '-100300',
    TELEGRAM_API_URL: fake.url,
    METRICS_TOKEN,
    // A held transaction is reported after 2 s instead of 30, so the test need not wait as long.
    LONG_TRANSACTION_SECONDS: '2',
  });
  customer = store.client();
  await customer.register('health@keymart.test');
});
afterAll(async () => {
  await store.stop();
  await fake.close();
});

/** GET /readyz; by default from loopback, without a proxy: the operator's view. */
const readyz = async (headers: Record<string, string> = {}) => {
  const answer = await fetch(`${store.url}/readyz`, { headers });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
};
/** A client elsewhere, through a proxy (as every outside request is seen). */
const outside = { 'x-forwarded-for': '203.0.113.7' };

describe('health', () => {
  it('says the process is up and the store is ready', async () => {
    const healthz = await fetch(`${store.url}/healthz`);
    expect(healthz.status).toBe(200);
    expect(await healthz.json()).toEqual({ status: 'ok' });
    const ready = await readyz();
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({
      status: 'ready',
      database: 'ok',
      subscriptions: 'ok',
      longTransactions: [],
    });
    const lag = ready.body.projectionLag as Record<string, number>;
    for (const name of ['users', 'wallets', 'orders', 'deposits', 'reports'])
      expect(lag[name]).toBe(0);
  });

  it('names a transaction open long enough to hold back every subscriber, and not a read-only snapshot', async () => {
    const holder = await store.core.pool.connect();
    // A backup's snapshot: open as long, but without a transaction id it holds back no subscriber.
    const reader = await store.core.pool.connect();
    try {
      await reader.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await reader.query('SELECT count(*) FROM events');
      await holder.query('BEGIN');
      const { rows } = await holder.query<{ pid: number }>(
        'SELECT pg_backend_pid() AS pid, pg_current_xact_id()',
      );
      await vi.waitFor(
        async () => {
          const answer = await readyz();
          expect(answer.body.longTransactions).toEqual([
            expect.objectContaining({ pid: rows[0]!.pid }),
          ]);
        },
        { timeout: 15_000, interval: 250 },
      );
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
      await reader.query('ROLLBACK');
      reader.release();
    }
    expect((await readyz()).body.longTransactions).toEqual([]);
  });

  it('reports a notifier whose batches fail, then catches up without losing the message', async () => {
    // The job table disappears: the Telegram notifier cannot enqueue, so its batches fail.
    await store.core.pool.query('ALTER TABLE pgboss.job RENAME TO job_away');
    try {
      const ticket = await customer.post('/api/support/tickets', {
        subject: 'Where is my key?',
        message: 'Order KM-000001 shows nothing yet.',
      });
      expect(ticket.status).toBe(201);
      await vi.waitFor(
        async () => {
          const answer = await readyz();
          expect(answer.status).toBe(503);
          expect(answer.body.status).toBe('degraded');
          expect(answer.body.subscriptions).toEqual(
            expect.arrayContaining([expect.objectContaining({ name: 'telegram-notifier' })]),
          );
        },
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      await store.core.pool.query('ALTER TABLE pgboss.job_away RENAME TO job');
    }
    await vi.waitFor(
      () => {
        expect(fake.messages.filter((m) => m.text.includes('Where is my key?'))).toHaveLength(1);
      },
      { timeout: 15_000, interval: 100 },
    );
    expect((await readyz()).status).toBe(200);
  }, 30_000);

  it('tells a caller outside loopback only the status, and the operator (loopback or metrics token) the details', async () => {
    const plain = await readyz(outside);
    expect(plain).toEqual({ status: 200, body: { status: 'ready' } });
    expect((await readyz({ forwarded: 'for=203.0.113.7' })).body).toEqual({ status: 'ready' });
    expect(
      (await readyz({ ...outside, authorization: 'Bearer not-the-metrics-token-at-all' })).body,
    ).toEqual({ status: 'ready' });
    const withToken = await readyz({ ...outside, authorization: `Bearer ${METRICS_TOKEN}` });
    expect(withToken.status).toBe(200);
    expect(withToken.body).toMatchObject({
      status: 'ready',
      database: 'ok',
      roles: expect.any(Array),
    });
    expect((await readyz()).body).toMatchObject({ status: 'ready', subscriptions: 'ok' });
  });

  it('keeps the database error text from a caller outside loopback', async () => {
    const pool = store.core.pool;
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    const spy = vi
      .spyOn(pool, 'query')
      .mockImplementation((...args: unknown[]) =>
        String(args[0]).includes('pg_stat_activity')
          ? Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432'))
          : query(...args),
      );
    try {
      expect(await readyz(outside)).toEqual({ status: 503, body: { status: 'unavailable' } });
      const operator = await readyz();
      expect(operator.status).toBe(503);
      expect(operator.body).toEqual({
        status: 'unavailable',
        database: 'Error: connect ECONNREFUSED 10.0.0.5:5432',
      });
    } finally {
      spy.mockRestore();
    }
    expect((await readyz(outside)).status).toBe(200);
  });
});
