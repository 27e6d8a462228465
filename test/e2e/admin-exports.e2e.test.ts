/**
 * The staff lists' Export CSV buttons in a real browser (ARCHITECTURE.md "CSV exports"): on each
 * of the six screens a filter is set, the button (pressed from the keyboard) downloads a file
 * named for the list and the store's day, and the file's rows are the rows the list shows for that
 * filter; a password entered long ago is asked for first (step-up); the button is there, named,
 * on a phone, and the screens stay free of serious axe violations.
 */
import fs from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestStore } from '../support/store';
import { shop } from '../support/shop';
import { seriousViolations } from './axe';
import { closeContextsAfterEachTest } from './browser';
import {
  ADMIN_PASSWORD,
  downloadThrough,
  openThemedPage,
  sessionEnteredAgo,
  startAdminBrowserStore,
  stopAdminBrowserStore,
  type AdminBrowserStore,
} from './admin-browser';

let started: Partial<AdminBrowserStore> = {};
let store: TestStore;
let browser: Browser;
let admin: TestClient;

beforeAll(async () => {
  started = await startAdminBrowserStore();
  ({ store, browser, admin } = started as AdminBrowserStore);
  const helpers = shop(admin, () => store.client(), 'Export');
  const auto = await helpers.product({ price: '3.00', items: ['XK-1', 'XK-2', 'XK-3'] });
  const manual = await helpers.product({ price: '6.25' });
  const { client: ece } = await helpers.customer('ece-export@keymart.test', '80.00');
  const { client: omar } = await helpers.customer('omar-export@keymart.test', '40.00');
  const buy = async (client: TestClient, productId: number, quantity: number) => {
    const bought = await client.post('/api/purchase', { productId, quantity });
    expect(bought.status).toBe(201);
    return bought.body.order as { id: number };
  };
  const claimed = await buy(ece, auto.id, 2);
  await buy(omar, manual.id, 1);
  await buy(ece, manual.id, 2);
  await buy(omar, auto.id, 1);
  expect(
    (
      await ece.post('/api/warranty-claims', {
        orderId: claimed.id,
        description: '=key refused on activation',
      })
    ).status,
  ).toBe(201);
  for (const [client, subject] of [
    [ece, 'Activation help'],
    [omar, '+Refund please'],
    [ece, 'Invoice question'],
  ] as const)
    expect((await client.post('/api/support/tickets', { subject, message: 'Thanks' })).status).toBe(
      201,
    );
  await store.caughtUp();
});
afterAll(async () => {
  await stopAdminBrowserStore(started);
});
closeContextsAfterEachTest(() => browser);

/** The admin's page at `path` (desktop unless said). */
const adminPage = (path: string, viewport?: 'phone') =>
  openThemedPage(browser, { url: `${store.url}${path}`, state: started.adminState, viewport });

/** The text of each cell of each body row of the data grid named `label` (one line break between lines). */
async function gridRows(page: Page, label: string): Promise<string[][]> {
  const rows = page.getByRole('grid', { name: label }).getByRole('row');
  const texts: string[][] = [];
  // The header row is first.
  for (const row of (await rows.all()).slice(1))
    texts.push(
      (await row.getByRole('gridcell').allInnerTexts()).map((text) =>
        text.trim().replace(/\n+/g, '\n'),
      ),
    );
  return texts;
}

/**
 * Presses Export CSV on `page` and reads the file: its name must be keymart-<list>-<day>.csv
 * and its first row `header`; answers the rows after it.
 */
async function exportedRows(page: Page, list: string, header: string[]): Promise<string[][]> {
  const button = page.getByRole('button', { name: 'Export CSV' });
  const download = await downloadThrough(page, button);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^keymart-${list}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const rows: string[][] = parse(await fs.readFile(await download.path(), 'utf8'), {});
  expect(rows[0]).toEqual(header);
  return rows.slice(1);
}

/** "In Progress" -> "in_progress": a label as the code the CSV holds. */
const codeOf = (label: string) => label.toLowerCase().replaceAll(' ', '_');
/** "-$8.50", "$8.50", "+$8.50" -> "8.50". */
const dollars = (text: string) => text.replace(/[^\d.]/g, '');

/** Chooses `option` in the select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Waits until the grid named `label` shows `count` rows. */
const waitForRows = (page: Page, label: string, count: number) =>
  expect.poll(async () => (await gridRows(page, label)).length, { timeout: 10_000 }).toBe(count);

describe('Export CSV downloads the rows the list shows', () => {
  it('orders, filtered by status', async () => {
    const page = await adminPage('/admin/orders');
    await page.getByRole('grid', { name: 'Orders' }).waitFor();
    await choose(page, 'Status', 'Pending');
    await waitForRows(page, 'Orders', 2);
    const shown = await gridRows(page, 'Orders');
    const rows = await exportedRows(page, 'orders', [
      'Order',
      'Customer',
      'Product',
      'Qty',
      'Total',
      'Status',
      'Date',
    ]);
    expect(rows.map((row) => row.slice(0, 6))).toEqual(
      shown.map(([order, customer, product, qty, total, status]) => [
        order,
        customer,
        product,
        qty,
        dollars(total!),
        codeOf(status!),
      ]),
    );
    expect(rows.map((row) => row[5])).toEqual(['pending', 'pending']);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('transactions, filtered by type', async () => {
    const page = await adminPage('/admin/transactions');
    await page.getByRole('grid', { name: 'Transactions' }).waitFor();
    await choose(page, 'Type', 'Purchase');
    await waitForRows(page, 'Transactions', 4);
    const shown = await gridRows(page, 'Transactions');
    const rows = await exportedRows(page, 'transactions', [
      'ID',
      'Customer',
      'Type',
      'Amount',
      'Status',
      'Description',
      'Date',
    ]);
    expect(
      rows.map(([id, customer, type, amount, status, description]) => [
        `#${id}`,
        customer,
        type,
        dollars(amount!),
        status,
        description,
      ]),
    ).toEqual(
      shown.map(([id, customer, type, amount, status, description]) => [
        id,
        customer,
        codeOf(type!),
        dollars(amount!),
        codeOf(status!),
        description,
      ]),
    );
    // Money out: negative amounts, left as numbers.
    expect(rows.map((row) => row[3])).toEqual(['-3.00', '-12.50', '-6.25', '-6.00']);
  });

  it('users, found by the search', async () => {
    const page = await adminPage('/admin/users');
    await page.getByRole('grid', { name: 'Users' }).waitFor();
    await page.getByLabel('Search users').fill('-export@');
    await waitForRows(page, 'Users', 2);
    const rows = await exportedRows(page, 'users', [
      'Email',
      'Name',
      'Country',
      'Balance',
      'Joined',
      'Role',
    ]);
    const shown = await gridRows(page, 'Users');
    expect(rows.map((row) => [row[0], row[1], `$${row[3]}`, row[5]])).toEqual(
      shown.map((cells) => [cells[0]!.split('\n')[0], cells[1], cells[3], cells[5]]),
    );
  });

  it('warranty claims, found by the search', async () => {
    const page = await adminPage('/admin/warranty');
    await page.getByLabel('Search warranty claims').fill('activation');
    const cards = page.getByRole('region', { name: 'Warranty claims' }).getByRole('article');
    await expect.poll(() => cards.count()).toBe(1);
    const rows = await exportedRows(page, 'warranty-claims', [
      'Claim',
      'Product',
      'Status',
      'Type',
      'Customer',
      'Order',
      'Description',
      'Filed',
      'Updated',
    ]);
    expect(rows).toHaveLength(1);
    const [claim, product, status, , customer, order, description] = rows[0]!;
    const card = cards.first();
    await card.getByRole('heading', { name: product }).waitFor();
    await card.getByText(`Claim #${claim}`).waitFor();
    await card.getByText(customer!, { exact: true }).waitFor();
    await card.getByText(order!, { exact: true }).waitFor();
    expect(status).toBe('pending');
    // Customer-written text a spreadsheet would run starts with a quote in the file.
    expect(description).toBe(`'${await card.getByText('=key refused').innerText()}`);
  });

  it('support tickets, found by the search', async () => {
    const page = await adminPage('/admin/support');
    await page.getByLabel('Search by subject or customer e-mail').fill('omar-export');
    await waitForRows(page, 'Support tickets', 1);
    const shown = await gridRows(page, 'Support tickets');
    const rows = await exportedRows(page, 'support-tickets', [
      'Subject',
      'Customer',
      'Status',
      'Priority',
      'Messages',
      'Created',
    ]);
    expect(rows.map((row) => row.slice(0, 2))).toEqual(
      // The subject's cell shows the first message under it.
      shown.map(([subject, customer]) => [`'${subject!.split('\n')[0]}`, customer]),
    );
  });

  it('the audit log, filtered by event type', async () => {
    const page = await adminPage('/admin/audit');
    await page.getByLabel('Event type').fill('BalanceAdjusted');
    await page.waitForURL(`${store.url}/admin/audit?type=BalanceAdjusted`);
    await waitForRows(page, 'Audit log', 2);
    const shown = await gridRows(page, 'Audit log');
    const rows = await exportedRows(page, 'audit', [
      'Time',
      'Who',
      'As customer',
      'What',
      'Event',
      'Stream',
      'Changes',
      'Request ID',
      'IP',
    ]);
    expect(rows.map((row) => [row[1], row[3], `${row[4]}\n${row[5]}`])).toEqual(
      shown.map(([, who, what, event]) => [who, what, event]),
    );
  });
});

describe('step-up', () => {
  it('asks for the password before exporting when it was entered long ago, then downloads', async () => {
    const context = await browser.newContext({ bypassCSP: true });
    await context.addCookies([await sessionEnteredAgo(started.adminState!, store.url, 10)]);
    const page = await context.newPage();
    await page.goto(`${store.url}/admin/users`);
    await page.getByRole('grid', { name: 'Users' }).waitFor();
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
    await confirm.getByLabel('Password').fill(ADMIN_PASSWORD);
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^keymart-users-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows: string[][] = parse(await fs.readFile(await download.path(), 'utf8'), {});
    // The admin and the two customers.
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(['admin@keymart.test', 'ece-export@keymart.test', 'omar-export@keymart.test']);
  });
});

describe('on a phone', () => {
  it('keeps Export CSV on the orders screen, full width under the filters', async () => {
    const page = await adminPage('/admin/orders', 'phone');
    await page.getByText('KM-000001', { exact: false }).waitFor();
    const button: Locator = page.getByRole('button', { name: 'Export CSV' });
    // Full width: the filters' column less the page's margins.
    expect((await button.boundingBox())!.width).toBeGreaterThan(page.viewportSize()!.width * 0.8);
    const rows = await exportedRows(page, 'orders', [
      'Order',
      'Customer',
      'Product',
      'Qty',
      'Total',
      'Status',
      'Date',
    ]);
    expect(rows).toHaveLength(4);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
