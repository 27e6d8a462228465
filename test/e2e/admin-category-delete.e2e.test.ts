/**
 * Deleting a category that holds products, in a real browser (docs/specs/admin-area.md 2.11, 5, 8):
 * the admin is told why it was refused (how many products it holds) and the category stays; once
 * its products were moved, it is deleted.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestStore } from '../support/store';
import { startAdminBrowserStore, stopAdminBrowserStore, openThemedPage } from './admin-browser';
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
  it('shows the refusal while it holds products, and deletes it once they moved', async () => {
    const full = (await admin.post('/api/admin/categories', { name: 'Streaming Shelf' })).body;
    const other = (await admin.post('/api/admin/categories', { name: 'Spare Shelf' })).body;
    const product = await admin.post('/api/products', {
      name: 'Shelf Netflix',
      price: 5,
      categoryId: full.id,
    });
    expect(product.status).toBe(201);

    const page = await openThemedPage(browser, {
      url: `${store.url}/admin/categories`,
      state: adminState,
    });
    const deleteIt = async () => {
      await page.getByRole('button', { name: 'Delete Streaming Shelf' }).first().click();
      const question = page.getByRole('dialog', { name: 'Delete category' });
      await question.getByRole('button', { name: /^Delete/ }).click();
      await question.waitFor({ state: 'hidden' });
    };
    await deleteIt();
    await page
      .getByText('This category holds 1 product: move it to another category or delete it first')
      .waitFor();
    expect(
      ((await admin.get('/api/admin/categories')).body as { name: string }[]).map((c) => c.name),
    ).toContain('Streaming Shelf');

    await admin.put(`/api/products/${product.body.id}`, { categoryId: other.id });
    await deleteIt();
    await page.getByText('Category deleted', { exact: true }).waitFor();
    expect(
      ((await admin.get('/api/admin/categories')).body as { name: string }[]).map((c) => c.name),
    ).not.toContain('Streaming Shelf');
  });
});
