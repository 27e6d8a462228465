/**
 * Deeply nested bodies: anyone may send one to any route, and a body nested 100,000 levels can
 * hold the whole process for minutes (a check whose cost grows with depth squared) or overflow the
 * stack (sorting it before the NOWPayments webhook's signature check would answer 500). Each is
 * refused with 400 before any work on it, while other clients' requests go on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_DEPTH_LIMIT, BODY_TOO_DEEP } from '../../api/http/body-limit';
import { shop } from '../support/shop';
import { startTestStore, type TestClient, type TestStore } from '../support/store';

/**
 * Generous for a loaded two-core machine where this test's client shares the store's process
 * (reading 20 bodies of 200-600 kB takes a moment there); work that grows with depth squared
 * takes minutes.
 */
const PROMPT_MS = 3_000;

const arrays = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

let store: TestStore;
let customer: TestClient;
let productId: number;

async function lastPosition(): Promise<bigint> {
  const { rows } = await store.core.pool.query<{ last: string }>(
    'SELECT coalesce(max(position), 0)::text AS last FROM events',
  );
  return BigInt(rows[0]!.last);
}

/** Sends `body` as JSON; resolves with the status, the message and how long the answer took. */
async function send(
  path: string,
  body: string,
  headers: Record<string, string> = {},
  method = 'POST',
): Promise<{ status: number; message: unknown; ms: number }> {
  const started = performance.now();
  const answer = await fetch(`${store.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await answer.text();
  let message: unknown;
  try {
    message = (JSON.parse(text) as { message?: unknown }).message;
  } catch {
    message = text;
  }
  return { status: answer.status, message, ms: performance.now() - started };
}

beforeAll(async () => {
  // NOWPayments: its webhook sorts the parsed body to check the signature.
  store = await startTestStore({
    PAYMENT_PROVIDER: 'nowpayments',
    NOWPAYMENTS_API_KEY: 'np-test-key',
    NOWPAYMENTS_API_URL: 'http://127.0.0.1:9/v1',
    PAYMENT_WEBHOOK_SECRET: 'nowpayments-ipn-secret-0123456789',
  });
  const admin = store.client();
  await admin.register('admin@keymart.test');
  const helpers = shop(admin, () => store.client(), 'Deep');
  ({ client: customer } = await helpers.customer('deep-buyer@keymart.test', '1000.00'));
  ({ id: productId } = await helpers.product({ price: '1.00', manualStock: 1_000 }));
});
afterAll(async () => {
  await store?.stop();
});

describe('bodies nested too deeply', () => {
  it(`takes ${BODY_DEPTH_LIMIT} levels and refuses ${BODY_DEPTH_LIMIT + 1} with 400 and a JSON message`, async () => {
    const before = await lastPosition();
    // Deep enough to be refused, valid otherwise: a ticket whose message is a nested object.
    const nested = (depth: number) =>
      `{"subject":"Deep","message":${objects(depth - 1)}}`.replace(/1(?=})/, '"x"');
    const refused = await send('/api/support/tickets', nested(BODY_DEPTH_LIMIT + 1));
    expect(refused).toMatchObject({ status: 400, message: BODY_TOO_DEEP });
    // At the limit the body is parsed and reaches the route (which wants a session).
    const parsed = await send('/api/support/tickets', nested(BODY_DEPTH_LIMIT));
    expect(parsed.status).toBe(401);
    expect(await lastPosition()).toBe(before);
  });

  it('refuses 100,000 levels of arrays or objects on any route with 400, promptly', async () => {
    const before = await lastPosition();
    for (const [method, path] of [
      ['POST', '/api/purchase'],
      ['POST', '/api/login'],
      ['PUT', '/api/admin/products/1'],
      ['POST', '/api/upload-image'],
      ['DELETE', '/api/admin/coupons/1'],
    ])
      for (const body of [arrays(100_000), objects(100_000)]) {
        const answer = await send(path!, body, {}, method);
        expect(answer, `${method} ${path}`).toMatchObject({ status: 400, message: BODY_TOO_DEEP });
        expect(answer.ms).toBeLessThan(PROMPT_MS);
      }
    expect(await lastPosition()).toBe(before);
  });

  it('refuses a deep body to the payment webhook with 400 before its signature is checked', async () => {
    // Within the webhook's 64 kB: 31,000 levels of arrays in an object, 10,000 of objects.
    const deepArrays = `{"payment_status":"finished","a":${arrays(31_000)}}`;
    const deepObjects = `{"payment_status":"finished","a":${objects(10_000)}}`;
    const signature = { 'x-nowpayments-sig': 'a'.repeat(128) };
    for (const body of [deepArrays, deepObjects]) {
      expect(body.length).toBeLessThan(64 * 1024);
      for (const provider of ['nowpayments', 'sandbox']) {
        const answer = await send(`/api/payments/${provider}/webhook`, body, signature);
        expect(answer, provider).toMatchObject({ status: 400, message: BODY_TOO_DEEP });
        expect(answer.ms).toBeLessThan(PROMPT_MS);
      }
    }
  });

  it('answers 20 concurrent bodies nested 100,000 levels with 400 each while purchases go on', async () => {
    const buy = async () => {
      const started = performance.now();
      const answer = await customer.post('/api/purchase', { productId, quantity: 1 });
      return { status: answer.status, ms: performance.now() - started };
    };
    // The usual latency, warm.
    const usual = [];
    for (let i = 0; i < 5; i++) usual.push(await buy());
    expect(usual.every((purchase) => purchase.status === 201)).toBe(true);

    const burst = Array.from({ length: 20 }, (_, index) =>
      send('/api/purchase', index % 2 ? arrays(100_000) : objects(100_000)),
    );
    const health = (async () => {
      const started = performance.now();
      const answer = await fetch(`${store.url}/healthz`);
      return { status: answer.status, ms: performance.now() - started };
    })();
    const purchases = [];
    for (let i = 0; i < 5; i++) purchases.push(await buy());
    const refused = await Promise.all(burst);

    for (const answer of refused) {
      expect(answer).toMatchObject({ status: 400, message: BODY_TOO_DEEP });
      expect(answer.ms).toBeLessThan(PROMPT_MS);
    }
    expect(await health).toMatchObject({ status: 200 });
    expect((await health).ms).toBeLessThan(PROMPT_MS);
    for (const purchase of purchases) {
      expect(purchase.status).toBe(201);
      expect(purchase.ms).toBeLessThan(PROMPT_MS);
    }
    console.log(
      `deep bodies: usual purchase ${Math.round(Math.max(...usual.map((p) => p.ms)))} ms, during the burst at most ${Math.round(Math.max(...purchases.map((p) => p.ms)))} ms; slowest 400 ${Math.round(Math.max(...refused.map((r) => r.ms)))} ms`,
    );
  });
});
