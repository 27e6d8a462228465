/**
 * The sign-in rate limits counted in PostgreSQL (api/http/postgres-rate-limit-store.ts): the
 * store's window, decrement and reset on a real database, and the per-account limit of one
 * address shared by two instances on one database and kept across a restart.
 */
import type { Options } from 'express-rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, type Pool } from '../../application/db/pool';
import { createTestDatabase } from '../../test/support/database';
import { startTestStore, type TestStore } from '../../test/support/store';
import { ACCOUNT_ATTEMPTS, ACCOUNT_LIMIT_MESSAGE } from '../identity/sign-in-limits';
import { PostgresRateLimitStore } from './postgres-rate-limit-store';

let databaseUrl: string;
let pool: Pool;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  pool = createPool(databaseUrl, 4);
});
afterAll(async () => {
  await pool?.end();
});

const storeWithWindow = (prefix: string, windowMs: number) => {
  const store = new PostgresRateLimitStore(pool, prefix);
  store.init({ windowMs } as Options);
  return store;
};

describe('PostgresRateLimitStore', () => {
  it('counts hits in a window the first one opens, uncounts and forgets them, apart per prefix', async () => {
    const store = storeWithWindow('test-ip:', 1_000);
    const first = await store.increment('203.0.113.9');
    expect(first.totalHits).toBe(1);
    const resetTime = first.resetTime!.getTime();
    expect(resetTime - Date.now()).toBeGreaterThan(500);
    expect(resetTime - Date.now()).toBeLessThanOrEqual(1_100);
    expect((await store.increment('203.0.113.9')).totalHits).toBe(2);
    const third = await store.increment('203.0.113.9');
    expect(third).toEqual({ totalHits: 3, resetTime: new Date(resetTime) });
    // Another limiter's counters, under the same key, are its own.
    expect((await storeWithWindow('other:', 1_000).increment('203.0.113.9')).totalHits).toBe(1);

    await store.decrement('203.0.113.9');
    expect(await store.get('203.0.113.9')).toEqual({
      totalHits: 2,
      resetTime: new Date(resetTime),
    });
    await store.resetKey('203.0.113.9');
    expect(await store.get('203.0.113.9')).toBeUndefined();
    expect((await store.increment('203.0.113.9')).totalHits).toBe(1);

    // Once the window is over, the next hit opens a new one.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await store.get('203.0.113.9')).toBeUndefined();
    const fresh = await store.increment('203.0.113.9');
    expect(fresh.totalHits).toBe(1);
    expect(fresh.resetTime!.getTime()).toBeGreaterThan(resetTime + 1_000);
    // A decrement never takes a count below zero.
    for (let i = 0; i < 3; i++) await store.decrement('203.0.113.9');
    expect((await store.get('203.0.113.9'))?.totalHits).toBe(0);
  });

  it('takes any key, U+0000 included, and stores none of them as given', async () => {
    const store = storeWithWindow('login-account:', 60_000);
    const keys = ['person@example.test', 'a\u0000b@example.test', 'x'.repeat(5_000), '\ud800'];
    for (const key of keys) expect((await store.increment(key)).totalHits).toBe(1);
    const { rows } = await pool.query<{ key: string }>(
      "SELECT key FROM rate_limit_hits WHERE key LIKE 'login-account:%'",
    );
    expect(rows).toHaveLength(keys.length);
    for (const row of rows) expect(row.key).toMatch(/^login-account:[\w-]{43}$/);
  });

  it('counts concurrent hits exactly', async () => {
    const store = storeWithWindow('burst:', 60_000);
    const totals = await Promise.all(
      Array.from({ length: 40 }, () => store.increment('198.51.100.40')),
    );
    expect(totals.map((hit) => hit.totalHits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(new Set(totals.map((hit) => hit.resetTime!.getTime())).size).toBe(1);
  });
});

describe('sign-in limits across instances', () => {
  const stores: TestStore[] = [];
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.stop()));
  });

  it("holds an address's failed attempts on an account spread over two instances, and after a restart", async () => {
    const shared = await createTestDatabase();
    const a = await startTestStore({}, { databaseUrl: shared });
    stores.push(a);
    const b = await startTestStore({}, { databaseUrl: shared });
    stores.push(b);
    expect((await a.client().register('spread@keymart.test')).email).toBe('spread@keymart.test');

    for (let attempt = 1; attempt <= ACCOUNT_ATTEMPTS.limit; attempt++) {
      const instance = attempt % 2 ? a : b;
      const answer = await instance
        .client()
        .post('/api/login', { email: 'spread@keymart.test', password: `guess-${attempt}` });
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    for (const instance of [a, b]) {
      const held = await instance
        .client()
        .post('/api/login', { email: 'spread@keymart.test', password: 'secret123' });
      expect(held.status).toBe(429);
      expect(held.body).toEqual({ message: ACCOUNT_LIMIT_MESSAGE });
    }

    await Promise.all(stores.splice(0).map((store) => store.stop()));
    const restarted = await startTestStore({}, { databaseUrl: shared });
    stores.push(restarted);
    const stillHeld = await restarted
      .client()
      .post('/api/login', { email: 'spread@keymart.test', password: 'secret123' });
    expect(stillHeld.status).toBe(429);
  });
});
