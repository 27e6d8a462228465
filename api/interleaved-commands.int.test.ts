/**
 * Commands that lock their streams in several steps, interleaved with another command on one of
 * those streams: the read models must still apply each stream's events in version order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponStream } from '../domain/coupon/coupon';
import { productStream } from '../domain/catalogue/product';
import { startTestStore, type TestClient, type TestStore } from '../test/support/store';

let store: TestStore;
let admin: TestClient;

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  await admin.register('admin@keymart.test');
});
afterAll(() => store.stop());

/** The version of `streamId` in the streams table (0 when it has none). */
async function versionOf(streamId: string): Promise<number> {
  const { rows } = await store.core.pool.query<{ version: string }>(
    'SELECT version::text FROM streams WHERE stream_id = $1',
    [streamId],
  );
  return Number(rows[0]?.version ?? 0);
}

describe('a coupon purchase interleaved with a stock edit', () => {
  it('shows the edited stock minus the key the purchase then sold, never the stock before the sale', async () => {
    const category = await admin.post('/api/admin/categories', { name: 'Interleaved' });
    const product = await admin.post('/api/products', {
      name: 'Interleaved product',
      price: '10.00',
      categoryId: category.body.id,
      deliveryType: 'automatic',
      stock: 0,
      warrantyDays: 30,
    });
    expect(product.status).toBe(201);
    const productId = product.body.id as number;
    expect(
      (
        await admin.put(`/api/admin/products/${productId}/stock`, {
          stockItems: ['OLD-1', 'OLD-2'],
        })
      ).status,
    ).toBe(200);
    const coupon = await admin.post('/api/admin/coupons', {
      code: 'INTERLEAVE',
      discountPercentage: 10,
      maxUsage: 5,
    });
    expect(coupon.status).toBe(201);
    const buyer = store.client();
    const user = await buyer.register('interleaved-buyer@keymart.test');
    expect(
      (
        await admin.post(`/api/admin/users/${user.id}/balance`, {
          amount: '50.00',
          operation: 'add',
        })
      ).status,
    ).toBe(200);

    // The purchase locks the coupon's stream first; while it holds that lock, the admin's stock
    // edit runs and commits on the product; then the purchase locks and loads the rest.
    const couponId = couponStream(coupon.body.id as number);
    const productStreamId = productStream(productId);
    const edited = (await versionOf(productStreamId)) + 1;
    let editing: ReturnType<TestClient['put']> | null = null;
    const eventStore = store.core.store;
    const readStreams = eventStore.readStreams.bind(eventStore);
    eventStore.readStreams = async (client, ids, options) => {
      if (options?.lock && editing === null && ids.includes(couponId)) {
        await readStreams(client, [couponId], options);
        editing = admin.put(`/api/admin/products/${productId}/stock`, {
          stockItems: ['NEW-1', 'NEW-2', 'NEW-3'],
        });
        while ((await versionOf(productStreamId)) < edited)
          await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return readStreams(client, ids, options);
    };
    try {
      const bought = await buyer.post('/api/purchase', {
        productId,
        quantity: 1,
        couponCode: 'INTERLEAVE',
      });
      expect(bought.status).toBe(201);
      expect(bought.body.order.deliveredItem).toBe('NEW-1');
      expect(editing).not.toBeNull();
      expect((await editing!).status).toBe(200);
    } finally {
      eventStore.readStreams = readStreams;
    }

    await store.core.runner.catchUp();
    const shown = await store.client().get(`/api/products/by-url/${product.body.productUrl}`);
    expect(shown.body.stock).toBe(2);
  });
});
