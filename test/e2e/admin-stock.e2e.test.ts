/**
 * The Auto Delivery Stock dialog under concurrent sales, in a real browser
 * (docs/specs/admin-area.md 2.4, 5, 8): a key sold while the dialog is open never goes back on
 * sale. Saving the list as loaded is refused with the reason shown, Reload Stock keeps the admin's
 * added lines on the stock as it is now, and a line typed twice cannot be saved. Across every sale,
 * no key reaches two customers.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestStore } from '../support/store';
import { shop } from '../support/shop';
import { startAdminBrowserStore, stopAdminBrowserStore, openThemedPage } from './admin-browser';
import { closeContextsAfterEachTest } from './browser';

interface AdminProduct {
  id: number;
  name: string;
  autoDeliveryStock: string[];
}

let store: TestStore;
let browser: Browser;
let admin: TestClient;
let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;

beforeAll(async () => {
  ({ store, browser, admin, adminState } = await startAdminBrowserStore());
});
afterAll(() => stopAdminBrowserStore({ store, browser }));
closeContextsAfterEachTest(() => browser);

async function openStockDialog(product: { name: string }): Promise<Page> {
  const page = await openThemedPage(browser, {
    url: `${store.url}/admin/products`,
    state: adminState,
  });
  await page.getByRole('grid', { name: 'Products' }).waitFor();
  await page.getByLabel('Search products').fill(product.name);
  const row = page.getByRole('row', { name: new RegExp(product.name) });
  await row.getByRole('button', { name: `Auto Delivery Stock: ${product.name}` }).click();
  return page;
}

async function stockOf(productId: number): Promise<string[]> {
  const products = (await admin.get('/api/admin/products')).body as AdminProduct[];
  return products.find((product) => product.id === productId)!.autoDeliveryStock;
}

describe('the stock dialog under a concurrent sale', () => {
  it('never puts a sold key back and delivers no key twice', async () => {
    const setUp = shop(admin, () => store.client(), 'Dialog');
    const product = await setUp.product({ price: '1.00', items: ['KEY-1', 'KEY-2'] });
    const { client } = await setUp.customer('dialog-buyer@keymart.test', '20.00');
    const delivered: string[] = [];
    const buy = async (quantity: number) => {
      const bought = await client.post('/api/purchase', { productId: product.id, quantity });
      expect(bought.status, JSON.stringify(bought.body)).toBe(201);
      delivered.push(...(bought.body.order.deliveredItem as string).split('\n'));
    };

    const page = await openStockDialog(product);
    const dialog = page.getByRole('dialog', { name: 'Auto Delivery Stock' });
    const box = dialog.getByLabel('Stock items');
    expect(await box.inputValue()).toBe('KEY-1\nKEY-2');

    // A customer buys KEY-1 while the admin adds a key to the list they loaded.
    await buy(1);
    expect(delivered).toEqual(['KEY-1']);
    await box.fill('KEY-1\nKEY-2\nKEY-3');
    await dialog.getByRole('button', { name: 'Save Stock' }).click();
    await dialog
      .getByText(
        'Stock changed since it was loaded (a sale or another edit): reload it and make your change again',
      )
      .waitFor();
    expect(await stockOf(product.id)).toEqual(['KEY-2']);

    // Reload: the sold key is gone, the admin's added key is kept.
    await dialog.getByRole('button', { name: 'Reload Stock' }).click();
    await dialog.getByText(/^Stock reloaded: 1 items are in stock now/).waitFor();
    expect(await box.inputValue()).toBe('KEY-2\nKEY-3');

    // A key typed twice is shown at once and cannot be saved.
    await box.fill('KEY-2\nKEY-3\n KEY-3 ');
    await dialog
      .getByText(
        'Stock line 3 is the same item as line 2: each key or account can be in stock only once',
      )
      .waitFor();
    expect(await dialog.getByRole('button', { name: 'Save Stock' }).isDisabled()).toBe(true);
    await box.fill('KEY-2\nKEY-3\nKEY-4');
    await dialog.getByRole('button', { name: 'Save Stock' }).click();
    await page.getByText('Stock updated', { exact: true }).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await stockOf(product.id)).toEqual(['KEY-2', 'KEY-3', 'KEY-4']);

    // The rest of the stock sells once each; the sold key never came back.
    await buy(3);
    expect(delivered).toEqual(['KEY-1', 'KEY-2', 'KEY-3', 'KEY-4']);
    expect(new Set(delivered).size).toBe(delivered.length);
    const soldOut = await client.post('/api/purchase', { productId: product.id, quantity: 1 });
    expect(soldOut.status).toBe(409);
  });
});
