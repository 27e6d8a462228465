/**
 * The product page in a real browser (docs/specs/customer-area.md sections 2, 4, 5, 6, 8
 * and 9): its figures and tabs, a purchase with a coupon, the insufficient-balance redirect,
 * posting a review, recommendations whose links resolve, Product Not Found, search data, and
 * hostile BBCode that must stay inert.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestClient, type TestStore } from '../support/store';
import { discountedUnitPriceCents } from '../../contracts/coupon-price';
import { seriousViolations } from './axe';
import { closeContextsAfterEachTest, launchBrowser, openInApp } from './browser';
import { registerAdmin } from './admin-browser';

interface Product {
  id: number;
  name: string;
  price: string;
  productUrl: string;
  customUrl: string;
  categoryId: number | null;
  metaTitle: string;
  metaDescription: string;
  deliveryType: 'automatic' | 'manual';
  warrantyDays: number;
  stock: number;
  category: { id: number; name: string; customUrl: string } | null;
}

let store: TestStore;
let browser: Browser;
let admin: TestClient;
let products: Product[];

beforeAll(async () => {
  store = await startTestStore({ SEED_DEMO: 'true' });
  browser = await launchBrowser();
  admin = await registerAdmin(store);
  products = (await admin.get('/api/products')).body;
});
afterAll(async () => {
  await browser?.close();
  await store?.stop();
});
closeContextsAfterEachTest(() => browser);

const pathOf = (product: Product) =>
  `/category/${product.category?.customUrl ?? 'uncategorized'}/${product.productUrl}`;
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
const dollars = (value: number) => `$${(value / 100).toFixed(2)}`;

/**
 * A browser tab; signed in as a new customer holding `balance` dollars when an e-mail is given;
 * `forAxe`: without the store's CSP, which forbids the inline script that carries axe-core.
 */
async function openTab(
  customer?: { email: string; balance?: string },
  { forAxe = false } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    bypassCSP: forAxe,
  });
  if (customer) {
    const client = store.client();
    const user = await client.register(customer.email);
    if (customer.balance) {
      const topUp = await admin.post(`/api/admin/users/${user.id}/balance`, {
        amount: customer.balance,
        operation: 'add',
      });
      expect(topUp.status).toBeLessThan(300);
    }
    const login = await context.request.post(`${store.url}/api/login`, {
      data: { email: customer.email, password: 'secret123' },
      headers: { origin: store.url },
    });
    expect(login.status()).toBe(200);
  }
  return context.newPage();
}

/** Asserts no serious or critical axe violation on `page`, in the light and the dark theme. */
async function expectAccessibleInBothThemes(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousViolations(page), colorScheme).toEqual([]);
  }
}

/** The cheapest automatically delivered product with stock. */
function automaticProduct(): Product {
  return products
    .filter((p) => p.deliveryType === 'automatic' && p.stock > 2 && p.category)
    .sort((a, b) => cents(a.price) - cents(b.price))[0]!;
}

describe('product page', () => {
  it('shows breadcrumbs, badges, figures, How to Buy and the three tabs', async () => {
    const product = products.find(
      (p) => p.warrantyDays > 0 && p.category && p.deliveryType === 'automatic',
    )!;
    const page = await openTab();
    await page.goto(`${store.url}${pathOf(product)}`);
    await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(
      await crumbs.getByRole('link', { name: product.category!.name }).getAttribute('href'),
    ).toBe(`/category/${product.category!.customUrl}`);
    // The category badge links to the category too.
    expect(
      await page
        .locator('main')
        .getByRole('link', { name: product.category!.name, exact: true })
        .last()
        .getAttribute('href'),
    ).toBe(`/category/${product.category!.customUrl}`);

    await page.getByText(`${product.warrantyDays}-Day Warranty`, { exact: true }).waitFor();
    await page.getByText('Instant Access', { exact: true }).waitFor();
    await page.getByText('Instant Delivery').first().waitFor();
    const sold = Number((await page.getByText(/^\d+ sold today$/).textContent())!.split(' ')[0]);
    expect(sold).toBeGreaterThanOrEqual(1);
    expect(sold).toBeLessThanOrEqual(50);
    // No review yet: no rating stands without reviews behind it.
    await page.getByRole('button', { name: 'No reviews yet' }).waitFor();
    expect(await page.getByRole('img', { name: /^Rated/ }).count()).toBe(0);
    await page.getByRole('heading', { name: 'How to Buy' }).first().waitFor();

    // Description renders its BBCode (bold headings), not the tags. The tabs load after the first
    // screen has painted.
    const description = page.getByRole('tabpanel');
    await description.locator('strong').first().waitFor();
    expect(await description.locator('strong').count()).toBeGreaterThan(0);
    expect(await description.textContent()).not.toContain('[b]');

    // FAQ: a single-open accordion.
    const faqs: { question: string }[] = (await admin.get(`/api/products/${product.id}/faqs`)).body;
    expect(faqs.length).toBeGreaterThanOrEqual(2);
    await page.getByRole('tab', { name: 'FAQ' }).click();
    const first = page.getByRole('button', { name: faqs[0]!.question });
    const second = page.getByRole('button', { name: faqs[1]!.question });
    await first.click();
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    await second.click();
    await expect.poll(() => second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');

    // Reviews: visitors are invited to sign in, without a form.
    await page.getByRole('tab', { name: /Reviews/ }).click();
    await page.getByRole('link', { name: 'Sign In to Write a Review' }).waitFor();
    expect(await page.getByRole('button', { name: 'Submit Review' }).count()).toBe(0);
    await page.getByRole('tabpanel').getByText('No reviews yet').waitFor();

    // A product delivered by hand promises delivery within 15 minutes, not instant access.
    const manual = products.find((p) => p.deliveryType === 'manual' && p.category)!;
    await openInApp(page, store.url, pathOf(manual));
    await page.getByRole('heading', { name: manual.name, level: 1 }).waitFor();
    await page.getByText('Delivery within 15 minutes').first().waitFor();
    expect(await page.getByText('Instant Access', { exact: true }).count()).toBe(0);
  });

  it('applies a coupon, shows the discounted total and buys with it', async () => {
    const created = await admin.post('/api/admin/coupons', {
      code: 'SAVE15',
      discountPercentage: 15,
      maxUsage: 10,
      isActive: true,
    });
    expect(created.status).toBe(201);
    const product = automaticProduct();
    const unit = cents(product.price);
    const page = await openTab(
      { email: 'coupon-buyer@keymart.test', balance: '200.00' },
      { forAxe: true },
    );
    await page.goto(`${store.url}${pathOf(product)}`);
    await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();
    const coupon = page.getByRole('textbox', { name: 'Coupon code' });
    const total = page.getByLabel('Total price');

    // A blank code is ignored; a wrong one is refused with the server's message.
    await page.getByRole('button', { name: 'Apply' }).click();
    expect(await page.getByRole('alert').count()).toBe(0);
    await coupon.fill('NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Invalid coupon code').waitFor();

    // The code is trimmed; the discount is half up per unit, times the quantity.
    await coupon.fill('  SAVE15  ');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Coupon SAVE15 applied: 15% off').waitFor();
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    const discountedUnit = discountedUnitPriceCents(unit, 15);
    await expect.poll(() => total.textContent()).toBe(dollars(discountedUnit * 2));
    expect(await page.getByLabel('Discount').textContent()).toBe(
      `-${dollars((unit - discountedUnit) * 2)}`,
    );

    // Clearing the text clears the coupon; applying again brings it back.
    await coupon.fill('');
    await expect.poll(() => total.textContent()).toBe(dollars(unit * 2));
    await coupon.fill('SAVE15');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => total.textContent()).toBe(dollars(discountedUnit * 2));

    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.getByRole('dialog').getByText('Coupon SAVE15 (15% off)').waitFor();
    await page.getByRole('button', { name: 'Confirm Purchase' }).click();
    await page.waitForURL(`${store.url}/orders`);
    await page.getByText('Purchase Successful!').waitFor();

    const orders = (await page.request.get(`${store.url}/api/orders`)).json() as Promise<
      {
        orderNumber: string;
        totalAmount: string;
        quantity: number;
        couponCode: string | null;
        deliveredItem: string | null;
      }[]
    >;
    const [order] = await orders;
    expect(order).toMatchObject({
      quantity: 2,
      couponCode: 'SAVE15',
      totalAmount: ((discountedUnit * 2) / 100).toFixed(2),
    });

    // The order just placed comes first, marked, with its delivered keys and a Copy button.
    const first = page.locator('main').getByRole('listitem').first();
    await first.getByText('Just placed', { exact: true }).waitFor();
    expect(await first.textContent()).toContain(order!.orderNumber);
    const keys = first.getByRole('region', { name: 'Delivered item' });
    expect(await keys.textContent()).toBe(order!.deliveredItem);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: store.url,
    });
    await first.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(order!.deliveredItem);
    await expectAccessibleInBothThemes(page);
    // A reload does not keep highlighting it.
    await page.reload();
    await page.locator('main').getByRole('listitem').first().waitFor();
    expect(await page.getByText('Just placed', { exact: true }).count()).toBe(0);
  });

  it('shows the refusal of a coupon the store no longer accepts', async () => {
    const created = await admin.post('/api/admin/coupons', {
      code: 'OLDDEAL',
      discountPercentage: 10,
      maxUsage: 5,
      isActive: false,
    });
    expect(created.status).toBe(201);
    const page = await openTab();
    await page.goto(`${store.url}${pathOf(automaticProduct())}`);
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('OLDDEAL');
    await page.getByRole('button', { name: 'Apply' }).click();
    const problem = page.getByRole('alert');
    await problem.waitFor();
    expect((await problem.textContent())?.trim()).toBeTruthy();
    expect(await page.getByLabel('Discount').count()).toBe(0);
  });

  it('sends a customer whose balance fell short to /add-funds', async () => {
    const product = automaticProduct();
    const email = 'short-balance@keymart.test';
    const page = await openTab({ email, balance: '100.00' });
    await page.goto(`${store.url}${pathOf(product)}`);
    await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel('Balance').textContent()).toContain('$100.00');

    // Meanwhile the balance drops below the price (the page still shows the old one).
    const users: { id: number; email: string }[] = (await admin.get('/api/admin/users')).body;
    const user = users.find((u) => u.email === email)!;
    const drop = await admin.post(`/api/admin/users/${user.id}/balance`, {
      amount: '99.99',
      operation: 'subtract',
    });
    expect(drop.status).toBeLessThan(300);

    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.getByRole('button', { name: 'Confirm Purchase' }).click();
    await page.getByText('Insufficient Balance', { exact: true }).waitFor();
    await page.getByText('Please add funds to your account to complete this purchase.').waitFor();
    await page.waitForURL(`${store.url}/add-funds`, { timeout: 5000 });
  });

  it('asks a visitor who clicks Buy Now to sign up and sends them to /auth', async () => {
    const page = await openTab();
    await page.goto(`${store.url}${pathOf(automaticProduct())}`);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.getByText('Authentication Required').waitFor();
    await page.getByText('Please signup and place order to get instant access!').waitFor();
    await page.waitForURL(`${store.url}/auth`, { timeout: 5000 });
  });

  it('posts a review that its author sees awaiting moderation', async () => {
    const product = products[3]!;
    const page = await openTab({ email: 'reviewer.jane@keymart.test' });
    await page.goto(`${store.url}${pathOf(product)}`);
    await page.getByRole('tab', { name: /Reviews/ }).click();
    const submit = page.getByRole('button', { name: 'Submit Review' });
    await submit.waitFor();
    await page.getByRole('textbox', { name: 'Your review' }).fill('   ');
    expect(await submit.isDisabled()).toBe(true);

    await page.getByRole('textbox', { name: 'Your review' }).fill('  Key worked at once.  ');
    // The stars are radio buttons: from the default 5, one step left is 4.
    await page.getByRole('radio', { name: '5 Stars' }).focus();
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByRole('radio', { name: '4 Stars' }).isChecked()).toBe(true);
    await submit.click();
    await page.getByText('Review Added').waitFor();

    const review = page.getByRole('listitem').filter({ hasText: 'Key worked at once.' });
    await review.waitFor();
    await review.getByText('Awaiting moderation').waitFor();
    await review.getByText('reviewer.jane', { exact: true }).waitFor();
    expect(await review.getByText('R', { exact: true }).count()).toBe(1);

    const stored: { rating: number; comment: string; isApproved: boolean }[] = (
      await admin.get(`/api/admin/comments?search=${encodeURIComponent('Key worked')}`)
    ).body;
    expect(stored[0]).toMatchObject({
      rating: 4,
      comment: 'Key worked at once.',
      isApproved: false,
    });

    // A visitor does not see the pending review.
    const visitor = await openTab();
    await visitor.goto(`${store.url}${pathOf(product)}`);
    await visitor.getByRole('tab', { name: /Reviews/ }).click();
    await visitor.getByRole('tabpanel').getByText('No reviews yet').waitFor();
  });

  it('shows Verified purchase on a review by a buyer and not on one by a non-buyer, with the rating and its count', async () => {
    const product = automaticProduct();
    const buyer = store.client();
    const buyerId = (await buyer.register('verified.buyer@keymart.test')).id;
    const funded = await admin.post(`/api/admin/users/${buyerId}/balance`, {
      amount: '200.00',
      operation: 'add',
    });
    expect(funded.status).toBe(200);
    expect((await buyer.post('/api/purchase', { productId: product.id, quantity: 1 })).status).toBe(
      201,
    );
    const nonBuyer = store.client();
    await nonBuyer.register('never.bought@keymart.test');
    for (const [client, comment, rating] of [
      [buyer, 'Bought it and the key worked.', 5],
      [nonBuyer, 'Looks like a good deal.', 4],
    ] as const) {
      const posted = await client.post(`/api/products/${product.id}/comments`, { comment, rating });
      expect(posted.status).toBe(201);
      const approved = await admin.put(`/api/admin/comments/${posted.body.id}`, {
        isApproved: true,
      });
      expect(approved.status).toBe(200);
    }

    // A card's review link opens the product page on its Reviews tab.
    const page = await openTab(undefined, { forAxe: true });
    await page.goto(`${store.url}${pathOf(product)}#reviews`);
    const byBuyer = page.getByRole('listitem').filter({ hasText: 'Bought it and the key worked.' });
    await byBuyer.getByText('Verified purchase', { exact: true }).waitFor();
    const byNonBuyer = page.getByRole('listitem').filter({ hasText: 'Looks like a good deal.' });
    await byNonBuyer.waitFor();
    expect(await byNonBuyer.getByText('Verified purchase').count()).toBe(0);
    await page.getByRole('button', { name: '(2 reviews)' }).waitFor();
    await page.getByRole('img', { name: 'Rated 4.5 out of 5' }).waitFor();
    await expectAccessibleInBothThemes(page);

    // Its card shows the rating with its count; an unreviewed product's card links to its reviews.
    await openInApp(page, store.url, `/category/${product.category!.customUrl}`);
    await page
      .getByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews', exact: true })
      .waitFor();
    const unreviewed = products.find(
      (p) => p.categoryId === product.categoryId && p.id !== product.id,
    )!;
    const link = page.getByRole('link', {
      name: `No reviews yet: reviews of ${unreviewed.name}`,
      exact: true,
    });
    expect(await link.getAttribute('href')).toBe(`${pathOf(unreviewed)}#reviews`);
  });

  it('recommends 4 other products whose product-{id} links open them, and up to 3 similar ones', async () => {
    const product = products.find((p) => p.category?.customUrl === 'gaming')!;
    const page = await openTab();
    await page.goto(`${store.url}${pathOf(product)}`);
    const also = page.getByRole('region', { name: 'You May Also Like' });
    // Every product is asked for only once the section comes near the screen.
    await also.scrollIntoViewIfNeeded();
    await also.locator('article').first().waitFor();
    expect(await also.locator('article').count()).toBe(4);
    const hrefs = await also
      .getByRole('link', { name: /View Details/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      expect(href).toMatch(/^\/category\/[a-z0-9-]+\/product-\d+$/);
      expect(href).not.toMatch(new RegExp(`/product-${product.id}$`));
    }

    const similar = page.getByRole('region', { name: 'Similar Products' });
    await similar.locator('article').first().waitFor();
    const similarCount = await similar.locator('article').count();
    expect(similarCount).toBeGreaterThan(0);
    expect(similarCount).toBeLessThanOrEqual(3);
    for (const text of await similar.locator('article').allInnerTexts()) {
      expect(text).toContain(product.category!.name);
      expect(text).not.toContain(product.name);
    }

    const target = products.find((p) => hrefs[0]!.endsWith(`/product-${p.id}`))!;
    await also
      .getByRole('link', { name: /View Details/ })
      .first()
      .click();
    await page.getByRole('heading', { name: target.name, level: 1 }).waitFor();
    expect(page.url()).toBe(`${store.url}${hrefs[0]}`);
  });

  it('opens a product at /{customUrl} and leaves reserved paths alone', async () => {
    const product = products[5]!;
    const updated = await admin.put(`/api/products/${product.id}`, { customUrl: 'best-deal' });
    expect(updated.status).toBe(200);
    const page = await openTab();
    await page.goto(`${store.url}/best-deal`);
    await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();
    await page.goto(`${store.url}/admin-best-deal`);
    await page.getByRole('heading', { name: '404' }).waitFor();
  });

  it('shows Product Not Found with a link home', async () => {
    const page = await openTab();
    await page.goto(`${store.url}/category/gaming/no-such-product`);
    await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${store.url}/`);
  });

  it('sets metaTitle, metaDescription, canonical link and Product data with its offer', async () => {
    const product = products.find((p) => p.metaTitle && p.metaDescription)!;
    const page = await openTab();
    await page.goto(`${store.url}${pathOf(product)}`);
    await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe(product.metaTitle);
    const head = await page.evaluate(() => ({
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      ogType: document.querySelector('meta[property="og:type"]')?.getAttribute('content'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
        JSON.parse(s.textContent ?? 'null'),
      ),
    }));
    expect(head.description).toBe(product.metaDescription);
    expect(head.canonical).toBe(`${store.url}${pathOf(product)}`);
    expect(head.ogType).toBe('product');
    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'Product',
      name: product.name,
      offers: { '@type': 'Offer', price: product.price, priceCurrency: 'USD' },
    });
  });

  it('renders hostile BBCode as inert text', async () => {
    const hostile = [
      '[b]Bold[/b] [url=javascript:window.__pwned=1]click[/url]',
      '[img]javascript:window.__pwned=2[/img]',
      '[img onerror=window.__pwned=3]/uploads/no-such-image.png[/img]',
      '[color=red;background:url(https://evil.example/x)]coloured[/color]',
      '<script>window.__pwned=4</script><img src=x onerror="window.__pwned=5">',
    ].join('\n');
    const created = await admin.post('/api/products', {
      name: 'Hostile Markup Test',
      price: '1.00',
      categoryId: products[0]!.categoryId,
      description: 'Plain card text.',
      longDescription: hostile,
      productUrl: 'hostile-markup-test',
      stock: 1,
      deliveryType: 'manual',
    });
    expect(created.status).toBe(201);
    const page = await openTab();
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto(
      `${store.url}/category/${products[0]!.category!.customUrl}/hostile-markup-test`,
    );
    const panel = page.getByRole('tabpanel');
    await panel.getByText('Bold', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);
    expect(await panel.locator('script, a, iframe').count()).toBe(0);
    expect(await panel.locator('img').count()).toBe(1);
    expect(await panel.locator('img').getAttribute('onerror')).toBeNull();
    expect(await panel.locator('[style*="url("]').count()).toBe(0);
    expect(await panel.textContent()).toContain('<script>window.__pwned=4</script>');
  });
});
