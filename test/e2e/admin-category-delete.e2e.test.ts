/**
 * Deleting a category that holds products, in a real browser (docs/specs/admin-area.md 2.11, 5, 8):
 * the question also says how many products it holds and asks, with a required select, where they
 * move; the category is deleted and its products are in the chosen one. An empty category is
 * deleted after the question alone.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestStore } from '../support/store';
import { startAdminBrowserStore, stopAdminBrowserStore, openThemedPage } from './admin-browser';
import { seriousViolations } from './axe';
import { closeContextsAfterEachTest } from './browser';

let store: TestStore;
let browser: Browser;
let admin: TestClient;
let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;

beforeAll(async () => {
  ({ store, browser, admin, adminState } = await startAdminBrowserStore());
});
afterAll(() => stopAdminBrowserStore({ store, browser }));
closeContextsAfterEachTest(() => browser);

describe('deleting a category from the admin categories screen', () => {
  it('deleting a category with products asks for a target category and moves them', async () => {
    const full = (await admin.post('/api/admin/categories', { name: 'Streaming Shelf' })).body;
    const other = (await admin.post('/api/admin/categories', { name: 'Spare Shelf' })).body;
    await admin.post('/api/admin/categories', { name: 'Empty Shelf' });
    const product = await admin.post('/api/products', {
      name: 'Shelf Netflix',
      price: 5,
      categoryId: full.id,
    });
    expect(product.status).toBe(201);
    const categoryNames = async () =>
      ((await admin.get('/api/admin/categories')).body as { name: string }[]).map((c) => c.name);

    const page = await openThemedPage(browser, {
      url: `${store.url}/admin/categories`,
      state: adminState,
    });
    await page.getByRole('button', { name: 'Delete Streaming Shelf' }).first().click();
    const question = page.getByRole('dialog', { name: 'Delete category' });
    await question.getByText('Are you sure you want to delete this category?').waitFor();
    await question
      .getByText(
        'Streaming Shelf holds 1 product. Choose the category to move it to; then Streaming Shelf is deleted.',
      )
      .waitFor();
    // Without a target the dialog says so and brings the person to the select.
    await question.getByRole('button', { name: 'Move and delete' }).click();
    await question.getByText('Choose the category to move the products to').waitFor();
    const target = question.getByRole('combobox', { name: /Move products to/ });
    await expect.poll(() => target.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await categoryNames()).toContain('Streaming Shelf');
    expect(await seriousViolations(page)).toEqual([]);

    await target.click();
    // The category being deleted is not offered.
    await expect
      .poll(() => page.getByRole('option').allTextContents())
      .toEqual(expect.not.arrayContaining(['Streaming Shelf']));
    await page.getByRole('option', { name: 'Spare Shelf' }).click();
    await question.getByRole('button', { name: 'Move and delete' }).click();
    await page
      .getByText('Streaming Shelf was removed; its products moved to Spare Shelf.')
      .waitFor();
    await question.waitFor({ state: 'hidden' });
    expect(await categoryNames()).not.toContain('Streaming Shelf');
    const products = (await admin.get('/api/admin/products')).body as {
      id: number;
      categoryId: number;
    }[];
    expect(products.find((p) => p.id === product.body.id)?.categoryId).toBe(other.id);

    // A category without products is deleted after the question alone.
    await page.getByRole('button', { name: 'Delete Empty Shelf' }).first().click();
    await question.getByText('Are you sure you want to delete this category?').waitFor();
    expect(await question.getByRole('combobox').count()).toBe(0);
    await question.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Empty Shelf was removed.').waitFor();
    expect(await categoryNames()).not.toContain('Empty Shelf');
  });
});
