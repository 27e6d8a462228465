/**
 * POST /api/admin/orders/{id}/replacement: staff send a completed automatic-delivery order a
 * replacement key from stock outside the warranty (here: the order was claimed already), the
 * customer sees it on their order, and the refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPLACEMENT_NEEDS_COMPLETED_AUTOMATIC,
  REPLACEMENT_OUT_OF_STOCK,
} from '../../domain/order/decide';
import { MASKED_STOCK_ITEM } from '../../contracts/stock-items';
import { shop } from '../../test/support/shop';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

let store: TestStore;
let admin: TestClient;
let setUp: ReturnType<typeof shop>;

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  await admin.register('admin@keymart.test');
  setUp = shop(admin, () => store.client(), 'Replacement');
});
afterAll(() => store.stop());

const replace = (orderId: number, reason = 'Key revoked by the vendor', as = admin) =>
  as.post(`/api/admin/orders/${orderId}/replacement`, { reason });

async function stockOf(productId: number): Promise<number> {
  const products = (await admin.get('/api/admin/products')).body as { id: number; stock: number }[];
  return products.find((product) => product.id === productId)!.stock;
}

describe('POST /api/admin/orders/{id}/replacement', () => {
  it('sends a claimed order the first stock key, shown to its customer, one more per call until the stock runs out', async () => {
    const product = await setUp.product({ price: '2.00', items: ['ORIG-1', 'NEW-1', 'NEW-2'] });
    const { client } = await setUp.customer('replaced@keymart.test', '10.00');
    const bought = await client.post('/api/purchase', { productId: product.id, quantity: 1 });
    expect(bought.status).toBe(201);
    const orderId = bought.body.order.id as number;
    // Claimed already: the customer cannot claim it again, staff can still replace it.
    const claim = await client.post('/api/warranty-claims', {
      orderId,
      claimType: 'account_access',
      description: 'The key stopped working',
    });
    expect(claim.status).toBe(201);
    expect((await client.get(`/api/orders/${orderId}/warranty-eligibility`)).body).toMatchObject({
      eligible: false,
    });

    const sent = await replace(orderId, '  Key revoked by the vendor ');
    expect(sent.status).toBe(200);
    // The answer hides the key, as the order page does until the password is entered.
    expect(sent.body).toMatchObject({
      id: orderId,
      status: 'completed',
      deliveredItem: MASKED_STOCK_ITEM,
      replacements: [{ item: MASKED_STOCK_ITEM, reason: 'Key revoked by the vendor' }],
    });
    expect(await stockOf(product.id)).toBe(1);

    const seen = (await client.get(`/api/orders/${orderId}`)).body;
    expect(seen).toMatchObject({
      deliveredItem: 'ORIG-1',
      replacements: [{ item: 'NEW-1', reason: 'Key revoked by the vendor' }],
    });
    expect(Number.isNaN(Date.parse(seen.replacements[0].deliveredAt))).toBe(false);
    const listed = (await client.get('/api/orders')).body as {
      id: number;
      replacements: unknown;
    }[];
    expect(listed.find((order) => order.id === orderId)!.replacements).toEqual(seen.replacements);

    const detail = await admin.get(`/api/admin/orders/${orderId}`);
    expect(detail.body.events.at(-1)).toMatchObject({
      type: 'OrderReplacementDelivered',
      summary: 'Replacement (sealed) delivered outside the warranty (Key revoked by the vendor)',
      actor: { email: 'admin@keymart.test' },
    });
    // The key is sealed in the event, as the delivered item is.
    const { rows } = await store.core.pool.query<{ item: string }>(
      `SELECT data->>'item' AS item FROM events WHERE stream_id = $1 AND event_type = 'OrderReplacementDelivered'`,
      [`order-${orderId}`],
    );
    expect(rows[0]!.item).toMatch(/^enc:v1:/);

    // Two at once with one key left: one takes it, the other is told the stock ran out.
    const both = await Promise.all([replace(orderId), replace(orderId)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(both.find((answer) => answer.status === 409)!.body.message).toBe(
      REPLACEMENT_OUT_OF_STOCK,
    );
    const after = (await client.get(`/api/orders/${orderId}`)).body;
    expect(after.replacements.map((r: { item: string }) => r.item)).toEqual(['NEW-1', 'NEW-2']);
    expect(await stockOf(product.id)).toBe(0);
  });

  it('refuses a manual order, a pending one, a blank reason, a customer and an order that does not exist', async () => {
    const manual = await setUp.product({ price: '1.00' });
    const auto = await setUp.product({ price: '1.00', items: ['A-1', 'A-2'] });
    const { client } = await setUp.customer('refused@keymart.test', '10.00');
    const pending = await client.post('/api/purchase', { productId: manual.id, quantity: 1 });
    const done = await client.post('/api/purchase', { productId: auto.id, quantity: 1 });
    const pendingId = pending.body.order.id as number;
    const doneId = done.body.order.id as number;
    expect(await replace(pendingId)).toMatchObject({
      status: 422,
      body: { message: REPLACEMENT_NEEDS_COMPLETED_AUTOMATIC },
    });
    await admin.put(`/api/orders/${pendingId}/status`, {
      status: 'completed',
      deliveredItem: 'ACCOUNT',
    });
    expect((await replace(pendingId)).status).toBe(422);
    expect((await replace(doneId, '   ')).status).toBe(400);
    expect((await replace(doneId, 'mine', client)).status).toBe(403);
    expect((await replace(999_999)).status).toBe(404);
    expect(await stockOf(auto.id)).toBe(1);
    expect((await client.get(`/api/orders/${doneId}`)).body.replacements).toEqual([]);
  });
});
