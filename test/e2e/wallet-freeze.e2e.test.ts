/**
 * The wallet freeze in a real browser (contracts/wallet-freeze.ts): staff freeze a customer's
 * wallet with a reason from the customer's admin page and see the freeze and its reason there;
 * the customer, still signed in, sees the notice and cannot buy (the product page's Buy reads
 * "Wallet frozen"); staff unfreeze it and the notice goes.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_FROZEN_NOTICE } from '../../contracts/wallet-freeze';
import { startTestStore, type TestClient, type TestStore } from '../support/store';
import { closeContextsAfterEachTest, launchBrowser } from './browser';
import { expectToast } from './toasts';
import { registerAdmin } from './admin-browser';

let store: TestStore;
let browser: Browser;
let admin: TestClient;
let customerId: number;
let productUrl: string;

beforeAll(async () => {
  store = await startTestStore();
  browser = await launchBrowser();
  admin = await registerAdmin(store);
  const { id } = await store.client().register('frozen@keymart.test');
  customerId = id;
  expect(
    (await admin.post(`/api/admin/users/${id}/balance`, { amount: '50.00', operation: 'add' }))
      .status,
  ).toBe(200);
  const category = await admin.post('/api/admin/categories', { name: 'Keys' });
  const product = await admin.post('/api/products', {
    name: 'Frozen Test Key',
    price: '5.00',
    categoryId: category.body.id,
    deliveryType: 'automatic',
    stock: 0,
  });
  expect(product.status).toBe(201);
  await admin.put(`/api/admin/products/${product.body.id}/stock`, { stockItems: ['K1', 'K2'] });
  const listed = (await store.client().get('/api/products')).body as {
    id: number;
    productUrl: string;
    category: { customUrl: string };
  }[];
  const shown = listed.find((p) => p.id === product.body.id)!;
  productUrl = `/category/${shown.category.customUrl}/${shown.productUrl}`;
});
afterAll(async () => {
  await browser?.close();
  await store?.stop();
});
closeContextsAfterEachTest(() => browser);

/** A page signed in as `email` through /auth, like a person would. */
async function signedIn(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${store.url}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${store.url}/`);
  return page;
}

describe('Wallet freeze', () => {
  it('staff freeze a wallet with a reason and see it; the customer is told and cannot buy; staff unfreeze it', async () => {
    const staff = await signedIn('admin@keymart.test');
    await staff.goto(`${store.url}/admin/users/${customerId}`);
    await staff.getByRole('button', { name: 'Freeze wallet' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Freeze this wallet?' });
    await dialog.getByRole('button', { name: 'Freeze wallet' }).click();
    await dialog.getByText('Reason is required').waitFor();
    await dialog.getByLabel('Reason').fill('Chargeback on a card top-up');
    await dialog.getByRole('button', { name: 'Freeze wallet' }).click();
    await expectToast(staff, 'Wallet frozen');
    const warning = staff.getByRole('status', { name: 'Wallet frozen' });
    await warning.getByText(/Chargeback on a card top-up/).waitFor();
    await staff.getByText('Frozen: Chargeback on a card top-up').waitFor();

    const customer = await signedIn('frozen@keymart.test');
    await customer.getByText(WALLET_FROZEN_NOTICE).waitFor();
    await customer.goto(`${store.url}${productUrl}`);
    const buy = customer
      .getByRole('region', { name: 'Purchase' })
      .getByRole('button', { name: 'Wallet frozen' });
    await buy.waitFor();
    expect(await buy.isDisabled()).toBe(true);

    await staff.getByRole('button', { name: 'Unfreeze wallet' }).click();
    const lift = staff.getByRole('dialog', { name: 'Unfreeze this wallet?' });
    await lift.getByText('Frozen for: Chargeback on a card top-up').waitFor();
    await lift.getByRole('button', { name: 'Unfreeze wallet' }).click();
    await expectToast(staff, 'Wallet unfrozen');
    await staff.getByRole('button', { name: 'Freeze wallet' }).waitFor();
    expect(await staff.getByRole('status', { name: 'Wallet frozen' }).count()).toBe(0);

    await customer.reload();
    await customer
      .getByRole('region', { name: 'Purchase' })
      .getByRole('button', { name: 'Buy Now' })
      .waitFor();
    expect(await customer.getByText(WALLET_FROZEN_NOTICE).count()).toBe(0);
  });
});
