/**
 * Admin orders and the admin dashboard in a real browser (docs/specs/admin-area.md 2.3, 2.5, 4, 8
 * and 9): a customer buys a manually delivered product and sees the countdown to its 15-minute
 * promise, the admin finds the order by search and status, completes it with delivered text in the
 * Update Status dialog, and the customer reads the text on /orders/{id}; the dashboard's six tiles
 * show the store's figures and its latest orders, with what needs attention (an overdue manual
 * order, badged in the Overdue filter of the orders and on its page, the customer told it is
 * late); an order's page opened from its row (its delivery resend disabled: this store sends no
 * e-mail), and its customer's page; a replacement key sent from a claimed order's page, read by
 * its customer.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESEND_NEEDS_MAIL } from '../../contracts/admin-order-detail';
import { startTestStore, type TestClient, type TestStore } from '../support/store';
import { seriousViolations } from './axe';
import { expectToast } from './toasts';
import { closeContextsAfterEachTest, launchBrowser } from './browser';
import {
  currentAdminSection,
  openThemedPage,
  registerAdmin,
  signInThroughForm,
} from './admin-browser';
import type { ScreenshotViewport } from './screenshots';

interface Product {
  id: number;
  name: string;
  price: string;
  stock: number;
  deliveryType: 'automatic' | 'manual';
  productUrl: string;
  autoDeliveryStock: string[];
  warrantyDays: number;
  category: { customUrl: string } | null;
}
interface Order {
  id: number;
  orderNumber: string;
  status: string;
  totalAmount: string;
  deliveredItem: string | null;
}

let store: TestStore;
let browser: Browser;
let admin: TestClient;
let customer: TestClient;
let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;
let customerState: Awaited<ReturnType<BrowserContext['storageState']>>;
const CUSTOMER = 'deniz@keymart.test';

/** Signs in through /auth and keeps the session for later pages. */
async function signIn(email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughForm(page, store.url, email, 'secret123');
  const state = await context.storageState();
  await context.close();
  return state;
}

beforeAll(async () => {
  store = await startTestStore({ SEED_DEMO: 'true' });
  browser = await launchBrowser();
  admin = await registerAdmin(store);
  customer = store.client();
  const { id } = await customer.register(CUSTOMER);
  const funded = await admin.post(`/api/admin/users/${id}/balance`, {
    amount: '200.00',
    operation: 'add',
  });
  expect(funded.status).toBe(200);
  adminState = await signIn('admin@keymart.test');
  customerState = await signIn(CUSTOMER);
});
afterAll(async () => {
  await browser?.close();
  await store?.stop();
});
closeContextsAfterEachTest(() => browser);

async function openPage(
  path: string,
  options: {
    as?: 'admin' | 'customer';
    viewport?: ScreenshotViewport;
    theme?: 'light' | 'dark';
  } = {},
): Promise<Page> {
  const page = await openThemedPage(browser, {
    url: `${store.url}${path}`,
    state: options.as === 'customer' ? customerState : adminState,
    viewport: options.viewport,
    theme: options.theme,
  });
  return page;
}

async function products(): Promise<Product[]> {
  return (await admin.get('/api/admin/products')).body;
}

const cents = (dollars: string) => Math.round(Number(dollars) * 100);
const dollars = (amount: number) =>
  `$${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;

/** The customer's manual order, bought through the product page. */
let manualOrder: Order;
let manualProduct: Product;
/** An automatic order bought through the API. */
let automaticOrder: Order;

describe('admin orders (docs/specs/admin-area.md 2.5)', () => {
  it('completes a manual order with delivered text and the customer reads it on the order page', async () => {
    manualProduct = (await products())
      .filter((p) => p.deliveryType === 'manual' && p.stock >= 3 && cents(p.price) < 10_000)
      .sort((a, b) => cents(a.price) - cents(b.price))[0]!;

    // The customer buys it in the store.
    const shop = await openPage(
      `/category/${manualProduct.category!.customUrl}/${manualProduct.productUrl}`,
      { as: 'customer' },
    );
    await shop.getByRole('heading', { name: manualProduct.name }).first().waitFor();
    await shop.getByRole('button', { name: 'Buy Now' }).click();
    await shop.getByRole('button', { name: 'Confirm Purchase' }).click();
    await shop.waitForURL(`${store.url}/orders`);
    const mine: Order[] = (await customer.get('/api/orders')).body;
    manualOrder = mine[0]!;
    expect(manualOrder.status).toBe('pending');
    // My Orders counts down to the 15-minute promise, and the count moves.
    const timer = shop.getByRole('timer');
    await expect.poll(() => timer.innerText()).toMatch(/^Delivery within 1[45]:\d\d$/);
    const shown = await timer.innerText();
    await expect.poll(() => timer.innerText()).not.toBe(shown);
    expect(await seriousViolations(shop)).toEqual([]);

    const page = await openPage('/admin/orders');
    const grid = page.getByRole('grid', { name: 'Orders' });
    const row = grid.getByRole('row', { name: new RegExp(manualOrder.orderNumber) });
    await row.waitFor();
    await row.getByText(CUSTOMER).waitFor();
    await row.getByText(manualProduct.name).waitFor();
    await row.getByText('Pending', { exact: true }).waitFor();
    await row.getByText('Not delivered').waitFor();

    // The status filter asks the server for one status; the search for one order.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await page.getByRole('heading', { name: 'No search results found' }).waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'All Statuses' }).click();
    // The debounced search's answer arrives before the click: while it loads, the grid's overlay
    // would take the click.
    const searched = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/admin/orders' &&
        new URL(response.url()).searchParams.get('search') === manualOrder.orderNumber,
    );
    await page.getByLabel('Search orders').fill(manualOrder.orderNumber);
    await searched;
    await expect.poll(() => grid.getByRole('row').count()).toBe(2);

    // Update Status: the delivered text is only for Completed.
    await row.getByRole('button', { name: `Update Status of ${manualOrder.orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Status' });
    expect(await dialog.getByLabel('Delivered Content').isDisabled()).toBe(true);
    // The hint that says why stays readable beside the greyed box.
    await dialog.getByText('Sent only when the status is Completed.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    const delivered = 'Email: deniz.stream@accounts.example | Password: Tr0ub4dor&3';
    await dialog.getByLabel('Delivered Content').fill(delivered);
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await page.getByText('Order status updated', { exact: true }).waitFor();
    await row.getByText('Completed', { exact: true }).waitFor();
    // The list previews the first 30 characters.
    await row.getByText(`${delivered.slice(0, 30)}…`, { exact: true }).waitFor();

    const order: Order = (await customer.get(`/api/orders/${manualOrder.id}`)).body;
    expect(order).toMatchObject({ status: 'completed', deliveredItem: delivered });

    const detail = await openPage(`/orders/${manualOrder.id}`, { as: 'customer' });
    await detail.getByText(delivered).waitFor();
  });

  it('sends no delivered text when the new status is not completed', async () => {
    const automatic = (await products()).find(
      (p) => p.deliveryType === 'automatic' && p.autoDeliveryStock.length > 0,
    )!;
    const bought = await customer.post('/api/purchase', { productId: automatic.id, quantity: 1 });
    expect(bought.status).toBe(201);
    automaticOrder = bought.body.order;
    const page = await openPage('/admin/orders');
    const row = page.getByRole('row', { name: new RegExp(automaticOrder.orderNumber) });
    await row
      .getByRole('button', { name: `Update Status of ${automaticOrder.orderNumber}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Update Status' });
    // A completed automatic order shows its delivered key; set it back to In Progress.
    expect(await dialog.getByLabel('Delivered Content').inputValue()).toBe(
      automaticOrder.deliveredItem,
    );
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'In Progress' }).click();
    expect(await dialog.getByLabel('Delivered Content').isDisabled()).toBe(true);
    const sent = page.waitForRequest(
      (request) =>
        request.method() === 'PUT' &&
        request.url().endsWith(`/api/orders/${automaticOrder.id}/status`),
    );
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    expect((await sent).postDataJSON()).toEqual({ status: 'in_progress' });
    await page.getByText('Order status updated', { exact: true }).waitFor();
    await row.getByText('In Progress', { exact: true }).waitFor();
    const order: Order = (await customer.get(`/api/orders/${automaticOrder.id}`)).body;
    expect(order.status).toBe('in_progress');
  });
});

describe('admin dashboard (docs/specs/admin-area.md 2.3)', () => {
  it('shows the six figures, the latest orders and the quick actions, at /admin too', async () => {
    // A third order stays pending.
    const bought = await customer.post('/api/purchase', {
      productId: manualProduct.id,
      quantity: 2,
    });
    expect(bought.status).toBe(201);
    const pending: Order = bought.body.order;
    const revenue = [manualOrder, automaticOrder, pending]
      .map((order) => cents(order.totalAmount))
      .reduce((a, b) => a + b, 0);

    const page = await openPage('/admin');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await currentAdminSection(page)).toBe('Dashboard');
    const figures = page.getByRole('list', { name: 'Store figures' });
    const expected: [string, string][] = [
      ['Total Orders', '3'],
      ['Total Users', '2'],
      ['Pending Orders', '1'],
      ['Total Revenue', dollars(revenue)],
      ["Today's Orders", '3'],
      ['Completed Orders', '1'],
    ];
    for (const [label, value] of expected) {
      await expect
        .poll(() => figures.getByRole('listitem').filter({ hasText: label }).textContent())
        .toBe(`${label}${value}`);
    }

    const latest = page.getByRole('region', { name: 'Latest Orders' });
    for (const order of [manualOrder, automaticOrder, pending]) {
      await latest.getByText(new RegExp(order.orderNumber)).waitFor();
    }
    await latest.getByRole('link', { name: 'View all orders' }).click();
    await page.waitForURL(`${store.url}/admin/orders`);

    await page.goto(`${store.url}/admin/dashboard`);
    const actions = page.getByRole('region', { name: 'Quick Actions' }).getByRole('link');
    await actions.first().waitFor();
    const hrefs = await actions.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(hrefs).toEqual([
      '/admin/users',
      '/admin/orders',
      '/admin/products',
      '/admin/support',
      '/admin/warranty',
      '/admin/comments',
      '/admin/categories',
      '/admin/transactions',
      '/admin/coupons',
    ]);
  });

  it('lists an overdue manual order and a pending claim as needing attention, each linking to its list', async () => {
    // The pending manual order was placed 20 minutes ago (the read model's time moved back), past
    // the 15-minute promise; a completed automatic order gets a warranty claim.
    const pending: Order = (await customer.get('/api/orders')).body.find(
      (order: Order) => order.status === 'pending',
    );
    await store.core.pool.query(
      "UPDATE orders SET created_at = created_at - interval '20 minutes' WHERE id = $1",
      [pending.id],
    );
    const covered = (await products())
      .filter((p) => p.deliveryType === 'automatic' && p.warrantyDays > 0)
      .filter((p) => p.autoDeliveryStock.length > 0)
      .sort((a, b) => cents(a.price) - cents(b.price))[0]!;
    const bought = await customer.post('/api/purchase', { productId: covered.id, quantity: 1 });
    expect(bought.status).toBe(201);
    const claim = await customer.post('/api/warranty-claims', {
      orderId: bought.body.order.id,
      description: 'The key was already used.',
    });
    expect(claim.status).toBe(201);

    const page = await openPage('/admin');
    const panel = page.getByRole('region', { name: 'Needs attention' });
    const line = (label: string) => panel.getByRole('link').filter({ hasText: label });
    await expect.poll(() => line('Overdue manual orders').innerText()).toMatch(/1$/);
    await expect.poll(() => line('Manual orders waiting').innerText()).toMatch(/1$/);
    await expect.poll(() => line('Pending warranty claims').innerText()).toMatch(/1$/);
    expect(await line('Pending warranty claims').getAttribute('href')).toBe('/admin/warranty');

    // The overdue line opens the orders with the Overdue filter on: the late order, badged.
    await line('Overdue manual orders').click();
    await page.waitForURL(`${store.url}/admin/orders?overdue=true`);
    const overdueOnly = page.getByRole('button', { name: 'Overdue only' });
    expect(await overdueOnly.getAttribute('aria-pressed')).toBe('true');
    const grid = page.getByRole('grid', { name: 'Orders' });
    const late = grid.getByRole('row', { name: new RegExp(pending.orderNumber) });
    await late.getByText('Overdue', { exact: true }).waitFor();
    await expect.poll(() => grid.getByRole('row').count()).toBe(2);
    await overdueOnly.click();
    await expect.poll(() => grid.getByRole('row').count()).toBeGreaterThan(2);
    // Only the late order is badged; its page shows the badge too.
    await expect.poll(() => grid.getByText('Overdue', { exact: true }).count()).toBe(1);
    await late.getByRole('gridcell').filter({ hasText: CUSTOMER }).click();
    await page
      .getByRole('region', { name: 'Order', exact: true })
      .getByText('Overdue', { exact: true })
      .waitFor();

    // The customer is told it is taking longer, with no countdown left (dark here, light above).
    const mine = await openPage(`/orders/${pending.id}`, { as: 'customer', theme: 'dark' });
    await mine.getByRole('status').filter({ hasText: 'Taking longer than usual.' }).waitFor();
    expect(await mine.getByRole('timer').count()).toBe(0);
    expect(await seriousViolations(mine)).toEqual([]);
  });

  it("opens an order's page from its row, with its customer, events and keys, then the customer's page", async () => {
    const page = await openPage('/admin/orders');
    const grid = page.getByRole('grid', { name: 'Orders' });
    const row = grid.getByRole('row', { name: new RegExp(manualOrder.orderNumber) });
    // Enter on a focused cell of the row opens the order, as a click does.
    await row.getByRole('gridcell').filter({ hasText: manualProduct.name }).click();
    await page.waitForURL(`${store.url}/admin/orders/${manualOrder.id}`);
    await page.goBack();
    await row.getByRole('gridcell').filter({ hasText: CUSTOMER }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${store.url}/admin/orders/${manualOrder.id}`);

    await page
      .getByRole('heading', { name: `Order ${manualOrder.orderNumber}`, level: 1 })
      .waitFor();
    expect(await currentAdminSection(page)).toBe('Orders');
    const order = page.getByRole('region', { name: 'Order', exact: true });
    await order.getByText(manualProduct.name).waitFor();
    await order.getByText('Completed', { exact: true }).waitFor();
    // This store sends no e-mail: the resend is offered disabled, saying why.
    const resend = order.getByRole('button', { name: 'Resend delivery e-mail' });
    await order.getByText(RESEND_NEEDS_MAIL).waitFor();
    expect(await resend.isDisabled()).toBe(true);
    expect(await resend.getAttribute('aria-describedby')).toBe('resend-delivery-off');
    // Signed in minutes ago: the delivered text shows.
    await page
      .getByRole('region', { name: 'Key history' })
      .getByText('Email: deniz.stream@accounts.example')
      .waitFor();
    const events = page.getByRole('region', { name: 'Events' }).getByRole('listitem');
    await events
      .first()
      .getByText(new RegExp(`Order ${manualOrder.orderNumber} placed`))
      .waitFor();
    await events.last().getByText('by admin@keymart.test').waitFor();

    await page
      .getByRole('region', { name: 'Customer' })
      .getByRole('link', { name: CUSTOMER })
      .click();
    await page.getByRole('heading', { name: CUSTOMER, level: 1 }).waitFor();
    const orders = page.getByRole('region', { name: 'Orders' });
    await orders.getByRole('link', { name: new RegExp(manualOrder.orderNumber) }).waitFor();
    await page.getByRole('region', { name: 'Warranty claims' }).getByText('Pending').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('has no serious or critical accessibility violation on the dashboard and the orders, light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const dashboard = await openPage('/admin', { theme });
      await dashboard
        .getByRole('region', { name: 'Latest Orders' })
        .getByRole('listitem')
        .first()
        .waitFor();
      expect(await seriousViolations(dashboard)).toEqual([]);
      const orders = await openPage('/admin/orders', { theme });
      const row = orders.getByRole('row', { name: new RegExp(manualOrder.orderNumber) });
      await row.waitFor();
      expect(await seriousViolations(orders)).toEqual([]);
      await row
        .getByRole('button', { name: `Update Status of ${manualOrder.orderNumber}` })
        .click();
      await orders.getByRole('dialog', { name: 'Update Status' }).waitFor();
      expect(await seriousViolations(orders)).toEqual([]);
    }
  });
});

describe('replacement outside the warranty', () => {
  it('staff send a claimed order a replacement key from its page with a reason, and the customer reads the key on the order', async () => {
    // A completed automatic order claimed already: the warranty is used, staff can still replace.
    const stocked = (await products())
      .filter((p) => p.deliveryType === 'automatic' && p.autoDeliveryStock.length > 1)
      .sort((a, b) => cents(a.price) - cents(b.price))[0]!;
    const bought = await customer.post('/api/purchase', { productId: stocked.id, quantity: 1 });
    expect(bought.status).toBe(201);
    const order = bought.body.order as Order;
    expect(
      (
        await customer.post('/api/warranty-claims', {
          orderId: order.id,
          description: 'The key stopped working.',
        })
      ).status,
    ).toBe(201);

    const page = await openPage(`/admin/orders/${order.id}`);
    await page.getByRole('heading', { name: `Order ${order.orderNumber}`, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Send replacement key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send replacement key' });
    await dialog.getByText(`the next key of ${stocked.name} from stock`).waitFor();
    // Without a reason nothing is sent.
    await dialog.getByRole('button', { name: 'Send key' }).click();
    await dialog.getByText('A reason is required').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The vendor revoked the key');
    await dialog.getByRole('button', { name: 'Send key' }).click();
    await expectToast(page, 'Replacement key sent', `${CUSTOMER} now sees a new key`);
    await dialog.waitFor({ state: 'hidden' });

    const history = page.getByRole('region', { name: 'Key history' });
    await history.getByText('Replacement 1', { exact: true }).waitFor();
    await history.getByText('The vendor revoked the key').waitFor();
    await page
      .getByRole('region', { name: 'Events' })
      .getByRole('listitem')
      .last()
      .getByText('Replacement (sealed) delivered outside the warranty (The vendor revoked the key)')
      .waitFor();

    // The customer's order shows the new key with the reason.
    const replacement = (await customer.get(`/api/orders/${order.id}`)).body.replacements[0] as {
      item: string;
    };
    expect(replacement.item).not.toBe(order.deliveredItem);
    const mine = await openPage(`/orders/${order.id}`, { as: 'customer' });
    await mine.getByRole('heading', { name: 'Replacement Keys' }).waitFor();
    await mine.getByText(/The vendor revoked the key/).waitFor();
    await mine
      .getByRole('region', { name: 'Replacement key 1' })
      .getByText(replacement.item.split('\n')[0]!)
      .waitFor();
    expect(await seriousViolations(mine)).toEqual([]);
  });
});
