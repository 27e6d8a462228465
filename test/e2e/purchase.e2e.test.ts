/**
 * The store's main job in a real browser (issue 2, "Done means"): a person registers, an admin
 * adds $50 to their balance, they buy an automatically delivered licence, the order page shows
 * the delivered key and the balance chip the new balance.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../support/store';
import { launchBrowser } from './browser';

let store: TestStore;
let browser: Browser;

beforeAll(async () => {
  store = await startTestStore({ SEED_DEMO: 'true' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await store?.stop();
});

async function register(page: Page, details: { firstName: string; email: string }) {
  await page.goto(`${store.url}/auth`);
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('First Name').fill(details.firstName);
  await page.getByLabel('Last Name').fill('Tester');
  await page.getByLabel('Email').fill(details.email);
  await page.getByLabel('Password').fill('correct-horse');
  await page.getByLabel('Country').fill('United Arab');
  await page.getByRole('option', { name: 'United Arab Emirates' }).click();
  const create = page.getByRole('button', { name: 'Create Account' });
  await expect.poll(() => create.isDisabled()).toBe(true);
  await page.getByRole('checkbox').check();
  await create.click();
  await page.waitForURL(`${store.url}/`);
}

it('registers, gets $50 from an admin, buys an automatic licence and reads the delivered key', async () => {
  // The cheapest automatically delivered product of the demo catalogue, and the key it will deliver.
  const admin = store.client();
  await admin.register('admin@keymart.test');
  const products = (await admin.get('/api/admin/products')).body as {
    id: number;
    name: string;
    price: string;
    deliveryType: string;
    productUrl: string;
    category: { customUrl: string } | null;
    autoDeliveryStock: string[];
  }[];
  const product = products
    .filter(
      (p) =>
        p.deliveryType === 'automatic' && p.autoDeliveryStock.length > 0 && Number(p.price) < 50,
    )
    .sort((a, b) => Number(a.price) - Number(b.price))[0]!;
  const expectedKey = product.autoDeliveryStock[0]!;

  const customer = await (await browser.newContext()).newPage();
  await register(customer, { firstName: 'Leyla', email: 'leyla@keymart.test' });
  await expect.poll(() => customer.getByLabel('Balance').textContent()).toContain('$0.00');

  // The admin adds $50 through the admin screen.
  const adminPage = await (await browser.newContext()).newPage();
  await adminPage.goto(`${store.url}/auth`);
  await adminPage.getByLabel('Email').fill('admin@keymart.test');
  await adminPage.getByLabel('Password').fill('secret123');
  await adminPage.getByRole('button', { name: 'Sign In' }).click();
  await adminPage.waitForURL(`${store.url}/`);
  await adminPage.goto(`${store.url}/admin/users`);
  await adminPage
    .getByRole('row', { name: /leyla@keymart\.test/ })
    .getByRole('button', { name: 'Manage Balance' })
    .click();
  await adminPage.getByLabel('Amount').fill('50');
  await adminPage
    .getByRole('dialog')
    .getByRole('button', { name: /Update Balance|Save|Apply/ })
    .click();
  await adminPage.getByText('User balance has been modified.').waitFor();

  // The customer buys the product.
  await customer.goto(`${store.url}/category/${product.category!.customUrl}/${product.productUrl}`);
  await customer.getByRole('heading', { name: product.name }).first().waitFor();
  await expect.poll(() => customer.getByLabel('Balance').textContent()).toContain('$50.00');
  await customer.getByRole('button', { name: 'Buy Now' }).click();
  await customer.getByRole('button', { name: 'Confirm Purchase' }).click();
  await customer.waitForURL(`${store.url}/orders`);
  await customer.getByText('Purchase Successful!').waitFor();

  const priceCents = Math.round(Number(product.price) * 100);
  const remaining = `$${((5000 - priceCents) / 100).toFixed(2)}`;
  await expect.poll(() => customer.getByLabel('Balance').textContent()).toContain(remaining);

  // The order page shows the delivered key.
  await customer.getByText(product.name).first().click();
  await customer.waitForURL(/\/orders\/\d+$/);
  await customer.getByText(expectedKey).waitFor();
  await customer.getByText('Order Completed').first().waitFor();
  await customer.screenshot({ path: 'test-results/purchase-order-detail.png', fullPage: true });
});
