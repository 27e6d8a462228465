/**
 * The product economics report through the HTTP API, against figures worked out by hand for a
 * small store: keys from two stock batches and from outside any batch, a partial refund, a full
 * refund that puts the keys back in stock, a warranty claim, a manual product and a deleted one,
 * and 27 products that sold nothing (two pages of rows).
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ProductEconomicsDto,
  ProductEconomicsRowDto,
} from '../../contracts/product-economics';
import { addDays, storeDate } from '../../contracts/store-days';
import { shop } from '../../test/support/shop';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

let store: TestStore;
let admin: TestClient;
let report: ProductEconomicsDto;
const ids = { keys: 0, manual: 0, deleted: 0 };
/** Products that sold nothing, made after the three that did. */
const UNSOLD = 27;

const refund = (orderId: number, body: object) =>
  admin.request('POST', `/api/admin/orders/${orderId}/refunds`, body, {
    'Idempotency-Key': `economics-${orderId}`,
  });

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  await admin.register('admin@keymart.test');
  const setUp = shop(admin, () => store.client(), 'Economics');

  // Keys: one from outside any batch (no known cost), then 3 at $1.25 and 2 at $2.00.
  const keys = await setUp.product({ price: '5.00', items: ['LOOSE-1'] });
  ids.keys = keys.id;
  for (const [items, unitCost] of [
    [['B1-1', 'B1-2', 'B1-3'], '1.25'],
    [['B2-1', 'B2-2'], '2.00'],
  ] as const) {
    const added = await admin.post(`/api/admin/products/${keys.id}/stock/batches`, {
      items,
      supplier: 'Acme Keys',
      unitCost,
      note: '',
    });
    expect(added.status).toBe(201);
  }
  const manual = await setUp.product({ price: '3.00', manualStock: 10 });
  ids.manual = manual.id;
  const gone = await setUp.product({ price: '7.00', manualStock: 10 });
  ids.deleted = gone.id;
  for (let index = 0; index < UNSOLD; index++)
    await setUp.product({ price: '1.00', manualStock: 1 });

  const { client } = await setUp.customer('economics@keymart.test', '100.00');
  const buy = async (productId: number, quantity: number) => {
    const bought = await client.post('/api/purchase', { productId, quantity });
    expect(bought.status).toBe(201);
    return bought.body.order.id as number;
  };
  const loose = await buy(keys.id, 1); // LOOSE-1: cost 0
  const half = await buy(keys.id, 2); // B1-1, B1-2: cost 2.50
  const returned = await buy(keys.id, 2); // B1-3, B2-1: cost 3.25
  await buy(manual.id, 1);
  await buy(gone.id, 1);

  expect((await refund(half, { amount: '1.50', reason: 'Goodwill', restock: false })).status).toBe(
    201,
  );
  expect((await refund(returned, { reason: 'Wrong product', restock: true })).status).toBe(201);
  const claim = await client.post('/api/warranty-claims', {
    orderId: loose,
    claimType: 'product_defect',
    description: 'The key does not activate',
  });
  expect(claim.status).toBe(201);
  expect((await admin.request('DELETE', `/api/products/${gone.id}`)).status).toBe(200);
  await store.caughtUp();

  const answer = await admin.get('/api/admin/reports/products');
  expect(answer.status).toBe(200);
  report = answer.body;
});
afterAll(() => store.stop());

const rowOf = (dto: ProductEconomicsDto, productId: number) =>
  dto.products.find((row) => row.productId === productId);

describe('GET /api/admin/reports/products', () => {
  it('gives margin = revenue - refunds - cost of the keys sold, worked out by hand', () => {
    expect(rowOf(report, ids.keys)).toEqual({
      productId: ids.keys,
      name: expect.stringContaining('Economics product'),
      exists: true,
      units: 5,
      orders: 3,
      revenue: '25.00',
      // $1.50 of one order, and the whole $10.00 of the order whose keys went back.
      refunds: '11.50',
      // 0 + 2.50 + 3.25, less the 3.25 of the keys returned to stock.
      cost: '2.50',
      margin: '11.00',
      // 11.00 of the 13.50 kept.
      marginPercent: 81.5,
      claims: 1,
      claimRatePercent: 20,
      // B2-2 never sold, B1-3 and B2-1 back in stock.
      stockLeft: 3,
      // 3 units at the pace of 5 in 30 days.
      daysOfStock: 18,
    } satisfies ProductEconomicsRowDto);
  });

  it('counts a manual product at no cost, and keeps a deleted product that sold under its name', () => {
    expect(rowOf(report, ids.manual)).toMatchObject({
      units: 1,
      revenue: '3.00',
      cost: '0.00',
      margin: '3.00',
      marginPercent: 100,
      stockLeft: 9,
      daysOfStock: 270,
    });
    expect(rowOf(report, ids.deleted)).toMatchObject({
      exists: false,
      name: expect.stringContaining('Economics product'),
      units: 1,
      revenue: '7.00',
      stockLeft: 0,
    });
    // By revenue, highest first.
    expect(report.products.slice(0, 3).map((row) => row.productId)).toEqual([
      ids.keys,
      ids.deleted,
      ids.manual,
    ]);
    expect(report.timeZone).toBe('Asia/Dubai');
  });

  it('sums every product above the rows, and pages them by revenue, then by id', async () => {
    // 25.00 + 3.00 + 7.00 revenue, 11.50 refunded, 2.50 of keys: 21.00 kept of 23.50.
    expect(report.totals).toEqual({
      units: 7,
      orders: 5,
      revenue: '35.00',
      refunds: '11.50',
      cost: '2.50',
      margin: '21.00',
      marginPercent: 89.4,
      claims: 1,
    });
    expect(report).toMatchObject({ page: 1, pageSize: 25, sort: 'revenue', order: 'desc' });
    // Every existing product and the deleted one that sold: 2 + 27 + 1.
    expect(report.total).toBe(30);
    expect(report.products).toHaveLength(25);
    const second = await admin.get('/api/admin/reports/products?page=2');
    expect(second.status).toBe(200);
    expect(second.body.products).toHaveLength(5);
    const paged = [...report.products, ...second.body.products].map((row) => row.productId);
    const unsold = paged.slice(3);
    expect(unsold).toEqual([...unsold].sort((a, b) => a - b));
    expect(new Set(paged).size).toBe(30);
    const csv = await admin.get('/api/admin/reports/products.csv');
    const csvIds = parse<Record<string, string>>(csv.body as string, { columns: true }).map((row) =>
      Number(row.product_id),
    );
    expect(csvIds).toEqual(paged);
  });

  it('sorts by any column either way, an empty percentage last, ties by id', async () => {
    const pageOf = async (query: string) => {
      const answer = await admin.get(`/api/admin/reports/products?pageSize=50&${query}`);
      expect(answer.status, query).toBe(200);
      return (answer.body as ProductEconomicsDto).products;
    };
    const byMargin = await pageOf('sort=margin&order=asc');
    expect(byMargin).toHaveLength(30);
    expect(byMargin.slice(-3).map((row) => row.productId)).toEqual([
      ids.manual,
      ids.deleted,
      ids.keys,
    ]);
    const byMarginPercent = await pageOf('sort=marginPercent&order=desc');
    expect(byMarginPercent.slice(0, 3).map((row) => row.marginPercent)).toEqual([100, 100, 81.5]);
    expect(byMarginPercent.slice(0, 2).map((row) => row.productId)).toEqual([
      Math.min(ids.manual, ids.deleted),
      Math.max(ids.manual, ids.deleted),
    ]);
    expect(byMarginPercent.slice(3).every((row) => row.marginPercent === null)).toBe(true);
    const byName = (await pageOf('sort=name&order=desc')).map((row) => row.name);
    expect(byName).toEqual([...byName].sort((a, b) => b.localeCompare(a, 'en')));
    const byRevenueUp = await pageOf('sort=revenue&order=asc');
    expect(byRevenueUp.at(-1)!.productId).toBe(ids.keys);
  });

  it('refuses a page, page size or sort it does not offer', async () => {
    for (const [query, message] of [
      ['page=0', 'page'],
      ['pageSize=30', 'Use a page size of 25, 50, 100'],
      ['sort=profit', 'sort'],
      ['order=up', 'order'],
    ]) {
      const answer = await admin.get(`/api/admin/reports/products?${query}`);
      expect(answer.status, query).toBe(400);
      expect(JSON.stringify(answer.body), query).toContain(message);
    }
  });

  it('counts only the days asked, in store days', async () => {
    const today = storeDate(new Date(), report.timeZone);
    expect(report).toMatchObject({ from: addDays(today, -29), to: today });
    const before = await admin.get(
      `/api/admin/reports/products?from=${addDays(today, -400)}&to=${addDays(today, -1)}`,
    );
    expect(before.status).toBe(200);
    expect(rowOf(before.body, ids.keys)).toMatchObject({
      units: 0,
      revenue: '0.00',
      margin: '0.00',
      marginPercent: null,
      claimRatePercent: null,
      // Stock and its pace are today's whatever the range.
      stockLeft: 3,
      daysOfStock: 18,
    });
    // A deleted product that did not sell in the range is left out.
    expect(rowOf(before.body, ids.deleted)).toBeUndefined();
  });

  it('answers the same rows as CSV', async () => {
    const answer = await admin.get('/api/admin/reports/products.csv');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toContain(
      `keymart-products-${report.from}-to-${report.to}.csv`,
    );
    const rows = parse<Record<string, string>>(answer.body as string, { columns: true });
    expect(rows).toHaveLength(report.total);
    expect(rows[0]).toEqual({
      product_id: String(ids.keys),
      product: rowOf(report, ids.keys)!.name,
      deleted: 'no',
      units: '5',
      orders: '3',
      revenue: '25.00',
      refunds: '11.50',
      cost: '2.50',
      margin: '11.00',
      margin_percent: '81.5',
      claims: '1',
      claim_rate_percent: '20',
      stock_left: '3',
      days_of_stock: '18',
    });
  });

  it('refuses a range that is reversed, too long or not made of dates', async () => {
    for (const [query, message] of [
      ['from=2026-03-02&to=2026-03-01', 'from must not be after to'],
      ['from=2000-01-01&to=2026-03-01', 'At most 3660 days at a time'],
      ['from=2026-02-30', 'Not a calendar date'],
      ['to=yesterday', 'Use a date as YYYY-MM-DD'],
    ]) {
      const answer = await admin.get(`/api/admin/reports/products?${query}`);
      expect(answer.status, query).toBe(400);
      expect(JSON.stringify(answer.body), query).toContain(message);
    }
  });

  it('rebuilding the projection from position 0 gives the same report', async () => {
    await store.core.runner.rebuild(['product-sales']);
    expect((await admin.get('/api/admin/reports/products')).body).toEqual(report);
  });
});
