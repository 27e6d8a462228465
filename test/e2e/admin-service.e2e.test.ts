/**
 * Admin customer-service screens in a real browser (docs/specs/admin-area.md sections 2.6, 2.8,
 * 2.9, 4, 5 and 8): reply to a support ticket and close it; approve a warranty claim with a
 * replacement from stock that the customer then reads on their order; create, edit, toggle and
 * delete a coupon, and use it on a product page as a customer.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestClient, type TestStore } from '../support/store';
import { seriousViolations } from './axe';
import { discountedUnitPriceCents } from '../../contracts/coupon-price';
import { closeContextsAfterEachTest, launchBrowser } from './browser';
import { SCREENSHOT_VIEWPORTS } from './screenshots';
import { expectToast } from './toasts';
import { registerAdmin } from './admin-browser';

let store: TestStore;
let browser: Browser;
let admin: TestClient;

interface Product {
  id: number;
  name: string;
  price: string;
  isActive: boolean;
  deliveryType: string;
  warrantyDays: number;
  productUrl: string;
  category: { customUrl: string } | null;
  autoDeliveryStock: string[];
}

beforeAll(async () => {
  store = await startTestStore({ SEED_DEMO: 'true' });
  browser = await launchBrowser();
  admin = await registerAdmin(store);
});
afterAll(async () => {
  await browser?.close();
  await store?.stop();
});
closeContextsAfterEachTest(() => browser);

/** A browser context signed in as the admin through /auth, like a person would. */
async function signedInAdmin(): Promise<{ context: BrowserContext; page: Page }> {
  // bypassCSP: axe-core is injected as an inline script, which the store's CSP forbids.
  const context = await browser.newContext({
    viewport: SCREENSHOT_VIEWPORTS.desktop,
    bypassCSP: true,
  });
  const page = await context.newPage();
  await page.goto(`${store.url}/auth`);
  await page.getByLabel('Email').fill('admin@keymart.test');
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${store.url}/`);
  return { context, page };
}

/** A browser context signed in as a new customer (registered through the API), with a balance. */
async function newCustomer(
  email: string,
  firstName: string,
  balance?: string,
): Promise<{ context: BrowserContext; page: Page; id: number }> {
  const context = await browser.newContext({ viewport: SCREENSHOT_VIEWPORTS.desktop });
  const answer = await context.request.post(`${store.url}/api/register`, {
    data: { email, password: 'secret123', firstName, lastName: 'Tester', country: 'uae' },
  });
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: number };
  if (balance) {
    const added = await admin.post(`/api/admin/users/${id}/balance`, {
      amount: balance,
      operation: 'add',
    });
    expect(added.status).toBe(200);
  }
  return { context, page: await context.newPage(), id };
}

/** Products of the demo catalogue as the admin sees them. */
async function adminProducts(): Promise<Product[]> {
  return (await admin.get('/api/admin/products')).body as Product[];
}

const cents = (dollars: string) => Math.round(Number(dollars) * 100);
const dollars = (amount: number) => `$${(amount / 100).toFixed(2)}`;

describe('Admin support', () => {
  it('finds a ticket by customer e-mail, replies as Support Team, sets it pending and closes it', async () => {
    const nadia = await newCustomer('nadia@keymart.test', 'Nadia');
    const omar = await newCustomer('omar@keymart.test', 'Omar');
    const opened = await nadia.context.request.post(`${store.url}/api/support/tickets`, {
      data: {
        subject: 'Licence key not accepted',
        message: 'The key from my order says it is invalid.',
        priority: 'high',
      },
    });
    expect(opened.status()).toBe(201);
    const ticketId = ((await opened.json()) as { id: number }).id;
    await omar.context.request.post(`${store.url}/api/support/tickets`, {
      data: { subject: 'Invoice request', message: 'Please send an invoice.', priority: 'low' },
    });
    // A visitor's message from the contact form: a guest ticket.
    const guest = await omar.context.request.post(`${store.url}/api/contact`, {
      data: {
        name: 'Gus Guest',
        email: 'gus@example.test',
        subject: 'Do you ship to Chile?',
        message: 'Asking before I sign up.',
      },
    });
    expect(guest.status()).toBe(201);

    const { context, page } = await signedInAdmin();
    await page.goto(`${store.url}/admin/support`);
    const grid = page.getByRole('grid', { name: 'Support tickets' });
    const nadiaRow = grid.getByRole('row', { name: /Licence key not accepted/ });
    await nadiaRow.getByText('nadia@keymart.test').waitFor();
    await nadiaRow.getByText('Open', { exact: true }).waitFor();
    await nadiaRow.getByText('High priority').waitFor();
    await grid.getByRole('row', { name: /Invoice request/ }).waitFor();
    const guestRow = grid.getByRole('row', { name: /Do you ship to Chile/ });
    await guestRow.getByText('Guest: Gus Guest <gus@example.test>').waitFor();

    // Search by customer e-mail, then by subject.
    await page.getByLabel('Search by subject or customer e-mail').fill('nadia@');
    await expect.poll(() => grid.getByRole('row', { name: /Invoice request/ }).count()).toBe(0);
    await nadiaRow.waitFor();
    await page.getByLabel('Search by subject or customer e-mail').fill('invoice');
    await grid.getByRole('row', { name: /Invoice request/ }).waitFor();
    await expect.poll(() => nadiaRow.count()).toBe(0);
    await page.getByLabel('Search by subject or customer e-mail').fill('no such ticket');
    await page.getByText('No search results found').waitFor();
    await page.getByLabel('Search by subject or customer e-mail').fill('');

    // The ticket dialog with the thread.
    await nadiaRow.getByRole('button', { name: 'View ticket Licence key not accepted' }).click();
    const dialog = page.getByRole('dialog', { name: 'Licence key not accepted' });
    const thread = dialog.getByRole('log');
    await thread.getByText('The key from my order says it is invalid.').waitFor();
    await thread.getByText('Nadia Tester').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A blank reply cannot be sent; a real one shows as Support Team.
    const send = dialog.getByRole('button', { name: 'Send Reply' });
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Reply' }).fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await dialog
      .getByRole('textbox', { name: 'Reply' })
      .fill('Sorry about that! Here is a new key: WXYZ-9876.');
    await send.click();
    await expectToast(page, 'Reply sent');
    await thread.getByText('Sorry about that! Here is a new key: WXYZ-9876.').waitFor();
    await thread.getByText('Support Team').waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Reply' }).inputValue()).toBe('');
    // A reply to an open ticket puts it in progress (the server's rule).
    await dialog.getByText('In Progress').waitFor();

    // The customer reads the reply as Support Team.
    const messages = (await (
      await nadia.context.request.get(`${store.url}/api/support/tickets/${ticketId}/messages`)
    ).json()) as { message: string; isAdminReply: boolean }[];
    expect(messages.at(-1)).toMatchObject({
      message: 'Sorry about that! Here is a new key: WXYZ-9876.',
      isAdminReply: true,
    });

    // Pending, then closed: each button is disabled once its status holds.
    const setPending = dialog.getByRole('button', { name: 'Set Pending' });
    const close = dialog.getByRole('button', { name: 'Close Ticket' });
    await setPending.click();
    await expectToast(page, 'Status updated');
    await expect.poll(() => setPending.isDisabled()).toBe(true);
    expect(await close.isDisabled()).toBe(false);
    await dialog.getByText('Pending', { exact: true }).waitFor();

    await close.click();
    await expectToast(page, 'Status updated', 'The ticket is now closed.');
    await expect.poll(() => close.isDisabled()).toBe(true);
    expect(await setPending.isDisabled()).toBe(false);
    // No reply box on a closed ticket.
    await dialog.getByText('This ticket is closed.', { exact: false }).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Reply' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await nadiaRow.getByText('Closed', { exact: true }).waitFor();

    // A guest ticket says where a reply goes: the guest has no account to read it in.
    await guestRow.getByRole('button', { name: 'View ticket Do you ship to Chile?' }).click();
    await page
      .getByRole('dialog', { name: 'Do you ship to Chile?' })
      .getByText('Guest ticket from the contact form', { exact: false })
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();

    const tickets = (await (
      await nadia.context.request.get(`${store.url}/api/support/tickets`)
    ).json()) as { id: number; status: string }[];
    expect(tickets.find((ticket) => ticket.id === ticketId)?.status).toBe('closed');
    await Promise.all([context.close(), nadia.context.close(), omar.context.close()]);
  });
});

describe('Admin warranty claims', () => {
  it('approves a claim with a replacement from stock, which the customer reads on the order', async () => {
    const { context, page } = await signedInAdmin();
    await page.goto(`${store.url}/admin/warranty`);
    await page.getByText('No warranty claims found').waitFor();

    // An automatic product with a warranty, holding exactly the bought item and one replacement.
    const product = (await adminProducts()).find(
      (p) =>
        p.isActive !== false &&
        p.deliveryType === 'automatic' &&
        p.warrantyDays > 0 &&
        cents(p.price) <= 10_000,
    )!;
    expect(product).toBeTruthy();
    const stocked = await admin.put(`/api/admin/products/${product.id}/stock`, {
      stockItems: ['first-account@mail.test : pass-1', 'replacement@mail.test : pass-2'],
    });
    expect(stocked.status).toBe(200);

    // The customer buys it and files a claim through the API.
    const leyla = await newCustomer('leyla@keymart.test', 'Leyla', '100.00');
    const bought = await leyla.context.request.post(`${store.url}/api/purchase`, {
      data: { productId: product.id, quantity: 1 },
    });
    expect(bought.status()).toBe(201);
    const order = ((await bought.json()) as { order: { id: number; orderNumber: string } }).order;
    const filed = await leyla.context.request.post(`${store.url}/api/warranty-claims`, {
      data: {
        orderId: order.id,
        claimType: 'account_access',
        description: 'The password was changed, I cannot sign in.',
      },
    });
    expect(filed.status()).toBe(201);

    // The claim card.
    await page.reload();
    const card = page.getByRole('article', { name: product.name });
    await card.getByText('leyla@keymart.test').waitFor();
    await card.getByText(order.orderNumber).waitFor();
    await card.getByText('Account Access').waitFor();
    await card.getByText('The password was changed, I cannot sign in.').waitFor();
    await card.getByText('Pending', { exact: true }).waitFor();
    await card.getByText('No response yet').waitFor();
    await card.getByText(/^Filed .* · Updated /).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Search on the server: by e-mail it stays, by another text it goes.
    await page.getByLabel('Search warranty claims').fill('leyla@');
    await card.waitFor();
    await page.getByLabel('Search warranty claims').fill('somebody-else');
    await page.getByText('No warranty claims found').waitFor();
    await page.getByLabel('Search warranty claims').fill(order.orderNumber);
    await card.waitFor();

    // Approve with a replacement from stock.
    await card.getByRole('button', { name: /^Respond/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Respond to Claim' });
    await dialog.getByText('(1 item left)', { exact: false }).waitFor();
    await dialog.getByLabel('Approve with a replacement from stock').check();
    await dialog.getByText('One item is taken from this product', { exact: false }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Reject' }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await dialog.getByRole('button', { name: 'Update Response' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Approve with Replacement' }).click();
    await expectToast(
      page,
      'Warranty claim updated',
      'The claim was approved and a replacement was taken from stock.',
    );
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Approved', { exact: true }).waitFor();
    await card.getByText('replacement@mail.test : pass-2').waitFor();

    // Exactly one item was taken.
    const after = (await adminProducts()).find((p) => p.id === product.id)!;
    expect(after.autoDeliveryStock).toEqual([]);

    // The customer sees the replacement account on the order.
    await leyla.page.goto(`${store.url}/orders/${order.id}`);
    await leyla.page.getByRole('heading', { name: 'Warranty Replacement Account' }).waitFor();
    await leyla.page.getByText('replacement@mail.test : pass-2').waitFor();
    await Promise.all([context.close(), leyla.context.close()]);
  });

  it('keeps a claim whose replacement was delivered approved, and shows why', async () => {
    const claims = (await admin.get('/api/admin/warranty-claims')).body as { id: number }[];
    const claim = claims[0]!;
    const { context, page } = await signedInAdmin();
    await page.goto(`${store.url}/admin/warranty`);
    const card = page.getByRole('article').filter({ hasText: `Claim #${claim.id}` });
    await page.getByRole('button', { name: `Respond to claim ${claim.id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Respond to Claim' });
    await dialog.getByLabel('Admin Response').fill('Changed my mind');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expectToast(
      page,
      'Error',
      'A replacement was delivered for this claim, so it stays approved',
    );
    await page.reload();
    await card.getByText('Approved', { exact: true }).waitFor();
    await card.getByText('replacement@mail.test : pass-2').waitFor();
    await context.close();
  });

  it('updates the response as pending and sends only a non-blank response', async () => {
    // A second claim, on a new order: no replacement was handed out, so its status may change.
    const product = (await adminProducts()).find(
      (p) =>
        p.isActive !== false &&
        p.deliveryType === 'automatic' &&
        p.warrantyDays > 0 &&
        cents(p.price) <= 10_000,
    )!;
    const stocked = await admin.put(`/api/admin/products/${product.id}/stock`, {
      stockItems: ['second-account@mail.test : pass-3'],
    });
    expect(stocked.status).toBe(200);
    const deniz = await newCustomer('deniz@keymart.test', 'Deniz', '100.00');
    const bought = await deniz.context.request.post(`${store.url}/api/purchase`, {
      data: { productId: product.id, quantity: 1 },
    });
    expect(bought.status()).toBe(201);
    const order = ((await bought.json()) as { order: { id: number } }).order;
    const filed = await deniz.context.request.post(`${store.url}/api/warranty-claims`, {
      data: {
        orderId: order.id,
        claimType: 'product_defect',
        description: 'It stopped working.',
      },
    });
    expect(filed.status()).toBe(201);
    const claim = (await filed.json()) as { id: number };
    await deniz.context.close();

    const { context, page } = await signedInAdmin();
    await page.goto(`${store.url}/admin/warranty`);
    await page.getByRole('button', { name: `Respond to claim ${claim.id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Respond to Claim' });
    await dialog.getByLabel('Admin Response').fill('We are looking into it.');
    const first = page.waitForRequest((request) => request.method() === 'PUT');
    await dialog.getByRole('button', { name: 'Update Response' }).click();
    expect((await first).postDataJSON()).toEqual({
      status: 'pending',
      adminResponse: 'We are looking into it.',
    });
    await expectToast(page, 'Warranty claim updated', 'The response was updated');
    const card = page.getByRole('article').filter({ hasText: `Claim #${claim.id}` });
    await card.getByText('We are looking into it.').waitFor();

    // Blank: the current response stays.
    await page.getByRole('button', { name: `Respond to claim ${claim.id}` }).click();
    await dialog.getByLabel('Admin Response').fill('   ');
    const sent = page.waitForRequest((request) => request.method() === 'PUT');
    await dialog.getByRole('button', { name: 'Update Response' }).click();
    expect((await sent).postDataJSON()).toEqual({ status: 'pending' });
    await expectToast(page, 'Warranty claim updated', 'The response was updated');
    await card.getByText('Pending', { exact: true }).waitFor();
    await card.getByText('We are looking into it.').waitFor();

    await page.getByRole('button', { name: `Respond to claim ${claim.id}` }).click();
    await dialog.getByLabel('Admin Response').fill('  Please use the new account above.  ');
    const rejected = page.waitForRequest((request) => request.method() === 'PUT');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    expect((await rejected).postDataJSON()).toEqual({
      status: 'rejected',
      adminResponse: 'Please use the new account above.',
    });
    await expectToast(page, 'Warranty claim updated', 'The claim was rejected.');
    await card.getByText('Rejected', { exact: true }).waitFor();
    await card.getByText('Please use the new account above.').waitFor();
    await context.close();
  });
});

describe('Admin coupons', () => {
  it('creates a coupon in the admin screen that a customer uses on a product page', async () => {
    const { context, page } = await signedInAdmin();
    await page.goto(`${store.url}/admin/coupons`);
    await page.getByText('No coupons yet').waitFor();

    // Required fields, with the display default of max usage 1.
    await page.getByRole('button', { name: 'Add Coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Coupon' });
    expect(await dialog.getByLabel('Max Usage').inputValue()).toBe('1');
    expect(await dialog.getByLabel('Active').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    await dialog.getByText('Code is required').waitFor();
    await dialog.getByText('Discount is required').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Code').fill('spring25');
    expect(await dialog.getByLabel('Code').inputValue()).toBe('SPRING25');
    await dialog.getByLabel('Discount').fill('101');
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    await dialog.getByText('Discount must be between 1 and 100').waitFor();
    await dialog.getByLabel('Discount').fill('25');
    await dialog.getByLabel('Expires At').fill('2030-12-31T23:59');
    const created = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/admin/coupons'),
    );
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    const body = (await created).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      code: 'SPRING25',
      discountPercentage: 25,
      maxUsage: 1,
      isActive: true,
    });
    // The expiry carries the browser's offset and names the typed local time.
    expect(body.expiresAt).toMatch(/^2030-12-31T23:59:00[+-]\d{2}:\d{2}$/);
    await expectToast(page, 'Coupon created');
    await dialog.waitFor({ state: 'hidden' });

    const card = page.getByRole('article', { name: 'SPRING25' });
    await card.getByText('25% off').waitFor();
    await card.getByText('0/1').waitFor();
    await card.getByText('Expires Dec 31, 2030 23:59').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByText('Active', { exact: true }).first().waitFor();

    // A second coupon with the same code: the server's message is shown.
    await page.getByRole('button', { name: 'Add Coupon' }).click();
    await dialog.getByLabel('Code').fill('SPRING25');
    await dialog.getByLabel('Discount').fill('10');
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    await dialog.getByRole('alert').getByText('A coupon with this code already exists').waitFor();
    await expectToast(page, 'Error', 'A coupon with this code already exists');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Edit: 5 uses.
    await card.getByRole('button', { name: 'Edit SPRING25' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Coupon' });
    expect(await editDialog.getByLabel('Expires At').inputValue()).toBe('2030-12-31T23:59');
    await editDialog.getByLabel('Max Usage').fill('5');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Coupon updated');
    await card.getByText('0/5').waitFor();

    // Inactive, then active again: the badge follows at once.
    await card.getByLabel('Active: SPRING25').click();
    await card.getByText('Inactive').waitFor();
    await expectToast(page, 'Coupon updated', 'SPRING25 is now inactive.');
    await expect
      .poll(async () => ((await admin.get('/api/admin/coupons')).body as any[])[0].isActive)
      .toBe(false);
    await card.getByLabel('Active: SPRING25').click();
    await expectToast(page, 'Coupon updated', 'SPRING25 is now active.');
    await expect.poll(() => card.getByText('Inactive').count()).toBe(0);

    // The customer applies it on a product page: the total shows 25% off.
    const product = (await adminProducts()).find(
      (p) =>
        p.isActive !== false &&
        p.deliveryType === 'automatic' &&
        p.autoDeliveryStock.length > 0 &&
        cents(p.price) >= 400 &&
        cents(p.price) <= 10_000,
    )!;
    expect(product).toBeTruthy();
    const priceCents = cents(product.price);
    const discountCents = priceCents - discountedUnitPriceCents(priceCents, 25);
    const sami = await newCustomer('sami@keymart.test', 'Sami', '100.00');
    await sami.page.goto(
      `${store.url}/category/${product.category!.customUrl}/${product.productUrl}`,
    );
    await sami.page.getByRole('heading', { name: product.name }).first().waitFor();
    await expect
      .poll(() => sami.page.getByLabel('Total price').textContent())
      .toBe(dollars(priceCents));
    await sami.page.getByLabel('Coupon code').fill('spring25');
    await sami.page.getByRole('button', { name: 'Apply' }).click();
    await sami.page.getByText('Coupon SPRING25 applied: 25% off').waitFor();
    await expect
      .poll(() => sami.page.getByLabel('Total price').textContent())
      .toBe(dollars(priceCents - discountCents));
    await sami.page.getByRole('button', { name: 'Buy Now' }).click();
    await sami.page.getByRole('button', { name: 'Confirm Purchase' }).click();
    await sami.page.waitForURL(`${store.url}/orders`);
    const orders = (await (await sami.context.request.get(`${store.url}/api/orders`)).json()) as {
      totalAmount: string;
    }[];
    expect(cents(orders[0]!.totalAmount)).toBe(priceCents - discountCents);

    // The admin sees one use. A coupon whose uses are all taken, or whose expiry has passed, is
    // marked so, although its switch is on.
    await page.reload();
    await card.getByText('1/5').waitFor();
    const [spring] = (await admin.get('/api/admin/coupons')).body as { id: number }[];
    expect((await admin.put(`/api/admin/coupons/${spring!.id}`, { maxUsage: 1 })).status).toBe(200);
    const old = await admin.post('/api/admin/coupons', {
      code: 'OLD10',
      discountPercentage: 10,
      maxUsage: 1,
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect(old.status).toBe(201);
    await page.reload();
    await card.getByText('Used up', { exact: true }).waitFor();
    const badges = (article: Locator) => article.locator('.MuiChip-label').allTextContents();
    expect(await badges(card)).toEqual(['Used up']);
    const oldCard = page.getByRole('article', { name: 'OLD10' });
    await oldCard.getByText('Expired', { exact: true }).waitFor();
    expect(await badges(oldCard)).toEqual(['Expired']);
    expect(await seriousViolations(page)).toEqual([]);
    expect((await admin.delete(`/api/admin/coupons/${old.body.id}`)).status).toBe(200);

    // Deleting asks first.
    await page.reload();
    await card.getByRole('button', { name: 'Delete SPRING25' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Coupon' });
    await confirm
      .getByText('Are you sure you want to delete the coupon SPRING25?', { exact: false })
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Coupon deleted');
    await page.getByText('No coupons yet').waitFor();
    expect((await admin.get('/api/admin/coupons')).body).toEqual([]);
    await Promise.all([context.close(), sami.context.close()]);
  });
});
