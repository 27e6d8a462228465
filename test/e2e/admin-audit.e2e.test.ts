/**
 * The Audit Log screen in a real browser (ARCHITECTURE.md "Security model", audit): a purchase an
 * admin made while acting as a customer shows both e-mail addresses; a filter moves into the URL
 * and narrows the rows, and going back restores both; the details dialog lists the changed fields; Download CSV exports the
 * filtered rows. axe-core finds no serious or critical violation in light and dark on a desktop,
 * nor on a phone.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shop } from '../support/shop';
import type { TestStore } from '../support/store';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  openThemedPage,
  startAdminBrowserStore,
  stopAdminBrowserStore,
  type AdminBrowserStore,
} from './admin-browser';
import { seriousViolations } from './axe';
import { closeContextsAfterEachTest } from './browser';

const CUSTOMER_EMAIL = 'layla@keymart.test';

let started: Partial<AdminBrowserStore> = {};
let store: TestStore;
let browser: Browser;
let productName: string;
let orderNumber: string;

beforeAll(async () => {
  started = await startAdminBrowserStore();
  store = started.store!;
  browser = started.browser!;
  const helpers = shop(started.admin!, () => store.client(), 'Audit');
  const product = await helpers.product({ price: '3.00' });
  productName = product.name;
  const { user } = await helpers.customer(CUSTOMER_EMAIL, '20.00');
  // The admin signs in afresh (impersonation replaces that session), acts as the customer and buys.
  const session = store.client();
  await session.post('/api/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  expect((await session.post(`/api/admin/users/${user.id}/impersonate`)).status).toBe(200);
  const bought = await session.post('/api/purchase', { productId: product.id, quantity: 2 });
  expect(bought.status).toBe(201);
  orderNumber = bought.body.order.orderNumber;
  expect((await session.post('/api/stop-impersonation')).status).toBe(200);
});
afterAll(() => stopAdminBrowserStore(started));
closeContextsAfterEachTest(() => browser);

/** The grid row of the impersonated order's placement. */
const orderRow = (page: Page) =>
  page.getByRole('row').filter({ hasText: `Order ${orderNumber} placed` });

describe('Audit Log', () => {
  it('shows an impersonated purchase with the admin and the customer, filters through the URL, opens the changes and exports CSV', async () => {
    const page = await openThemedPage(browser, {
      url: `${store.url}/admin/audit`,
      state: started.adminState,
    });
    await page.getByRole('heading', { name: 'Audit Log', level: 1 }).waitFor();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Audit Log' }).getAttribute('aria-selected'))
      .toBe('true');
    const row = orderRow(page);
    await row.waitFor();
    await row.getByText(ADMIN_EMAIL, { exact: true }).waitFor();
    await row.getByText(`as ${CUSTOMER_EMAIL}`, { exact: true }).waitFor();
    await row.getByText(`Order ${orderNumber} placed: 2 × ${productName}`).waitFor();
    // The admin's own staff actions are there too; the customer's wallet credit among them.
    await page.getByText('Balance adjusted: +$20.00').first().waitFor();

    // A filter goes into the URL after a pause in typing and narrows the rows.
    await page.getByLabel('Event type').fill('OrderPlaced');
    await page.waitForURL(`${store.url}/admin/audit?type=OrderPlaced`);
    await expect.poll(() => page.getByText('Balance adjusted').count()).toBe(0);
    await orderRow(page).waitFor();
    expect(await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/audit.csv?type=OrderPlaced',
    );
    const csv = await page.evaluate(async () =>
      (await fetch('/api/admin/audit.csv?type=OrderPlaced')).text(),
    );
    const lines = csv.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${ADMIN_EMAIL}`);
    expect(lines[1]).toContain(CUSTOMER_EMAIL);

    // Back in the browser's history, the filter and the rows follow the URL.
    await page.goBack();
    await page.waitForURL(`${store.url}/admin/audit`);
    await expect.poll(() => page.getByLabel('Event type').inputValue()).toBe('');
    await page.getByText('Balance adjusted: +$20.00').first().waitFor();

    // The details, opened from the keyboard.
    await orderRow(page)
      .getByRole('button', { name: /^Details of: / })
      .focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {
      name: `Order ${orderNumber} placed: 2 × ${productName}`,
    });
    await dialog.getByText('Changes').waitFor();
    await dialog.getByText(orderNumber, { exact: true }).waitFor();
    await dialog.getByText('Purchase', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // A filter that matches nothing says so.
    await page.getByLabel('Actor').fill('nobody-at-all');
    await page.getByText('No entries match these filters').waitFor();
  });

  it('has no serious or critical accessibility violation in light and dark, and on a phone', async () => {
    const shots = [
      { viewport: 'desktop', theme: 'light' },
      { viewport: 'desktop', theme: 'dark' },
      { viewport: 'phone', theme: 'light' },
    ] as const;
    for (const shot of shots) {
      const page = await openThemedPage(browser, {
        url: `${store.url}/admin/audit`,
        state: started.adminState,
        ...shot,
      });
      const row = orderRow(page);
      await row.waitFor();
      await row.getByText(`as ${CUSTOMER_EMAIL}`).waitFor();
      expect(await seriousViolations(page), `${shot.viewport} ${shot.theme}`).toEqual([]);
    }
  });
});
