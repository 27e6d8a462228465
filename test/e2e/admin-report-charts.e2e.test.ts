/**
 * The charts of /admin/reports in a real browser, on the demo store after purchases, deposits (one
 * paid, one failed), a cancellation refunded and a warranty claim: every chart drawn with data, its
 * summary and its table; a range preset and a range without sales change the figures; on a phone
 * the charts fit the screen; no serious axe violation in the light or the dark theme.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, storeDate } from '../../contracts/store-days';
import { settleSandboxPayment } from '../support/sandbox-webhook';
import { shop } from '../support/shop';
import { startTestStore, type TestClient, type TestStore } from '../support/store';
import {
  adminContext,
  expectAdminScreensAccessible,
  openThemedPage,
  registerAdmin,
} from './admin-browser';
import { closeContextsAfterEachTest, launchBrowser } from './browser';

const SECRET = 'sandbox-webhook-secret-0123456789';
const TIME_ZONE = 'Asia/Dubai';

let store: TestStore;
let browser: Browser;
let admin: TestClient;
let adminSession: Awaited<ReturnType<typeof adminContext>>;

const CHARTS = [
  'Revenue and deposits per day',
  'Orders by hour of the day',
  'Refunds and warranty claims per day',
  'Top 10 products by revenue',
  'Top 10 customers by revenue',
  'Deposits by method',
  'Deposit funnel',
];

beforeAll(async () => {
  store = await startTestStore({
    SEED_DEMO: 'true',
    PAYMENT_WEBHOOK_SECRET: SECRET,
    STORE_TIMEZONE: TIME_ZONE,
  });
  browser = await launchBrowser();
  admin = await registerAdmin(store);
  adminSession = await adminContext(browser, store.url);

  // Two demo products bought by two customers; one order cancelled (refunded), one claimed.
  const products = (await admin.get('/api/products')).body as {
    id: number;
    price: string;
    stock: number;
    deliveryType: string;
  }[];
  const [first, second] = products
    .filter((p) => p.deliveryType === 'automatic' && p.stock > 1 && Number(p.price) < 60)
    .slice(0, 2);
  const setUp = shop(admin, () => store.client(), 'Charts');
  const alice = await setUp.customer('alice@keymart.test', '300.00');
  const bob = await setUp.customer('bob@keymart.test', '300.00');
  const buy = async (client: TestClient, productId: number) => {
    const bought = await client.post('/api/purchase', { productId, quantity: 1 });
    expect(bought.status).toBe(201);
    return bought.body.order.id as number;
  };
  const claimed = await buy(alice.client, first!.id);
  await buy(alice.client, second!.id);
  const cancelled = await buy(bob.client, first!.id);
  expect((await admin.put(`/api/orders/${cancelled}/status`, { status: 'cancelled' })).status).toBe(
    200,
  );
  const claim = await alice.client.post('/api/warranty-claims', {
    orderId: claimed,
    claimType: 'product_defect',
    description: 'The key does not activate',
  });
  expect(claim.status).toBe(201);
  const paid = await alice.client.post('/api/create-payment', { amount: 40 });
  await settleSandboxPayment(store.url, SECRET, paid.body.paymentUrl, 'paid');
  const failed = await bob.client.post('/api/create-payment', { amount: 15 });
  await settleSandboxPayment(store.url, SECRET, failed.body.paymentUrl, 'failed');
  await store.caughtUp();
}, 60_000);
afterAll(async () => {
  await adminSession?.context.close();
  await browser?.close();
  await store?.stop();
});
closeContextsAfterEachTest(() => browser);

const chart = (page: Page, title: string) => page.getByRole('region', { name: title });

/** The count of drawn marks (bars, lines) of a chart. */
const marks = (page: Page, title: string) =>
  chart(page, title).locator('svg .MuiBarChart-element, svg .MuiLineChart-line').count();

/** The summary sentence under a chart's title. */
const summary = (page: Page, title: string) =>
  chart(page, title).locator('p').first().textContent();

describe('report charts', () => {
  it('draws every chart with data, with its summary and its table', async () => {
    const page = adminSession.page;
    await page.goto(`${store.url}/admin/reports`);
    for (const title of CHARTS) {
      await chart(page, title).waitFor();
      await expect.poll(() => marks(page, title), { message: title }).toBeGreaterThan(0);
    }
    await expect
      .poll(() => summary(page, 'Revenue and deposits per day'))
      .toMatch(
        /^Revenue \$\d+\.\d{2} over 30 days, none in the previous 30 days\. Deposits \$40\.00 over 30 days, none in the previous 30 days\.$/,
      );
    expect(await summary(page, 'Deposit funnel')).toBe(
      '2 deposits requested: 1 paid, 1 failed, 0 expired, 0 paid late.',
    );
    expect(await summary(page, 'Top 10 customers by revenue')).toMatch(
      /^Top customer: .+; 2 customers listed\.$/,
    );
    expect(await summary(page, 'Refunds and warranty claims per day')).toMatch(
      /^Refunds \$\d+\.\d{2} \(1 refund\) and 1 warranty claim over 30 days;/,
    );

    // The table view of the revenue chart: a row per day, today's with its revenue.
    const revenue = chart(page, 'Revenue and deposits per day');
    await revenue.getByRole('button', { name: 'Show table' }).click();
    const table = revenue.getByRole('table', { name: 'Revenue and deposits per day: table' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(1 + 30);
    const today = storeDate(new Date(), TIME_ZONE);
    const todayRow = table.getByRole('row').filter({ hasText: today });
    expect(await todayRow.getByRole('cell').nth(2).textContent()).toBe('$40.00');
    await revenue.getByRole('button', { name: 'Hide table' }).click();
    await table.waitFor({ state: 'detached' });
  });

  it('changes the figures with the range, held in the URL', async () => {
    const page = adminSession.page;
    await page.goto(`${store.url}/admin/reports`);
    await chart(page, 'Revenue and deposits per day').waitFor();
    await page.getByRole('button', { name: '7 days' }).click();
    const today = storeDate(new Date(), TIME_ZONE);
    await page.waitForURL(`**/admin/reports?from=${addDays(today, -6)}&to=${today}`);
    await expect
      .poll(() => summary(page, 'Revenue and deposits per day'))
      .toMatch(/^Revenue \$\d+\.\d{2} over 7 days/);
    const revenue = chart(page, 'Revenue and deposits per day');
    await revenue.getByRole('button', { name: 'Show table' }).click();
    await expect.poll(() => revenue.getByRole('table').getByRole('row').count()).toBe(1 + 7);

    // The days before today: nothing sold.
    await page.goto(
      `${store.url}/admin/reports?from=${addDays(today, -10)}&to=${addDays(today, -1)}`,
    );
    await page.getByText('No sales in this range').waitFor();
    expect(await page.getByLabel('From').inputValue()).toBe(addDays(today, -10));
  });

  it('fits the charts to a phone screen', async () => {
    const page = await openThemedPage(browser, {
      url: `${store.url}/admin/reports`,
      state: adminSession.state,
      viewport: 'phone',
      theme: 'dark',
    });
    for (const title of CHARTS) {
      await expect.poll(() => marks(page, title), { message: title }).toBeGreaterThan(0);
      const box = await chart(page, title).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
  });

  it('has no serious or critical axe violation with the charts drawn, light or dark', async () => {
    await expectAdminScreensAccessible(browser, adminSession.state, {
      baseUrl: store.url,
      screens: [
        {
          path: '/admin/reports',
          ready: async (page: Page) => {
            await expect.poll(() => marks(page, 'Deposit funnel')).toBeGreaterThan(0);
            await chart(page, 'Deposit funnel').getByRole('button', { name: 'Show table' }).click();
            await chart(page, 'Deposit funnel').getByRole('table').waitFor();
          },
        },
      ],
    });
  });
});
