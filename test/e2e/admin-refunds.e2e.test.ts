/**
 * Refunds in a real browser: staff refund half of an order from its admin page (the Refund dialog
 * with the rest prefilled, a reason, the confirmation; the confirm button clicked twice, which
 * refunds once), then the customer sees the refund on their order's timeline and in
 * /transactions as a refund, with the balance credited. A refusal (more than is left) stays in
 * the dialog.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shop } from '../support/shop';
import type { TestClient } from '../support/store';
import {
  openThemedPage,
  signInThroughForm,
  startAdminBrowserStore,
  stopAdminBrowserStore,
} from './admin-browser';
import type { AdminBrowserStore } from './admin-browser';
import { seriousViolations } from './axe';
import { closeContextsAfterEachTest } from './browser';
import { expectToast } from './toasts';
import type { StorageState } from './screenshots';

const CUSTOMER = 'refund-customer@keymart.test';

let started: AdminBrowserStore;
let customer: TestClient;
let customerState: StorageState;
let order: { id: number; orderNumber: string };

beforeAll(async () => {
  started = await startAdminBrowserStore();
  const { store, admin, browser } = started;
  const build = shop(admin, () => store.client(), 'Refund');
  const product = await build.product({ price: '12.00', items: ['REFUND-E2E-KEY'] });
  ({ client: customer } = await build.customer(CUSTOMER, '30.00'));
  const bought = await customer.post('/api/purchase', { productId: product.id, quantity: 1 });
  expect(bought.status).toBe(201);
  order = bought.body.order;
  const context = await browser.newContext();
  await signInThroughForm(await context.newPage(), store.url, CUSTOMER, 'secret123');
  customerState = await context.storageState();
  await context.close();
});
afterAll(() => stopAdminBrowserStore(started));
closeContextsAfterEachTest(() => started.browser);

function openPage(path: string, state: StorageState): Promise<Page> {
  return openThemedPage(started.browser, { url: `${started.store.url}${path}`, state });
}

describe('refunds', () => {
  it('staff refund half an order from its page; the customer sees it on the order timeline and in /transactions', async () => {
    const page = await openPage(`/admin/orders/${order.id}`, started.adminState);
    await page.getByRole('heading', { name: `Order ${order.orderNumber}` }).waitFor();
    await page.getByText('No refunds on this order.').waitFor();
    await page.getByRole('button', { name: 'Refund', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Refund', exact: true });
    // The rest is prefilled.
    expect(await dialog.getByLabel('Amount').inputValue()).toBe('12.00');
    await dialog.getByText('$12.00 can still be refunded.').waitFor();

    // Checked before sending: a reason, and the keys go back only with everything left.
    await dialog.getByLabel('Amount').fill('6.00');
    await dialog.getByLabel('Return the keys to stock').check();
    await dialog.getByRole('button', { name: 'Review refund' }).click();
    await dialog.getByText('A reason for the refund is required').waitFor();
    await dialog
      .getByText('Keys go back to stock only with a refund of everything left on the order')
      .waitFor();
    await dialog.getByLabel('Return the keys to stock').uncheck();
    await dialog.getByLabel('Reason').fill('The key was slow to activate');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Review refund' }).click();

    const confirm = page.getByRole('dialog', { name: 'Confirm refund' });
    await confirm.getByText(`Refund $6.00 of ${order.orderNumber} to ${CUSTOMER}`).waitFor();
    await confirm.getByText('The keys are burned').waitFor();
    // A double click sends the same Idempotency-Key twice at most: one refund.
    await confirm.getByRole('button', { name: 'Refund $6.00' }).dblclick();
    await expectToast(page, 'Refund sent', `$6.00 of ${order.orderNumber} went back`);

    const refunds = page.getByRole('region', { name: 'Refunds' });
    await refunds.getByText('$6.00 refunded, keys burned').waitFor();
    await refunds.getByText('The key was slow to activate').waitFor();
    await page.getByText('Refundable').waitFor();
    const detail = await started.admin.get(`/api/admin/orders/${order.id}`);
    expect(detail.body.order.refunds).toHaveLength(1);
    expect(detail.body.refundableAmount).toBe('6.00');

    // The customer: the order's timeline, the transactions, the balance.
    const mine = await openPage(`/orders/${order.id}`, customerState);
    const timeline = mine.getByRole('list').filter({ hasText: 'Order Created' });
    await timeline.getByText('Refunded $6.00').waitFor();
    await timeline.getByText('The key was slow to activate').waitFor();
    // A refund that left part of the order paid leaves the key with the customer.
    await mine.getByText('REFUND-E2E-KEY').waitFor();

    await mine.goto(`${started.store.url}/transactions`);
    const row = mine
      .getByRole('listitem')
      .filter({ hasText: `Refund for order ${order.orderNumber}: The key was slow to activate` });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Refund ·[\s\S]*\+\$6\.00/);
    expect((await customer.get('/api/user')).body.balance).toBe('24.00');
  });

  it('keeps a refusal in the dialog, where it can be corrected', async () => {
    const page = await openPage(`/admin/orders/${order.id}`, started.adminState);
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund', exact: true });
    expect(await dialog.getByLabel('Amount').inputValue()).toBe('6.00');
    // Meanwhile another member of staff refunds part of what is left.
    const meanwhile = await started.admin.request(
      'POST',
      `/api/admin/orders/${order.id}/refunds`,
      { amount: '1.00', reason: 'Goodwill', restock: false },
      { 'Idempotency-Key': 'e2e-meanwhile' },
    );
    expect(meanwhile.status).toBe(201);
    await dialog.getByLabel('Reason').fill('Everything left');
    await dialog.getByRole('button', { name: 'Review refund' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm refund' })
      .getByRole('button', { name: 'Refund $6.00' })
      .click();
    await dialog
      .getByText('The refund cannot be more than $5.00 (paid $12.00, refunded $7.00)')
      .waitFor();
    await dialog.getByLabel('Amount').fill('5.00');
    await dialog.getByRole('button', { name: 'Review refund' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm refund' })
      .getByRole('button', { name: 'Refund $5.00' })
      .click();
    await expectToast(page, 'Refund sent');
    // Nothing is left: the action is gone.
    await page
      .getByRole('region', { name: 'Refunds' })
      .getByText('$5.00 refunded, keys burned')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Refund', exact: true }).count()).toBe(0);
    expect((await customer.get('/api/user')).body.balance).toBe('30.00');
  });
});
