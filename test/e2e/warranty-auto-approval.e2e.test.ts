/**
 * One-click warranty in a real browser: the admin turns on auto-approval in a product's Stock &
 * Warranty Policy dialog (contracts/product-policy.ts), then a customer claims the warranty of an
 * eligible order on its page and sees the replacement key there at once, without a reload.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestStore } from '../support/store';
import { shop } from '../support/shop';
import { openThemedPage, startAdminBrowserStore, stopAdminBrowserStore } from './admin-browser';
import { closeContextsAfterEachTest } from './browser';
import { expectToast } from './toasts';

let store: TestStore;
let browser: Browser;
let admin: TestClient;
let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;

beforeAll(async () => {
  ({ store, browser, admin, adminState } = await startAdminBrowserStore());
});
afterAll(() => stopAdminBrowserStore({ store, browser }));
closeContextsAfterEachTest(() => browser);

describe('one-click warranty', () => {
  it('the admin turns on auto-approval; a customer claims on the order page and sees the replacement key at once', async () => {
    const setUp = shop(admin, () => store.client(), 'Instant');
    const replacement = 'REPLACEMENT-KEY-7Q2W';
    const product = await setUp.product({ price: '5.00', items: ['FIRST-KEY-1A2B', replacement] });

    // The admin sets the policy in the dialog; a number outside its limits is refused first.
    const adminPage = await openThemedPage(browser, {
      url: `${store.url}/admin/products`,
      state: adminState,
    });
    await adminPage.getByRole('grid', { name: 'Products' }).waitFor();
    await adminPage.getByLabel('Search products').fill(product.name);
    await adminPage
      .getByRole('row', { name: new RegExp(product.name) })
      .getByRole('button', { name: `Stock & Warranty Policy: ${product.name}` })
      .click();
    const dialog = adminPage.getByRole('dialog', { name: 'Stock & Warranty Policy' });
    const autoApprove = dialog.getByLabel('Approve eligible warranty claims at once');
    expect(await autoApprove.isChecked()).toBe(false);
    const cap = dialog.getByLabel(/Auto-approved claims per customer in 90 days/);
    expect(await cap.inputValue()).toBe('3');
    await autoApprove.check();
    await cap.fill('1');
    await dialog.getByLabel(/Quarantine a batch at claim rate/).fill('150');
    await dialog.getByRole('button', { name: 'Save Policy' }).click();
    await dialog
      .getByText('Quarantine a batch at claim rate (%) must be a whole number between 0 and 100')
      .waitFor();
    await dialog.getByLabel(/Quarantine a batch at claim rate/).fill('20');
    await dialog.getByRole('button', { name: 'Save Policy' }).click();
    await expectToast(adminPage, 'Policy saved');
    await expect.poll(() => dialog.count()).toBe(0);
    const saved = (await admin.get('/api/admin/products')).body.find(
      (p: { id: number }) => p.id === product.id,
    );
    expect(saved.policy).toEqual({
      autoApproveClaims: true,
      claimCapPer90Days: 1,
      lowStockThreshold: 0,
      runOutWithinHours: 0,
      quarantineClaimRatePercent: 20,
    });

    // A customer buys the product and claims its warranty on the order's page.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const registered = await context.request.post(`${store.url}/api/register`, {
      data: {
        email: 'instant@keymart.test',
        password: 'secret123',
        firstName: 'Deniz',
        lastName: 'Kaya',
        country: 'usa',
      },
    });
    expect(registered.status()).toBe(201);
    const { id: userId } = (await registered.json()) as { id: number };
    expect(
      (
        await admin.post(`/api/admin/users/${userId}/balance`, {
          amount: '20.00',
          operation: 'add',
        })
      ).status,
    ).toBe(200);
    const bought = await context.request.post(`${store.url}/api/purchase`, {
      data: { productId: product.id, quantity: 1 },
    });
    expect(bought.status()).toBe(201);
    const { order } = (await bought.json()) as { order: { id: number } };

    const page = await context.newPage();
    await page.goto(`${store.url}/orders/${order.id}`);
    await page.getByRole('heading', { name: 'Warranty Information' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Warranty Replacement Account' }).count()).toBe(
      0,
    );
    await page.getByRole('button', { name: 'Claim Warranty' }).click();
    const claimDialog = page.getByRole('dialog', { name: 'Claim Warranty' });
    await claimDialog.getByLabel('Describe the problem').fill('The key stopped activating.');
    let claimsFetched = 0;
    page.on('request', (request) => {
      if (request.method() === 'GET' && request.url().endsWith('/api/warranty-claims'))
        claimsFetched++;
    });
    await claimDialog.getByRole('button', { name: 'Submit Claim' }).click();
    await expectToast(
      page,
      'Warranty claim submitted successfully',
      'Your claim was approved at once: the replacement account is on the order page.',
    );

    await page.getByRole('heading', { name: 'Warranty Replacement Account' }).waitFor();
    await page
      .getByRole('region', { name: 'Replacement account' })
      .getByText(replacement)
      .waitFor();
    await page.getByText('Warranty claim: Approved').waitFor();
    // Still the same page: the key came with the claim's answer, not a reload.
    expect(page.url()).toBe(`${store.url}/orders/${order.id}`);
    expect(await page.getByRole('button', { name: 'Claim Warranty' }).count()).toBe(0);
    // The lists were refreshed behind it, and still show the approved claim.
    await expect.poll(() => claimsFetched).toBeGreaterThan(0);
    await page.reload();
    await page
      .getByRole('region', { name: 'Replacement account' })
      .getByText(replacement)
      .waitFor();
  });
});
