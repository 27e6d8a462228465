/**
 * PUT /api/admin/products/{id}/stock against sales made meanwhile (docs/specs/admin-area.md 2.4, 5,
 * 7): an edit loaded before a sale is refused (409) instead of putting the sold key back on sale, a
 * key already delivered is refused with or without a stock version, one key is never in stock
 * twice, and under concurrent sales and edits no key reaches two customers. Reading the keys
 * needs the password entered in the last STEP_UP_MINUTES: outside that window every product
 * answer hides them, and the stock routes (JSON, CSV export) ask for it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STEP_UP_MESSAGE, STEP_UP_MINUTES } from '../auth/session';
import { MASKED_STOCK_ITEM, MASKED_STOCK_MESSAGE } from '../../contracts/stock-items';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';
import { shop } from '../../test/support/shop';

interface AdminProduct {
  id: number;
  stock: number;
  autoDeliveryStock: string[];
  stockVersion: number;
}

let store: TestStore;
let admin: TestClient;
let setUp: ReturnType<typeof shop>;

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  await admin.register('admin@keymart.test');
  setUp = shop(admin, () => store.client(), 'Stock');
});
afterAll(() => store.stop());

async function loadProduct(id: number): Promise<AdminProduct> {
  const products = (await admin.get('/api/admin/products')).body as AdminProduct[];
  return products.find((product) => product.id === id)!;
}

async function buy(client: TestClient, productId: number, quantity = 1): Promise<string[]> {
  const bought = await client.post('/api/purchase', { productId, quantity });
  expect(bought.status, JSON.stringify(bought.body)).toBe(201);
  return (bought.body.order.deliveredItem as string).split('\n');
}

describe('stock edits and sales', () => {
  it('refuses a stale edit and never puts a sold key back on sale', async () => {
    const product = await setUp.product({ price: '1.00', items: ['K-1', 'K-2', 'K-3'] });
    const { client } = await setUp.customer('stale-buyer@keymart.test', '20.00');

    // The admin opens the stock dialog...
    const loaded = await loadProduct(product.id);
    expect(loaded.autoDeliveryStock).toEqual(['K-1', 'K-2', 'K-3']);
    // ...a customer buys meanwhile...
    expect(await buy(client, product.id)).toEqual(['K-1']);
    // ...and the admin saves the list as loaded, with one key added.
    const stale = await admin.put(`/api/admin/products/${product.id}/stock`, {
      stockItems: [...loaded.autoDeliveryStock, 'K-4'],
      stockVersion: loaded.stockVersion,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'Stock changed since it was loaded (a sale or another edit): reload it and make your change again',
    );
    // A client that sends no version (the spec's body) cannot put the sold key back either.
    const unversioned = await admin.put(`/api/admin/products/${product.id}/stock`, {
      stockItems: [...loaded.autoDeliveryStock, 'K-4'],
    });
    expect(unversioned.status).toBe(409);
    expect(unversioned.body.message).toBe(
      'Stock line 1 was already delivered to a customer: remove it, a key is sold only once',
    );
    expect((await loadProduct(product.id)).autoDeliveryStock).toEqual(['K-2', 'K-3']);

    // Reloaded, the edit goes through with the current version.
    const reloaded = await loadProduct(product.id);
    const saved = await admin.put(`/api/admin/products/${product.id}/stock`, {
      stockItems: [...reloaded.autoDeliveryStock, 'K-4'],
      stockVersion: reloaded.stockVersion,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      autoDeliveryStock: ['K-2', 'K-3', 'K-4'],
      stock: 3,
      stockVersion: reloaded.stockVersion + 1,
    });
    expect(await buy(client, product.id, 3)).toEqual(['K-2', 'K-3', 'K-4']);
  });

  it('refuses one key twice in the list, trimmed or not, and changes nothing', async () => {
    const product = await setUp.product({ price: '1.00', items: ['D-1'] });
    for (const stockItems of [
      ['D-2', 'D-2', 'D-2'],
      ['D-2', '', '  D-2  '],
    ]) {
      const refused = await admin.put(`/api/admin/products/${product.id}/stock`, { stockItems });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(
        /^Stock line (2|3) is the same item as line 1: each key or account can be in stock only once$/,
      );
    }
    expect((await loadProduct(product.id)).autoDeliveryStock).toEqual(['D-1']);
  });

  it('delivers no key twice while sales and stock edits run concurrently', async () => {
    const product = await setUp.product({
      price: '1.00',
      items: Array.from({ length: 5 }, (_, i) => `C-${i}`),
    });
    const customers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => setUp.customer(`race-${i}@keymart.test`, '50.00')),
    );
    const delivered: string[] = [];
    let next = 5;
    const sales = customers.map(async ({ client }) => {
      for (let i = 0; i < 6; i++) {
        const bought = await client.post('/api/purchase', { productId: product.id, quantity: 1 });
        if (bought.status === 201) delivered.push(bought.body.order.deliveredItem as string);
        else expect(bought.status).toBe(409); // out of stock for a moment
      }
    });
    // The admin keeps loading the stock and saving it back with one more key, like the dialog.
    const edits = (async () => {
      let saved = 0;
      for (let i = 0; i < 40 && saved < 12; i++) {
        const loaded = await loadProduct(product.id);
        const answer = await admin.put(`/api/admin/products/${product.id}/stock`, {
          stockItems: [...loaded.autoDeliveryStock, `C-${next}`],
          stockVersion: loaded.stockVersion,
        });
        if (answer.status === 200) {
          saved++;
          next++;
        } else expect(answer.status).toBe(409);
      }
    })();
    await Promise.all([...sales, edits]);
    expect(delivered.length).toBeGreaterThan(0);
    expect(new Set(delivered).size).toBe(delivered.length);
    const left = (await loadProduct(product.id)).autoDeliveryStock;
    expect(left.filter((item) => delivered.includes(item))).toEqual([]);
  });
});

// Last: the faked clock also holds the job workers' polling until it passes.
describe('reading the keys', () => {
  it(`hides them ${STEP_UP_MINUTES} minutes after the password, and asks for it again to read or export them`, async () => {
    const product = await setUp.product({ price: '1.00', items: ['R-1', 'R,2 "quoted"'] });
    const stockOf = () => admin.get(`/api/admin/products/${product.id}/stock`);
    const csvOf = () => admin.get(`/api/admin/products/${product.id}/stock.csv`);
    // Just signed in: the keys show everywhere.
    expect((await loadProduct(product.id)).autoDeliveryStock).toEqual(['R-1', 'R,2 "quoted"']);
    expect((await stockOf()).body).toEqual({
      productId: product.id,
      stockItems: ['R-1', 'R,2 "quoted"'],
      stockVersion: (await loadProduct(product.id)).stockVersion,
    });

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + STEP_UP_MINUTES * 60_000 + 5_000 });
    try {
      const hidden = await loadProduct(product.id);
      expect(hidden).toMatchObject({
        stock: 2,
        autoDeliveryStock: [MASKED_STOCK_ITEM, MASKED_STOCK_ITEM],
        autoDeliveryStockMasked: true,
      });
      for (const refused of [await stockOf(), await csvOf()])
        expect(refused).toMatchObject({
          status: 403,
          body: { message: STEP_UP_MESSAGE, stepUpRequired: true },
        });
      // The hidden list cannot be saved back over the keys.
      expect(
        await admin.put(`/api/admin/products/${product.id}/stock`, {
          stockItems: hidden.autoDeliveryStock,
          stockVersion: hidden.stockVersion,
        }),
      ).toMatchObject({ status: 400, body: { message: `stockItems: ${MASKED_STOCK_MESSAGE}` } });

      expect((await admin.post('/api/step-up', { password: 'secret123' })).status).toBe(200);
      expect((await stockOf()).body.stockItems).toEqual(['R-1', 'R,2 "quoted"']);
      const csv = await csvOf();
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toBe(
        `attachment; filename="keymart-stock-product-${product.id}.csv"`,
      );
      expect(csv.body).toBe('item\nR-1\n"R,2 ""quoted"""\n');
      expect(await loadProduct(product.id)).toMatchObject({
        autoDeliveryStock: ['R-1', 'R,2 "quoted"'],
        autoDeliveryStockMasked: false,
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
