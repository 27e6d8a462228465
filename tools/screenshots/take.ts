/**
 * Pictures of every page of the store for docs/style.md: `npm run screenshots` writes
 * docs/screenshots/<page>-<desktop|phone>-<light|dark>.webp. Run it after a change to the look and
 * commit the pictures with it.
 *
 * It starts a store of its own (an embedded PostgreSQL in a temporary data folder, the demo
 * catalogue) and fills it through the HTTP API as people would: a customer with a balance, an
 * order, a deposit and a support ticket, a coupon, an announcement. Then Chromium visits each
 * page as a visitor, the customer and the owner, at both sizes, in both themes. WebP at quality 80
 * keeps the full-page pictures (some 150 of them) to a size a repository can carry.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { loadConfig } from '../../application/config';
import { startKeyMart } from '../../bin/keymart';
import { TestClient } from '../../test/support/store';
import { launchBrowser, openInApp } from '../../test/e2e/browser';
import {
  SCREENSHOT_VIEWPORTS,
  saveScreenshot,
  settle,
  type ScreenshotTheme,
  type ScreenshotViewport,
  type StorageState,
} from '../../test/e2e/screenshots';

/** Where the pictures go: <repository>/docs/screenshots. */
const DOCS_SCREENSHOTS_DIR = path.resolve(import.meta.dirname, '../../docs/screenshots');

const OWNER_EMAIL = 'owner@keymart.example';
const CUSTOMER_EMAIL = 'alex@keymart.example';
const PASSWORD = 'secret123';

/** A page to picture: the file name's prefix and its path. */
interface Shot {
  name: string;
  path: string;
}

/**
 * Visits each of `shots` with `state`'s session at both sizes and in both themes and writes its
 * picture; logs each file.
 */
async function picture(
  browser: Browser,
  baseUrl: string,
  shots: readonly Shot[],
  state: StorageState | undefined,
): Promise<void> {
  for (const viewport of Object.keys(SCREENSHOT_VIEWPORTS) as ScreenshotViewport[]) {
    const context = await browser.newContext({
      viewport: SCREENSHOT_VIEWPORTS[viewport],
      deviceScaleFactor: 1,
      storageState: state,
    });
    const page = await context.newPage();
    for (const theme of ['light', 'dark'] as const satisfies readonly ScreenshotTheme[]) {
      await page.emulateMedia({ colorScheme: theme });
      for (const shot of shots) {
        await openInApp(page, baseUrl, shot.path);
        await page
          .locator('[role="progressbar"]:not([aria-valuenow])')
          .first()
          .waitFor({ state: 'detached' });
        await settle(page, theme);
        const file = await saveScreenshot(page, `${shot.name}-${viewport}-${theme}`, {
          dir: DOCS_SCREENSHOTS_DIR,
          format: 'webp',
        });
        console.log(path.relative(process.cwd(), file));
      }
    }
    await context.close();
  }
}

/** The session cookies of a client signed in as `email`, for a browser context. */
async function signedIn(browser: Browser, baseUrl: string, email: string): Promise<StorageState> {
  const context = await browser.newContext();
  const answer = await context.request.post(`${baseUrl}/api/login`, {
    data: { email, password: PASSWORD },
  });
  if (answer.status() !== 200) throw new Error(`sign-in of ${email}: ${answer.status()}`);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Fails with the answer's body unless `status` is one of `expected`. */
function expectStatus(
  what: string,
  answer: { status: number; body: unknown },
  ...expected: number[]
) {
  if (!expected.includes(answer.status))
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keymart-screenshots-'));
  const store = await startKeyMart(
    loadConfig({
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ADMIN_EMAILS: OWNER_EMAIL,
      LOG_LEVEL: 'warn',
    }),
  );
  let browser: Browser | undefined;
  try {
    const owner = new TestClient(store.url);
    await owner.register(OWNER_EMAIL, PASSWORD);
    const customer = new TestClient(store.url);
    const alex = await customer.register(CUSTOMER_EMAIL, PASSWORD);
    expectStatus(
      'credit',
      await owner.post(`/api/admin/users/${alex.id}/balance`, {
        amount: '150.00',
        operation: 'add',
      }),
      200,
    );
    const products = (
      await customer.get<{ id: number; deliveryType: string; stock: number }[]>('/api/products')
    ).body;
    const automatic = products.find((p) => p.deliveryType === 'automatic' && p.stock > 0);
    if (!automatic) throw new Error('the demo catalogue has no automatic product in stock');
    const purchase = await customer.post('/api/purchase', { productId: automatic.id, quantity: 1 });
    expectStatus('purchase', purchase, 201);
    const orders = (await customer.get<{ id: number }[]>('/api/orders')).body;
    expectStatus(
      'ticket',
      await customer.post('/api/support/tickets', {
        subject: 'How do I activate my licence?',
        message: 'The key arrived; where do I enter it?',
        priority: 'medium',
      }),
      200,
      201,
    );
    const categories = (
      await customer.get<{ customUrl: string | null; id: number }[]>('/api/categories')
    ).body;
    const category = categories[0]!;
    const product = products[0] as unknown as {
      productUrl: string;
      category: { customUrl: string };
    };

    browser = await launchBrowser();
    await picture(
      browser,
      store.url,
      [
        { name: 'home', path: '/' },
        { name: 'products', path: '/products' },
        { name: 'category', path: `/category/${category.customUrl ?? category.id}` },
        {
          name: 'product',
          path: `/category/${product.category.customUrl}/${product.productUrl}`,
        },
        { name: 'auth', path: '/auth' },
        { name: 'forgot-password', path: '/forgot-password' },
        { name: 'reset-password', path: '/reset-password?token=expired' },
        { name: 'verify-email', path: '/verify-email?token=expired' },
        { name: 'about', path: '/about' },
        { name: 'contact', path: '/contact' },
        { name: 'terms', path: '/terms' },
        { name: 'privacy', path: '/privacy' },
        { name: 'refund', path: '/refund' },
        { name: 'not-found', path: '/no-such-page' },
      ],
      undefined,
    );
    await picture(
      browser,
      store.url,
      [
        { name: 'dashboard', path: '/dashboard' },
        { name: 'orders', path: '/orders' },
        { name: 'order', path: `/orders/${orders[0]!.id}` },
        { name: 'transactions', path: '/transactions' },
        { name: 'add-funds', path: '/add-funds' },
        { name: 'support', path: '/support' },
        { name: 'profile', path: '/profile' },
      ],
      await signedIn(browser, store.url, CUSTOMER_EMAIL),
    );
    await picture(
      browser,
      store.url,
      [
        'dashboard',
        'products',
        'categories',
        'orders',
        'users',
        'support',
        'warranty',
        'coupons',
        'comments',
        'transactions',
        'reports',
        'announcements',
        'telegram',
        'audit',
      ]
        .map((section) => ({ name: `admin-${section}`, path: `/admin/${section}` }))
        .concat([
          { name: 'admin-order', path: `/admin/orders/${orders[0]!.id}` },
          { name: 'admin-user', path: `/admin/users/${alex.id}` },
        ]),
      await signedIn(browser, store.url, OWNER_EMAIL),
    );
  } finally {
    await browser?.close();
    await store.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
