/**
 * API keys in a real browser (/admin/api-keys): staff create a key with the dialog and see it once
 * (after the dialog closes only its first characters are listed), the key calls the admin API,
 * and staff revoke it after a confirmation.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../support/store';
import { ADMIN_EMAIL, signInThroughForm } from './admin-browser';
import { seriousViolations } from './axe';
import { closeContextsAfterEachTest, launchBrowser } from './browser';
import { SCREENSHOT_VIEWPORTS } from './screenshots';
import { expectToast } from './toasts';

let store: TestStore;
let browser: Browser;

beforeAll(async () => {
  store = await startTestStore();
  browser = await launchBrowser();
  await store.client().register(ADMIN_EMAIL);
});
afterAll(async () => {
  await browser?.close();
  await store?.stop();
});
closeContextsAfterEachTest(() => browser);

describe('Admin API keys', () => {
  it('staff create a key, see it once, and revoke it', async () => {
    // bypassCSP: axe-core is injected as an inline script, which the store's CSP forbids.
    const context = await browser.newContext({
      viewport: SCREENSHOT_VIEWPORTS.desktop,
      bypassCSP: true,
    });
    const page = await context.newPage();
    await signInThroughForm(page, store.url);
    await page.goto(`${store.url}/admin/api-keys`);
    await page.getByText('No API keys yet').waitFor();

    await page.getByRole('button', { name: 'Create API Key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API Key' });
    await dialog.getByRole('button', { name: 'Create Key' }).click();
    await dialog.getByText('Choose at least one scope').waitFor();
    await dialog.getByLabel('Name').fill('Warehouse sync');
    await dialog.getByLabel('orders:read: Read orders').check();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create Key' }).click();

    const shown = page.getByRole('dialog', { name: 'API Key Created' });
    await shown.getByText('it will not be shown again').waitFor();
    const key = (await shown
      .getByRole('region', { name: 'API key Warehouse sync' })
      .textContent())!;
    expect(key).toMatch(/^km_[A-Za-z0-9_-]{43}$/);
    const orders = await store
      .client()
      .request('GET', '/api/admin/orders', undefined, { authorization: `Bearer ${key}` });
    expect(orders.status).toBe(200);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'hidden' });

    const grid = page.getByRole('grid', { name: 'API keys' });
    const row = grid.getByRole('row').filter({ hasText: 'Warehouse sync' });
    await row.getByText(`${key.slice(0, 11)}…`).waitFor();
    await row.getByText('Active').waitFor();
    expect(await page.getByText(key).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('button', { name: 'Revoke' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke API Key' });
    await confirm.getByText('Are you sure you want to revoke Warehouse sync').waitFor();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expectToast(page, 'API key revoked');
    await row.getByText('Revoked').waitFor();
    const refused = await store
      .client()
      .request('GET', '/api/admin/orders', undefined, { authorization: `Bearer ${key}` });
    expect(refused.status).toBe(401);
    await context.close();
  });
});
