/**
 * The built app runs under its Content Security Policy (ARCHITECTURE.md "Security
 * model"): Chromium opens the visitor's pages, signs in through the form, walks the account and
 * the admin screens and pays on the sandbox gateway's page, while every `securitypolicyviolation`
 * event and every console message about the Content Security Policy is recorded. None may occur,
 * and each page must render (a visible heading).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_PAGES } from '../../contracts/app-routes';
import { startTestStore, type TestClient, type TestStore } from '../support/store';
import { registerAdmin, signInThroughForm } from './admin-browser';
import { closeContextsAfterEachTest, launchBrowser, openInApp } from './browser';
import {
  collectViolations,
  expectClean,
  recordingContext as newRecordingContext,
  type Recorded,
} from './csp-recorder';

/**
 * An https image host outside the store (product images may be such URLs: docs/specs/admin-area.md
 * 2.4).
 */
const IMAGE_HOST = 'https://images.keymart-cdn.test';
// A 1x1 PNG, served for the outside image host.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Product {
  id: number;
  name: string;
  productUrl: string;
  deliveryType: 'automatic' | 'manual';
  stock: number;
  price: string;
  category: { id: number; customUrl: string } | null;
}

let store: TestStore;
let browser: Browser;
let admin: TestClient;
let products: Product[];
/** Every page visited, for the closing figure. */
const visited: string[] = [];

beforeAll(async () => {
  store = await startTestStore({
    SEED_DEMO: 'true',
    // BBCode [img] may show the outside host's images too, so the policy is tested on them.
    BBCODE_IMAGE_HOSTS: new URL(IMAGE_HOST).hostname,
  });
  browser = await launchBrowser();
  admin = await registerAdmin(store);
  products = (await admin.get('/api/products')).body as Product[];
});
afterAll(async () => {
  await browser?.close();
  await store?.stop();
});
closeContextsAfterEachTest(() => browser);

/** A recording context (csp-recorder.ts) that also serves the outside image host. */
async function recordingContext() {
  const recording = await newRecordingContext(browser);
  await recording.context.route(`${IMAGE_HOST}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
  );
  return recording;
}

/**
 * Opens `path`, waits until it has rendered a visible heading and gone quiet, and records. A page
 * already showing the app moves there as a link would (history.pushState, which the router
 * follows): every route's code, styles and images still load under the document's policy, without
 * the app being loaded again.
 */
async function visit(page: Page, recorded: Recorded, path: string): Promise<void> {
  await openInApp(page, store.url, path);
  await page.locator(':is(h1, h2, h3, h4, h5, h6):visible').first().waitFor({ timeout: 20_000 });
  await collectViolations(page, recorded);
  visited.push(path);
}

const productPath = (product: Product) =>
  `/category/${product.category?.customUrl ?? 'uncategorized'}/${product.productUrl}`;

describe('the built app under its Content Security Policy', () => {
  it('serves the visitor pages without a violation', async () => {
    const withImage = await admin.post('/api/products', {
      name: 'Outside Image Key',
      price: '3.00',
      categoryId: products[0]!.category!.id,
      description: 'A product whose image lives on an https image host.',
      longDescription: `[b]Bold[/b] [color=#16A34A]green[/color] [size=18]big[/size]\n[img]${IMAGE_HOST}/banner.png[/img]\n[img]/demo-images/adobe-creative-cloud-all-apps-1-month.svg[/img]`,
      productImages: [`${IMAGE_HOST}/outside-image-key.png`],
      productUrl: 'outside-image-key',
      stock: 3,
      deliveryType: 'manual',
    });
    expect(withImage.status).toBe(201);
    const { page, recorded } = await recordingContext();
    const product = products.find((p) => p.category && p.stock > 0)!;
    const pages = [
      '/',
      '/products',
      `/category/${product.category!.customUrl}`,
      productPath(product),
      `/category/${products[0]!.category!.customUrl}/outside-image-key`,
      '/auth',
      '/about',
      '/contact',
      '/terms',
      '/privacy',
      '/refund',
      '/category/no-such-category/no-such-product',
    ];
    for (const path of pages) await visit(page, recorded, path);

    // The outside https image loaded (the policy lets images come from https hosts).
    await page.goto(`${store.url}/category/${products[0]!.category!.customUrl}/outside-image-key`);
    const outside = page.locator(`img[src^="${IMAGE_HOST}/outside-image-key.png"]`).first();
    await outside.waitFor();
    await expect
      .poll(() =>
        outside.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBe(1);
    // The product tabs (FAQ with BBCode answers, reviews) mount on click.
    await page.goto(`${store.url}${productPath(product)}`);
    await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'FAQ' }).click();
    await page.getByRole('tab', { name: /Reviews/ }).click();
    await page.waitForLoadState('networkidle');
    await collectViolations(page, recorded);
    expectClean(recorded);
  });

  it('signs a customer in through the form and serves the account pages and the sandbox gateway', async () => {
    const customer = store.client();
    const user = await customer.register('csp-customer@keymart.test');
    const topUp = await admin.post(`/api/admin/users/${user.id}/balance`, {
      amount: '100.00',
      operation: 'add',
    });
    expect(topUp.status).toBeLessThan(300);
    const product = products.find((p) => p.deliveryType === 'automatic' && p.stock > 0)!;
    const bought = await customer.post('/api/purchase', { productId: product.id, quantity: 1 });
    expect(bought.status).toBeLessThan(300);
    const orders = (await customer.get('/api/orders')).body as { id: number }[];
    expect(orders.length).toBeGreaterThan(0);

    const { context, page, recorded } = await recordingContext();
    await visit(page, recorded, '/auth');
    await signInThroughForm(page, store.url, 'csp-customer@keymart.test', 'secret123');
    await collectViolations(page, recorded);
    for (const path of [
      '/dashboard',
      '/profile',
      '/orders',
      `/orders/${orders[0]!.id}`,
      '/transactions',
      '/add-funds',
      '/support',
    ])
      await visit(page, recorded, path);

    // The sandbox gateway's own page (server-rendered, with its form) runs under the policy too.
    const payment = await customer.post('/api/create-payment', { amount: '25.00' });
    expect(payment.status).toBeLessThan(300);
    const gateway = await context.newPage();
    gateway.on('console', (message) => {
      if (/content security policy/i.test(message.text()))
        recorded.consoleErrors.push(`${gateway.url()}: ${message.text()}`);
    });
    await gateway.goto((payment.body as { paymentUrl: string }).paymentUrl);
    await gateway.getByRole('heading', { level: 1 }).waitFor();
    await collectViolations(gateway, recorded);
    await gateway.getByRole('button', { name: 'Simulate successful payment' }).click();
    await gateway.waitForLoadState('networkidle');
    await gateway.getByRole('heading', { level: 1 }).waitFor();
    await collectViolations(gateway, recorded);
    visited.push('/sandbox/pay/<id>');
    expectClean(recorded);
  });

  it('serves every admin screen to a signed-in admin without a violation', async () => {
    const { page, recorded } = await recordingContext();
    await signInThroughForm(page, store.url);
    await collectViolations(page, recorded);
    // Every admin page the app has (contracts/app-routes.ts), so a new screen is checked too.
    for (const path of Object.values(APP_PAGES.admin)) await visit(page, recorded, path);
    // A dialog with the BBCode preview (the product form) renders under the policy as well.
    await visit(page, recorded, '/admin/products');
    await page.getByRole('button', { name: 'Add New Product' }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.waitForLoadState('networkidle');
    await collectViolations(page, recorded);
    expectClean(recorded);
    expect(visited.length).toBeGreaterThanOrEqual(35);
  });
});
