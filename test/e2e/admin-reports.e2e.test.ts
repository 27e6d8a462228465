/**
 * The admin's money and bot screens in a real browser (docs/specs/admin-area.md 2.12, 2.13, 2.15,
 * sections 8 and 9): the reports page empty, then after two purchases showing today's orders; the
 * reports and dashboard as of yesterday; the product economics of a range (revenue, the cost of the keys from their batch, margin) and its CSV;
 * the transactions DataGrid with its filters and server paging of 20; the Telegram settings page with
 * its failure alert and toasts while the bot is not configured, and its late manual orders setting.
 */
import fs from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shop } from '../support/shop';
import { startTestStore, type TestClient, type TestStore } from '../support/store';
import type { ProductEconomicsDto } from '../../contracts/product-economics';
import { PERCENT_RANGE } from '../../contracts/overdue-compensation';
import { addDays, storeDate } from '../../contracts/store-days';
import { adminContext, expectAdminScreensAccessible, registerAdmin } from './admin-browser';
import { closeContextsAfterEachTest, launchBrowser } from './browser';
import { expectToast } from './toasts';

interface Product {
  id: number;
  name: string;
  price: string;
  stock: number;
  deliveryType: string;
}

let store: TestStore;
let browser: Browser;
let admin: TestClient;
let adminSession: Awaited<ReturnType<typeof adminContext>>;

beforeAll(async () => {
  store = await startTestStore({ SEED_DEMO: 'true' });
  browser = await launchBrowser();
  admin = await registerAdmin(store);
  adminSession = await adminContext(browser, store.url);
});
afterAll(async () => {
  await adminSession?.context.close();
  await browser?.close();
  await store?.stop();
});
closeContextsAfterEachTest(() => browser);

const cents = (dollars: string) => Math.round(Number(dollars) * 100);
const formatDollars = (value: number) =>
  `$${(value / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A card of the reports page by its title. */
const reportCard = (page: Page, title: string) => page.getByRole('region', { name: title });

describe('admin reports', () => {
  it('says no reports are available before the store has any activity', async () => {
    const page = adminSession.page;
    await page.goto(`${store.url}/admin/reports`);
    await page.getByText('No reports available').waitFor();
    await page.getByText('Unable to generate reports at this time.').waitFor();
  });

  it("shows today's orders and revenue after two purchases, compared with yesterday", async () => {
    const customer = store.client();
    const user = await customer.register('buyer@keymart.test');
    const topUp = await admin.post(`/api/admin/users/${user.id}/balance`, {
      amount: '200.00',
      operation: 'add',
      reason: 'Reports test',
    });
    expect(topUp.status).toBe(200);
    const products = (await customer.get('/api/products')).body as Product[];
    const [first, second] = products
      .filter((p) => p.deliveryType === 'automatic' && p.stock > 0 && cents(p.price) < 8000)
      .sort((a, b) => cents(a.price) - cents(b.price)) as [Product, Product];
    for (const product of [first, second]) {
      const bought = await customer.post('/api/purchase', { productId: product.id, quantity: 1 });
      expect(bought.status).toBe(201);
    }
    const revenue = formatDollars(cents(first.price) + cents(second.price));

    const page = adminSession.page;
    await page.goto(`${store.url}/admin/reports`);
    const orders = reportCard(page, "Today's Orders");
    await orders.waitFor();
    await orders.getByText('2', { exact: true }).waitFor();
    await orders.getByText(`${revenue} in sales`).waitFor();
    await orders.getByText('+100% vs yesterday').waitFor();
    await reportCard(page, 'Weekly Revenue').getByText(revenue).waitFor();
    await reportCard(page, 'Monthly Revenue').getByText(revenue).waitFor();
    await reportCard(page, "Today's Deposits").getByText('$0.00').waitFor();
    await reportCard(page, "Today's Deposits").getByText('0% vs yesterday').waitFor();

    // The daily list: today first with its two orders; the weekly and monthly sums.
    const daily = page.getByRole('table', { name: 'Daily report, last 30 days' });
    const today = daily.getByRole('row').nth(1);
    expect(await today.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['2', revenue]),
    );
    expect(await daily.getByRole('row').count()).toBe(1 + 30 + 1);
    await page.getByRole('tab', { name: 'Weekly' }).click();
    const weekly = page.getByRole('table', { name: 'Weekly report, last 30 days' });
    expect(await weekly.getByRole('row').count()).toBe(1 + 5 + 1);
    await page.getByRole('tab', { name: 'Monthly' }).click();
    const monthly = page.getByRole('table', { name: 'Monthly report, last 30 days' });
    expect(await monthly.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['2', revenue]),
    );
  });
});

describe('as of a past day', () => {
  it('reads the reports and the dashboard as they stood at the end of yesterday, then now again', async () => {
    const yesterday = addDays(storeDate(new Date(), 'Asia/Dubai'), -1);
    const page = adminSession.page;
    await page.goto(`${store.url}/admin/reports`);
    const orders = reportCard(page, "Today's Orders");
    await orders.getByText('2', { exact: true }).waitFor();
    await page.getByLabel('As of').fill(yesterday);
    await page.waitForURL(`**/admin/reports?asOf=${yesterday}`);
    await page.getByText(`Figures as they stood at the end of ${yesterday}`).waitFor();
    // The store's first purchases were today: yesterday had no activity at all.
    await page.getByText('No reports available').waitFor();
    await page.getByRole('button', { name: 'Show now' }).click();
    await page.waitForURL('**/admin/reports');
    await orders.getByText('2', { exact: true }).waitFor();

    await page.goto(`${store.url}/admin/dashboard?asOf=${yesterday}`);
    const figures = page.getByRole('list', { name: 'Store figures' });
    const tile = (label: string) => figures.getByRole('listitem').filter({ hasText: label });
    await expect.poll(() => tile('Total Orders').textContent()).toBe('Total Orders0');
    await expect.poll(() => tile('Total Revenue').textContent()).toBe('Total Revenue$0.00');
    await page.getByRole('button', { name: 'Show now' }).click();
    await expect.poll(() => tile('Total Orders').textContent()).toBe('Total Orders2');
  });
});

describe('admin transactions', () => {
  it('pages 20 at a time on the server and filters by type, status and search', async () => {
    const customer = store.client();
    const user = await customer.register('ledger@keymart.test');
    // 22 credits and 1 debit: 23 transactions of this customer, plus the earlier ones.
    for (let index = 1; index <= 22; index += 1) {
      const credit = await admin.post(`/api/admin/users/${user.id}/balance`, {
        amount: '1.00',
        operation: 'add',
        reason: `Loyalty credit ${index}`,
      });
      expect(credit.status).toBe(200);
    }
    const debit = await admin.post(`/api/admin/users/${user.id}/balance`, {
      amount: '5.00',
      operation: 'subtract',
      reason: 'Chargeback fee',
    });
    expect(debit.status).toBe(200);
    const all = (await admin.get('/api/admin/transactions?limit=100')).body as { total: number };

    const page = adminSession.page;
    await page.goto(`${store.url}/admin/transactions`);
    const grid = page.getByRole('grid', { name: 'Transactions' });
    await grid.waitFor();
    // 20 rows a page, the total from the server.
    await page.getByText(`1–20 of ${all.total}`).waitFor();
    await expect.poll(() => grid.getByRole('row').count()).toBe(21);
    const chargeback = grid.getByRole('row').filter({ hasText: 'Chargeback fee' });
    expect(await chargeback.textContent()).toContain('ledger@keymart.test');
    const minus = chargeback.getByText('-$5.00');
    const plus = grid.getByRole('row').filter({ hasText: 'Loyalty credit 22' }).getByText('+$1.00');
    const color = (locator: typeof minus) =>
      locator.evaluate((node) => getComputedStyle(node).color);
    expect(await color(minus)).not.toBe(await color(plus));

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.getByText(`21–${Math.min(40, all.total)} of ${all.total}`).waitFor();

    // Type filter: purchases only (the two of the reports test), back on page 1.
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Purchase' }).click();
    await page.getByText('1–2 of 2').waitFor();
    await grid.getByRole('row').filter({ hasText: 'buyer@keymart.test' }).first().waitFor();

    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Debit' }).click();
    await page.getByText('1–1 of 1').waitFor();

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Failed' }).click();
    await page.getByText('No transactions found').waitFor();

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'All statuses' }).click();
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'All types' }).click();
    await page.getByLabel('Search transactions').fill('Loyalty credit 1');
    // 1, 10-19: eleven matches on the server.
    await page.getByText('1–11 of 11').waitFor();
  });
});

describe('product economics', () => {
  it("shows each product's revenue, cost and margin for a range, and downloads the same rows as CSV", async () => {
    const setUp = shop(admin, () => store.client(), 'Economics');
    const product = await setUp.product({ price: '90.00', items: [] });
    const batch = await admin.post(`/api/admin/products/${product.id}/stock/batches`, {
      items: ['ECON-1', 'ECON-2', 'ECON-3'],
      supplier: 'Acme Keys',
      unitCost: '30.00',
      note: '',
    });
    expect(batch.status).toBe(201);
    const { client } = await setUp.customer('economics@keymart.test', '500.00');
    const bought = await client.post('/api/purchase', { productId: product.id, quantity: 2 });
    expect(bought.status).toBe(201);
    await store.caughtUp();

    const page = adminSession.page;
    await page.goto(`${store.url}/admin/reports`);
    await page.getByRole('link', { name: 'Product economics' }).click();
    await page.waitForURL('**/admin/reports/products');
    const grid = page.getByRole('grid', { name: 'Product economics' });
    // The highest revenue first: $180.00 of keys that cost $60.00.
    const row = grid.getByRole('row').nth(1);
    await row.getByText(product.name).waitFor();
    const cells = await row.getByRole('gridcell').allTextContents();
    expect(cells.slice(0, 11)).toEqual([
      product.name,
      '2',
      '1',
      '$180.00',
      '$0.00',
      '$60.00',
      '$120.00',
      '66.7%',
      // No claims on 2 units.
      '0%',
      '1',
      '15',
    ]);
    await page.getByRole('region', { name: 'Cost of keys sold' }).getByText('$60.00').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    const csv = parse<Record<string, string>>(await fs.readFile(await download.path(), 'utf8'), {
      columns: true,
    });
    expect(csv[0]).toMatchObject({
      product: product.name,
      units: '2',
      revenue: '180.00',
      cost: '60.00',
      margin: '120.00',
      margin_percent: '66.7',
      stock_left: '1',
    });
    expect(csv).toHaveLength(
      ((await admin.get('/api/admin/reports/products')).body as { total: number }).total,
    );

    // A header sorts on the server: by product name, A first.
    const byName = page.waitForResponse(
      (response) =>
        response.url().includes('/api/admin/reports/products?') &&
        response.url().includes('sort=name'),
    );
    await grid.getByRole('columnheader', { name: 'Product' }).click();
    const sorted = (await (await byName).json()) as ProductEconomicsDto;
    expect(sorted).toMatchObject({ sort: 'name', order: 'asc', page: 1 });
    const names = sorted.products.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    await grid.getByRole('row').nth(1).getByText(names[0]!, { exact: true }).waitFor();

    // Another range: the URL holds it, and a From after To is refused beside the fields.
    await page.getByRole('button', { name: '7 days' }).click();
    await page.waitForURL(/from=\d{4}-\d{2}-\d{2}&to=/);
    await expect
      .poll(() => page.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.getByLabel('From').fill('2099-01-01');
    await page.getByText('From must not be after To').waitFor();
  });
});

describe('admin Telegram settings', () => {
  it('sets the automatic compensation of late manual orders: a credit needs a whole 1-100 per cent', async () => {
    const page = adminSession.page;
    await page.goto(`${store.url}/admin/telegram`);
    const section = page.getByRole('region', { name: 'Late Manual Orders' });
    await section.getByText(/alerted 5 minutes before its deadline/).waitFor();
    const off = section.getByRole('radio', { name: 'Off: staff decide' });
    await off.waitFor();
    expect(await off.isChecked()).toBe(true);
    await section
      .getByRole('radio', { name: 'Credit a percentage of the order total to the balance' })
      .check();
    const percent = section.getByRole('textbox', { name: 'Credit (% of the order total)' });
    await percent.fill('150');
    await section.getByRole('button', { name: 'Save' }).click();
    await section.getByText(PERCENT_RANGE).waitFor();
    await percent.fill('15');
    await section.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Setting saved');
    expect((await admin.get('/api/admin/settings/overdue-compensation')).body).toEqual({
      mode: 'credit',
      percent: 15,
    });
    await section.getByRole('radio', { name: 'Off: staff decide' }).check();
    await section.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await admin.get('/api/admin/settings/overdue-compensation')).body)
      .toEqual({ mode: 'off', percent: null });
  });

  it('shows the red failure alert and the failure toasts while the bot and Discord are not configured', async () => {
    const page = adminSession.page;
    await page.goto(`${store.url}/admin/telegram`);
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    for (const variable of ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_CHAT_ID']) {
      expect(await page.getByText(variable).count()).toBeGreaterThan(0);
    }
    await page.getByText(/Check the secrets store/).waitFor();
    for (const feature of [
      'Crypto payment pending alerts',
      'Payment confirmation',
      'Manual payment requests',
      'Transaction ID tracking',
      'New order alerts',
      'Customer info',
      'Product details',
      'Amounts',
    ]) {
      await page.getByText(feature, { exact: true }).waitFor();
    }

    await page.getByRole('button', { name: 'Test Connection' }).click();
    await expectToast(page, 'Connection Failed', 'Telegram is not configured');
    // The result alert of the page (the toast is an alert too).
    const testSection = page.getByRole('region', { name: 'Test the Bot' });
    const alert = testSection
      .locator('.MuiAlert-colorError')
      .filter({ hasText: 'Connection Failed' });
    await alert.getByText(/Telegram is not configured/).waitFor();
    // Red: the alert's icon has far more red than green or blue; no green alert shows.
    const iconColor = await alert
      .locator('.MuiAlert-icon')
      .evaluate((node) => getComputedStyle(node).color);
    const [red, green, blue] = iconColor.match(/\d+/g)!.map(Number) as [number, number, number];
    expect(red).toBeGreaterThan(green + 60);
    expect(red).toBeGreaterThan(blue + 60);
    expect(await testSection.locator('.MuiAlert-colorSuccess').count()).toBe(0);

    await page.getByRole('button', { name: 'Send Test Notification' }).click();
    await expectToast(page, 'Test Failed', 'Telegram is not configured');
    await testSection.locator('.MuiAlert-colorError').filter({ hasText: 'Test Failed' }).waitFor();

    // Discord has its own section, test button and alert.
    const discordSection = page.getByRole('region', { name: 'Discord' });
    await discordSection.getByText('DISCORD_WEBHOOK_URL').waitFor();
    await discordSection.getByRole('button', { name: 'Send Test to Discord' }).click();
    await expectToast(page, 'Test Failed', 'Discord is not configured');
    await discordSection
      .locator('.MuiAlert-colorError')
      .getByText(/Discord is not configured: set DISCORD_WEBHOOK_URL/)
      .waitFor();
  });
});

describe('accessibility of the money and bot screens', () => {
  it('has no serious or critical axe violation on reports, transactions and Telegram, light or dark', async () => {
    const screens = [
      {
        path: '/admin/reports',
        // The cards, or the empty state when this test runs alone.
        ready: (page: Page) =>
          page
            .getByText(/^(Today's Orders|No reports available)$/)
            .first()
            .waitFor(),
      },
      {
        path: '/admin/reports/products',
        ready: (page: Page) => page.getByRole('grid', { name: 'Product economics' }).waitFor(),
      },
      {
        path: '/admin/transactions',
        ready: (page: Page) =>
          page
            .getByText(/^(\d+–\d+ of \d+|No transactions found)$/)
            .first()
            .waitFor(),
      },
      {
        path: '/admin/telegram',
        ready: async (page: Page) => {
          await page.getByRole('button', { name: 'Test Connection' }).click();
          await page.getByRole('region', { name: 'Test the Bot' }).getByRole('alert').waitFor();
        },
      },
    ];
    await expectAdminScreensAccessible(browser, adminSession.state, {
      baseUrl: store.url,
      screens,
    });
  });
});
