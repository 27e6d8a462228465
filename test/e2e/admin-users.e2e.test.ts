/**
 * Admin users in a real browser (docs/specs/admin-area.md sections 2.7, 4, 5 and 8): the
 * statistics, the server search, a balance change with a reason that the customer reads in their
 * transactions, the failure toast of an overdraw, and Login as User: the banner on every page with
 * the customer's name, and Return to my account back to /admin/users; a customer's ledger with its
 * running balance, who acted, and the ledger as of an earlier time.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestClient, type TestStore } from '../support/store';
import { seriousViolations } from './axe';
import { closeContextsAfterEachTest, launchBrowser } from './browser';
import { SCREENSHOT_VIEWPORTS } from './screenshots';
import { expectToast } from './toasts';
import { registerAdmin } from './admin-browser';

let store: TestStore;
let browser: Browser;
let admin: TestClient;
let customer: TestClient;
let customerId: number;

beforeAll(async () => {
  store = await startTestStore({ SEED_DEMO: 'true' });
  browser = await launchBrowser();
  admin = await registerAdmin(store);
  customer = store.client();
  const registered = await customer.post('/api/register', {
    email: 'mariam@keymart.test',
    password: 'secret123',
    firstName: 'Mariam',
    lastName: 'Haddad',
    country: 'uae',
  });
  expect(registered.status).toBe(201);
  customerId = registered.body.id;
  // A second customer, so the search has something to leave out.
  const other = await store.client().post('/api/register', {
    email: 'jonas@keymart.test',
    password: 'secret123',
    firstName: 'Jonas',
    lastName: 'Berg',
    country: 'germany',
  });
  expect(other.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
  await store?.stop();
});
closeContextsAfterEachTest(() => browser);

/** A browser context signed in as the admin through /auth, like a person would. */
async function signedInAdmin(
  viewport = SCREENSHOT_VIEWPORTS.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  // bypassCSP: axe-core is injected as an inline script, which the store's CSP forbids.
  const context = await browser.newContext({ viewport, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${store.url}/auth`);
  await page.getByLabel('Email').fill('admin@keymart.test');
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${store.url}/`);
  return { context, page };
}

/** The users table row of an e-mail address. */
const userRow = (page: Page, email: string) =>
  page.getByRole('row', { name: new RegExp(email.replace(/[.@]/g, '\\$&')) });

/** The figure under a statistics label, e.g. "Total Users" -> "3". */
async function figure(page: Page, label: string): Promise<string> {
  const stats = page.getByRole('region', { name: 'User statistics' });
  const box = stats.locator('.MuiPaper-root').filter({ hasText: label });
  return (await box.locator('p').last().textContent()) ?? '';
}

describe('Admin users', () => {
  it('shows the statistics, searches on the server, and changes a balance with a reason', async () => {
    const { context, page } = await signedInAdmin();
    await page.goto(`${store.url}/admin/users`);
    await page.getByRole('heading', { name: 'Users', exact: true }).waitFor();
    await userRow(page, 'mariam@keymart.test').waitFor();
    expect(await figure(page, 'Total Users')).toBe('3');
    expect(await figure(page, 'Admins')).toBe('1');
    expect(await figure(page, 'Total Balances')).toBe('$0.00');
    expect(await figure(page, 'Users with Balance')).toBe('0');
    // The table's columns.
    const row = userRow(page, 'mariam@keymart.test');
    await row.getByText('Mariam Haddad').waitFor();
    await row.getByText('United Arab Emirates').waitFor();
    await row.getByText('Customer').waitFor();
    await userRow(page, 'admin@keymart.test').getByText('Owner', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The search is sent to GET /api/admin/search/users?q= after a pause in typing.
    const searched = page.waitForRequest((request) =>
      request.url().includes('/api/admin/search/users?q=haddad'),
    );
    await page.getByLabel('Search users').fill('haddad');
    await searched;
    await expect.poll(() => userRow(page, 'jonas@keymart.test').count()).toBe(0);
    await userRow(page, 'mariam@keymart.test').waitFor();
    await page.getByLabel('Search users').fill('nobody-matches-this');
    await page.getByText('No search results found').waitFor();
    await page.getByLabel('Search users').fill('');
    await userRow(page, 'jonas@keymart.test').waitFor();

    // Add $25.50 with a reason.
    await userRow(page, 'mariam@keymart.test')
      .getByRole('button', { name: 'Manage Balance' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Manage Balance' });
    await dialog.getByText('current balance $0.00').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Update Balance' }).click();
    await dialog.getByText('Enter an amount in dollars with at most 2 decimals').waitFor();
    await dialog.getByLabel('Amount').fill('25.50');
    await dialog.getByLabel('Reason').fill('Welcome credit for the spring sale');
    await dialog.getByRole('button', { name: 'Update Balance' }).click();
    await expectToast(page, 'Balance updated', 'User balance has been modified.');
    await dialog.waitFor({ state: 'hidden' });
    await userRow(page, 'mariam@keymart.test').getByText('$25.50').waitFor();
    await expect.poll(() => figure(page, 'Total Balances')).toBe('$25.50');
    expect(await figure(page, 'Users with Balance')).toBe('1');

    // The customer reads the reason in their transactions.
    const transactions = (await customer.get('/api/transactions')).body as {
      amount: string;
      description: string;
    }[];
    expect(transactions).toEqual([
      expect.objectContaining({
        amount: '25.50',
        description: 'Welcome credit for the spring sale',
      }),
    ]);

    // Subtracting more than the balance fails with the server's message.
    await userRow(page, 'mariam@keymart.test')
      .getByRole('button', { name: 'Manage Balance' })
      .click();
    await dialog.getByLabel('Amount').fill('100');
    await dialog.getByLabel('Subtract').check();
    await dialog.getByRole('button', { name: 'Update Balance' }).click();
    await expectToast(page, 'Failed to update balance', 'Insufficient balance');
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await customer.get('/api/user')).body.balance).toBe('25.50');

    await context.close();
  });

  it('logs in as a customer, shows the banner on every page, and returns to the admin account', async () => {
    const { context, page } = await signedInAdmin();
    await page.goto(`${store.url}/admin/users`);
    // Administrators cannot be impersonated.
    expect(
      await userRow(page, 'admin@keymart.test')
        .getByRole('button', { name: 'Login as User' })
        .isDisabled(),
    ).toBe(true);

    await userRow(page, 'mariam@keymart.test')
      .getByRole('button', { name: 'Login as User' })
      .click();
    await expectToast(page, 'Logged in as user', 'You are now logged in as this user.');
    await page.waitForURL(`${store.url}/`);
    const banner = page.getByRole('complementary', { name: 'Impersonation' });
    await banner.getByText('Mariam Haddad').waitFor();
    expect(await banner.textContent()).toBe(
      'You are acting as Mariam Haddad (mariam@keymart.test). Signed in as admin@keymart.test.Return to my account',
    );

    // The session is the customer's: their name in the account menu, their balance, no admin links.
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await menu.getByText('Mariam Haddad').waitFor();
    await menu.getByText('mariam@keymart.test').waitFor();
    expect(await menu.getByText('Admin', { exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByLabel('Balance').textContent()).toContain('$25.50');
    const me = await page.evaluate(async () => (await fetch('/api/user')).json());
    expect(me).toMatchObject({
      id: customerId,
      email: 'mariam@keymart.test',
      impersonatedBy: { email: 'admin@keymart.test' },
    });

    // The banner follows to every page; admin pages are closed to the customer's session.
    await page.goto(`${store.url}/orders`);
    await banner.waitFor();
    await page.goto(`${store.url}/transactions`);
    await banner.waitFor();
    await page.getByText('Welcome credit for the spring sale').waitFor();
    await page.goto(`${store.url}/admin/users`);
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    await banner.waitFor();

    await page.goto(`${store.url}/dashboard`);
    await banner.waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Return to my account: the admin's session again, on the users screen, with no banner.
    await banner.getByRole('button', { name: 'Return to my account' }).click();
    await page.waitForURL(`${store.url}/admin/users`);
    await page.getByRole('heading', { name: 'Users', exact: true }).waitFor();
    await userRow(page, 'mariam@keymart.test').waitFor();
    expect(await banner.count()).toBe(0);
    const back = await page.evaluate(async () => (await fetch('/api/user')).json());
    expect(back).toMatchObject({
      email: 'admin@keymart.test',
      isAdmin: true,
      impersonatedBy: null,
    });
    // Nothing was bought while acting as the customer.
    expect((await customer.get('/api/orders')).body).toEqual([]);
    expect((await customer.get('/api/user')).body.balance).toBe('25.50');
    await context.close();
  });

  it('shows a customer’s ledger with a running balance and who acted, also as of an earlier time', async () => {
    const email = 'lena@keymart.test';
    const registered = await store.client().post('/api/register', {
      email,
      password: 'secret123',
      firstName: 'Lena',
      lastName: 'Vogel',
      country: 'germany',
    });
    expect(registered.status).toBe(201);
    const userId: number = registered.body.id;
    const credited = await admin.post(`/api/admin/users/${userId}/balance`, {
      amount: '40.00',
      operation: 'add',
      reason: 'Opening credit',
    });
    expect(credited.status).toBe(200);
    const [opening] = (await admin.get(`/api/admin/users/${userId}/ledger`)).body.entries;
    // "As of" takes whole seconds: the first whole second after the credit, with the deduction
    // recorded after that second.
    const asOfMs = Math.floor(Date.parse(opening.createdAt) / 1000) * 1000 + 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, asOfMs + 100 - Date.now())));
    const deducted = await admin.post(`/api/admin/users/${userId}/balance`, {
      amount: '5',
      operation: 'subtract',
      reason: 'Correction of a double credit',
    });
    expect(deducted.status).toBe(200);

    const { context, page } = await signedInAdmin();
    await page.goto(`${store.url}/admin/users`);
    await userRow(page, email).getByRole('button', { name: 'Ledger' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ledger' });
    await dialog.getByText('Lena Vogel (lena@keymart.test)').waitFor();
    await dialog.getByText('Current balance $35.00').waitFor();

    // Oldest first, each with its signed amount, the running balance and who made it.
    const rows = dialog.locator('tbody tr');
    const cells = (index: number) => rows.nth(index).getByRole('cell').allTextContents();
    await expect.poll(() => rows.count()).toBe(2);
    const dateCell = expect.stringMatching(/^[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}$/);
    expect(await cells(0)).toEqual([
      dateCell,
      'Credit',
      'Opening credit',
      '+$40.00',
      '$40.00',
      'admin@keymart.test',
    ]);
    expect(await cells(1)).toEqual([
      dateCell,
      'Debit',
      'Correction of a double credit',
      '-$5.00',
      '$35.00',
      'admin@keymart.test',
    ]);
    // Money in is green, money out red.
    const rgb = async (text: string) =>
      (
        await dialog
          .getByText(text, { exact: true })
          .evaluate((element) => getComputedStyle(element).color)
      )
        .match(/\d+/g)!
        .map(Number);
    const [creditRed, creditGreen] = await rgb('+$40.00');
    const [debitRed, debitGreen] = await rgb('-$5.00');
    expect(creditGreen).toBeGreaterThan(creditRed!);
    expect(debitRed).toBeGreaterThan(debitGreen!);
    expect(await seriousViolations(page)).toEqual([]);

    // As of the second after the credit: only the credit, and the balance then. The input is
    // read in the browser's time zone and sent as that instant.
    const asOfLocal = await page.evaluate(
      (ms) => new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 19),
      asOfMs,
    );
    const sent = page.waitForRequest((request) =>
      request.url().endsWith(`/ledger?asOf=${encodeURIComponent(new Date(asOfMs).toISOString())}`),
    );
    await dialog.getByLabel('As of').fill(asOfLocal);
    await sent;
    await dialog.getByText(/^Balance as of .+ \$40\.00$/).waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await cells(0)).toEqual([
      dateCell,
      'Credit',
      'Opening credit',
      '+$40.00',
      '$40.00',
      'admin@keymart.test',
    ]);

    // Clear: the ledger up to now again.
    await dialog.getByRole('button', { name: 'Clear' }).click();
    await dialog.getByText('Current balance $35.00').waitFor();
    await expect.poll(() => rows.count()).toBe(2);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await context.close();
  });
});
