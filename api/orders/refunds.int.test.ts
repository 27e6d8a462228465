import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../application/ledger/audit';
import { parseDollarsToCents } from '../../contracts/money';
import { shop } from '../../test/support/shop';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

let store: TestStore;
let admin: TestClient;
let build: ReturnType<typeof shop>;

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  await admin.register('admin@keymart.test');
  build = shop(admin, () => store.client(), 'Refunds');
});
afterAll(() => store.stop());

interface RefundAnswer {
  refund: { id: string; amount: string; reason: string; restock: boolean; createdAt: string };
  order: {
    refundedAmount: string;
    refunds: { id: string; amount: string }[];
    deliveredItem: string | null;
    keysReturnedToStock: boolean;
  };
}

/** POST a refund of order `orderId` as `client` under `key`. */
function refund(
  orderId: number,
  body: { amount?: string; reason?: string; restock?: boolean },
  key: string = randomUUID(),
  client: TestClient = admin,
) {
  return client.request<RefundAnswer & { message: string }>(
    'POST',
    `/api/admin/orders/${orderId}/refunds`,
    { reason: 'Customer asked', restock: false, ...body },
    { 'Idempotency-Key': key },
  );
}

const cents = (dollars: string) => parseDollarsToCents(dollars)!;

/** A customer with `balance` who bought one order of a fresh product at `price` per item. */
async function boughtOrder(
  email: string,
  options: { price: string; balance: string; items?: string[]; quantity?: number },
) {
  const product = await build.product({ price: options.price, items: options.items });
  const { client, user } = await build.customer(email, options.balance);
  const bought = await client.post('/api/purchase', {
    productId: product.id,
    quantity: options.quantity ?? 1,
  });
  expect(bought.status).toBe(201);
  return { client, user, product, order: bought.body.order as { id: number; orderNumber: string } };
}

async function expectLedgerClean() {
  const audit = await auditLedger(store.core.pool);
  expect(audit.differences).toEqual([]);
}

describe('refunds', () => {
  it('refunds part of an order to the balance; the customer sees it on the order and in /transactions as a refund', async () => {
    const { client, order } = await boughtOrder('partial@keymart.test', {
      price: '20.00',
      balance: '50.00',
      items: ['PART-1'],
    });
    const answer = await refund(order.id, { amount: '7.50', reason: 'Late delivery' });
    expect(answer.status).toBe(201);
    expect(answer.body.refund).toMatchObject({
      amount: '7.50',
      reason: 'Late delivery',
      restock: false,
    });
    expect(answer.body.order.refundedAmount).toBe('7.50');

    expect((await client.get('/api/user')).body.balance).toBe('37.50');
    const seen = await client.get(`/api/orders/${order.id}`);
    expect(seen.body).toMatchObject({
      refundedAmount: '7.50',
      refunds: [{ id: answer.body.refund.id, amount: '7.50', reason: 'Late delivery' }],
      deliveredItem: 'PART-1',
      keysReturnedToStock: false,
    });
    const transactions = (await client.get('/api/transactions')).body as {
      type: string;
      amount: string;
      description: string;
      relatedId: number;
    }[];
    expect(transactions[0]).toMatchObject({
      type: 'refund',
      amount: '7.50',
      relatedId: order.id,
      description: `Refund for order ${order.orderNumber}: Late delivery`,
    });

    const detail = await admin.get(`/api/admin/orders/${order.id}`);
    expect(detail.body.refundableAmount).toBe('12.50');
    expect(detail.body.order.refunds).toHaveLength(1);
    expect(detail.body.events.map((e: { type: string }) => e.type)).toContain('OrderRefunded');
    await expectLedgerClean();
  });

  it('never refunds more than paid minus refunded when 20 different refunds race', async () => {
    const { client, order } = await boughtOrder('race@keymart.test', {
      price: '25.00',
      balance: '25.00',
      items: ['RACE-1'],
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => refund(order.id, { amount: '3.00' })),
    );
    const refunded = answers.filter((a) => a.status === 201);
    // Each is either a refund or refused because too little was left (or the retries ran out).
    for (const other of answers.filter((a) => a.status !== 201)) {
      expect([409, 422]).toContain(other.status);
      if (other.status === 422) expect(other.body.message).toMatch(/cannot be more than \$1\.00/);
    }
    expect(refunded.length).toBeGreaterThan(0);
    expect(refunded.length).toBeLessThanOrEqual(8);
    expect(new Set(refunded.map((a) => a.body.refund.id)).size).toBe(refunded.length);
    const refundedCents = refunded.length * 300;

    const seen = await client.get(`/api/orders/${order.id}`);
    expect(cents(seen.body.refundedAmount)).toBe(refundedCents);
    expect(seen.body.refunds).toHaveLength(refunded.length);
    expect(cents((await client.get('/api/user')).body.balance)).toBe(refundedCents);
    const refundRows = ((await client.get('/api/transactions')).body as { type: string }[]).filter(
      (t) => t.type === 'refund',
    );
    expect(refundRows).toHaveLength(refunded.length);

    // The rest, with no amount: the order is then refunded in full, and nothing more goes.
    const rest = await refund(order.id, {});
    expect(rest.status).toBe(201);
    expect(cents(rest.body.refund.amount)).toBe(2500 - refundedCents);
    expect(rest.body.order.refundedAmount).toBe('25.00');
    const more = await refund(order.id, { amount: '0.01' });
    expect(more.status).toBe(422);
    expect(more.body.message).toBe('Nothing is left to refund on this order');
    expect((await client.get('/api/user')).body.balance).toBe('25.00');
    await expectLedgerClean();
  });

  it('refunds once for the same Idempotency-Key, answering the same refund again', async () => {
    const { client, order } = await boughtOrder('twice@keymart.test', {
      price: '10.00',
      balance: '10.00',
      items: ['TWICE-1'],
    });
    const key = randomUUID();
    const first = await refund(order.id, { amount: '4.00' }, key);
    const second = await refund(order.id, { amount: '4.00' }, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.refund).toEqual(first.body.refund);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    // Two at once under one key (a double click): still one refund.
    const together = randomUUID();
    const pair = await Promise.all([
      refund(order.id, { amount: '1.00' }, together),
      refund(order.id, { amount: '1.00' }, together),
    ]);
    expect(pair.map((a) => a.status)).toEqual([201, 201]);
    expect(pair[0].body.refund.id).toBe(pair[1].body.refund.id);

    expect((await client.get('/api/user')).body.balance).toBe('5.00');
    expect((await client.get(`/api/orders/${order.id}`)).body.refunds).toHaveLength(2);
    const credits = await store.core.pool.query(
      `SELECT count(*)::int AS n FROM events WHERE event_type = 'PurchaseRefunded' AND data->>'orderId' = $1`,
      [String(order.id)],
    );
    expect(credits.rows[0].n).toBe(2);

    // The key names one request: another amount under it is refused, as on every route.
    const reused = await refund(order.id, { amount: '2.00' }, key);
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe(
      'This Idempotency-Key was already used for a different request',
    );

    // Past the key's 24 hours the refund's own record of it (in OrderRefunded) still holds.
    const expire = () =>
      store.core.pool.query(
        `UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE key = $1`,
        [key],
      );
    await expire();
    const otherLate = await refund(order.id, { amount: '2.00' }, key);
    expect(otherLate.status).toBe(409);
    expect(otherLate.body.message).toBe(
      'This Idempotency-Key was already used for a different refund of this order',
    );
    await expire();
    const late = await refund(order.id, { amount: '4.00' }, key);
    expect(late.status).toBe(201);
    expect(late.body.refund).toEqual(first.body.refund);
    expect((await client.get('/api/user')).body.balance).toBe('5.00');
    await expectLedgerClean();
  });

  it('refuses amounts above the rest, of zero, without a reason or without a key', async () => {
    const { order } = await boughtOrder('refused@keymart.test', {
      price: '5.00',
      balance: '5.00',
      items: ['NO-1'],
    });
    const before = await store.core.pool.query('SELECT max(position)::text AS p FROM events');
    const tooMuch = await refund(order.id, { amount: '5.01' });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe(
      'The refund cannot be more than $5.00 (paid $5.00, refunded $0.00)',
    );
    expect((await refund(order.id, { amount: '0.00' })).status).toBe(400);
    expect((await refund(order.id, { reason: '  ' })).status).toBe(400);
    const noKey = await admin.post(`/api/admin/orders/${order.id}/refunds`, {
      reason: 'No key',
      restock: false,
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toContain('Idempotency-Key');
    expect((await refund(999_999, {})).status).toBe(404);
    const after = await store.core.pool.query('SELECT max(position)::text AS p FROM events');
    expect(after.rows[0].p).toBe(before.rows[0].p);
  });

  it('lets only staff with the balances permission refund', async () => {
    const { client, order } = await boughtOrder('notstaff@keymart.test', {
      price: '3.00',
      balance: '3.00',
      items: ['NS-1'],
    });
    expect((await refund(order.id, {}, randomUUID(), client)).status).toBe(403);
    expect((await refund(order.id, {}, randomUUID(), store.client())).status).toBe(401);
  });

  it("puts the keys of a fully refunded order back in stock, hiding them from the customer, who can't get them twice", async () => {
    const { client, order, product } = await boughtOrder('restock@keymart.test', {
      price: '4.00',
      balance: '8.00',
      items: ['BACK-1', 'BACK-2', 'STAYS-3'],
      quantity: 2,
    });
    const stockOf = async () =>
      (await store.client().get(`/api/products/by-url/${product.productUrl}`)).body.stock as number;
    expect(await stockOf()).toBe(1);

    const partial = await refund(order.id, { amount: '1.00', restock: true });
    expect(partial.status).toBe(422);
    expect(partial.body.message).toBe(
      'Keys go back to stock only with a refund of everything left on the order',
    );
    const full = await refund(order.id, { restock: true, reason: 'Wrong region' });
    expect(full.status).toBe(201);
    expect(full.body.refund).toMatchObject({ amount: '8.00', restock: true });

    expect(await stockOf()).toBe(3);
    const seen = await client.get(`/api/orders/${order.id}`);
    expect(seen.body).toMatchObject({ deliveredItem: null, keysReturnedToStock: true });
    expect((await client.get('/api/user')).body.balance).toBe('8.00');

    // Staff see the returned keys at the end of the stock, and may keep them there.
    const stock = await admin.get(`/api/admin/products/${product.id}/stock`);
    expect(stock.body.stockItems).toEqual(['STAYS-3', 'BACK-1', 'BACK-2']);
    const kept = await admin.put(`/api/admin/products/${product.id}/stock`, {
      stockItems: ['BACK-1', 'STAYS-3'],
    });
    expect(kept.status).toBe(200);

    // They are sold again, to someone else.
    const { client: next } = await build.customer('next@keymart.test', '4.00');
    const again = await next.post('/api/purchase', { productId: product.id, quantity: 1 });
    expect(again.status).toBe(201);
    expect(again.body.order.deliveredItem).toBe('BACK-1');
    // Resending the delivery of the refunded order mails nothing: it holds no key any more.
    expect((await admin.post(`/api/admin/orders/${order.id}/resend-delivery`)).status).toBe(422);
    await expectLedgerClean();
  });

  it('adds a manual order back to the manual stock', async () => {
    const product = await build.product({ price: '6.00', manualStock: 5 });
    const { client } = await build.customer('manual-back@keymart.test', '6.00');
    const bought = await client.post('/api/purchase', { productId: product.id, quantity: 1 });
    expect(bought.status).toBe(201);
    const stockOf = async () =>
      (await store.client().get(`/api/products/by-url/${product.productUrl}`)).body.stock as number;
    expect(await stockOf()).toBe(4);
    expect((await refund(bought.body.order.id, { restock: true })).status).toBe(201);
    expect(await stockOf()).toBe(5);
  });

  it('cancelling after a partial refund gives back only the rest', async () => {
    const { client, order } = await boughtOrder('cancel@keymart.test', {
      price: '9.00',
      balance: '9.00',
      items: ['CANCEL-1'],
    });
    expect((await refund(order.id, { amount: '2.00' })).status).toBe(201);
    const cancelled = await admin.put(`/api/orders/${order.id}/status`, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refundedAmount).toBe('9.00');
    expect((await client.get('/api/user')).body.balance).toBe('9.00');
    const refunds = (
      (await client.get('/api/transactions')).body as { type: string; amount: string }[]
    )
      .filter((t) => t.type === 'refund')
      .map((t) => t.amount);
    expect(refunds).toEqual(['7.00', '2.00']);
    expect((await refund(order.id, { amount: '0.01' })).status).toBe(422);
    await expectLedgerClean();
  });
});
