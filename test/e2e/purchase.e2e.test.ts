/**
 * The store's main job in a real browser: a person registers, an admin
 * adds $50 to their balance, they buy an automatically delivered licence, the order page shows
 * the delivered key and the balance chip the new balance. With a coupon, the price the product
 * page and its confirm dialog show is the price charged, and the dialog's lines add up.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { shop } from '../support/shop';
import { startTestStore, type TestClient, type TestStore } from '../support/store';
import { closeContextsAfterEachTest, launchBrowser } from './browser';
import { registerAdmin } from './admin-browser';

let store: TestStore;
let browser: Browser;
let admin: TestClient;

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

/**
 * A product of its own at `price` with two keys, a coupon of `percent`, and a browser tab signed
 * in as a new customer holding `balance`, on the product's page.
 */
async function couponPurchase(options: {
  label: string;
  price: string;
  code: string;
  percent: number;
  email: string;
  balance: string;
}) {
  const seeded = shop(admin, () => store.client(), options.label);
  const created = await seeded.product({
    price: options.price,
    items: [`${options.code}-KEY-1`, `${options.code}-KEY-2`],
  });
  const coupon = await admin.post('/api/admin/coupons', {
    code: options.code,
    discountPercentage: options.percent,
    maxUsage: 5,
  });
  expect(coupon.status).toBe(201);
  await seeded.customer(options.email, options.balance);
  const products = (await admin.get('/api/admin/products')).body as {
    id: number;
    category: { customUrl: string };
  }[];
  const category = products.find((p) => p.id === created.id)!.category.customUrl;

  const context = await browser.newContext();
  const login = await context.request.post(`${store.url}/api/login`, {
    data: { email: options.email, password: 'secret123' },
    headers: { origin: store.url },
  });
  expect(login.status()).toBe(200);
  const page = await context.newPage();
  await page.goto(`${store.url}/category/${category}/${created.productUrl}`);
  await page.getByRole('heading', { name: created.name }).first().waitFor();
  await page.getByLabel('Coupon code').fill(options.code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByText(`Coupon ${options.code} applied: ${options.percent}% off`).waitFor();
  return { page, product: created };
}

/** One line of the confirm dialog ("Unit price", "Total", ...) as "label value". */
async function dialogLine(dialog: Locator, label: string): Promise<string> {
  const row = dialog.getByText(label, { exact: true }).locator('xpath=..');
  return (await row.locator('p').allTextContents()).join(' ');
}

it('charges the coupon price the product page shows: $14.99 at 50% is $7.50 everywhere', async () => {
  const { page, product } = await couponPurchase({
    label: 'Half price',
    price: '14.99',
    code: 'HALF50',
    percent: 50,
    email: 'half@keymart.test',
    balance: '20.00',
  });
  // 14.99 x 50% = 7.495, rounded half up on the unit price: 7.50.
  await expect.poll(() => page.getByLabel('Total price').textContent()).toBe('$7.50');
  expect(await page.getByLabel('Discount').textContent()).toBe('-$7.49');

  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your order' });
  expect(await dialogLine(dialog, 'Total')).toBe('Total $7.50');
  expect(await dialogLine(dialog, 'Balance after purchase')).toBe('Balance after purchase $12.50');
  await dialog.getByRole('button', { name: 'Confirm Purchase' }).click();
  await page.waitForURL(`${store.url}/orders`);
  await page.getByText('Purchase Successful!').waitFor();

  const card = page.getByRole('listitem').filter({ hasText: product.name });
  await expect.poll(() => card.textContent()).toContain('$7.50');
  await expect.poll(() => page.getByLabel(/^Balance /).textContent()).toContain('$12.50');
  const orders = (await (await page.request.get(`${store.url}/api/orders`)).json()) as {
    totalAmount: string;
    couponCode: string | null;
  }[];
  expect(orders[0]).toMatchObject({ totalAmount: '7.50', couponCode: 'HALF50' });
  await page.context().close();
});

it('shows the list unit price, the coupon discount and a total that add up in the confirm dialog', async () => {
  const { page } = await couponPurchase({
    label: 'Twenty off',
    price: '29.99',
    code: 'SAVE20',
    percent: 20,
    email: 'twenty@keymart.test',
    balance: '100.00',
  });
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  // 29.99 x 80% = 23.992 -> 23.99 a unit; 2 units: 47.98, i.e. 59.98 less 12.00.
  await expect.poll(() => page.getByLabel('Total price').textContent()).toBe('$47.98');
  expect(await page.getByLabel('Discount').textContent()).toBe('-$12.00');
  await page.getByText('$59.98', { exact: true }).waitFor();

  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your order' });
  expect(await dialogLine(dialog, 'Unit price')).toBe('Unit price $29.99');
  expect(await dialogLine(dialog, 'Quantity')).toBe('Quantity 2');
  expect(await dialogLine(dialog, 'Coupon SAVE20 (20% off)')).toBe(
    'Coupon SAVE20 (20% off) -$12.00',
  );
  expect(await dialogLine(dialog, 'Total')).toBe('Total $47.98');
  expect(await dialogLine(dialog, 'Balance after purchase')).toBe('Balance after purchase $52.02');
  await dialog.getByRole('button', { name: 'Confirm Purchase' }).click();
  await page.waitForURL(`${store.url}/orders`);
  const orders = (await (await page.request.get(`${store.url}/api/orders`)).json()) as {
    totalAmount: string;
    quantity: number;
  }[];
  expect(orders[0]).toMatchObject({ totalAmount: '47.98', quantity: 2 });
  await page.context().close();
});
