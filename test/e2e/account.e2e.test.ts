/**
 * The signed-in account pages in a real browser, with the spec's texts:
 * sign-up validation, Add Funds validation and the card request that opens a support ticket, a
 * warranty claim from My Orders, transaction paging, profile update and password change, the
 * dashboard; and axe-core on the account and static pages, light and dark.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestClient, type TestStore } from '../support/store';
import { seriousViolations, type AxeViolation } from './axe';
import { closeContextsAfterEachTest, launchBrowser } from './browser';
import type { ScreenshotRoute } from './screenshots';
import { expectToast } from './toasts';
import { registerAdmin } from './admin-browser';

let store: TestStore;
let browser: Browser;
let admin: TestClient;
/** An automatically delivered product with stock and a warranty, from the demo catalogue. */
let warrantyProduct: { id: number; name: string; price: string; warrantyDays: number };

const PASSWORD = 'secret123';

beforeAll(async () => {
  store = await startTestStore({ SEED_DEMO: 'true' });
  browser = await launchBrowser();
  admin = await registerAdmin(store);
  const products = (await admin.get('/api/admin/products')).body as {
    id: number;
    name: string;
    price: string;
    deliveryType: string;
    warrantyDays: number;
    autoDeliveryStock: string[];
  }[];
  warrantyProduct = products
    .filter(
      (p) =>
        p.deliveryType === 'automatic' &&
        p.warrantyDays > 0 &&
        p.autoDeliveryStock.length >= 2 &&
        Number(p.price) <= 50,
    )
    .sort((a, b) => Number(a.price) - Number(b.price))[0]!;
  expect(warrantyProduct).toBeDefined();
});
afterAll(async () => {
  await browser?.close();
  await store?.stop();
});
closeContextsAfterEachTest(() => browser);

interface Customer {
  context: BrowserContext;
  page: Page;
  user: { id: number; email: string };
}

/** A browser context signed in as a new customer (registered through the API). */
async function newCustomer(
  email: string,
  options: { viewport?: { width: number; height: number }; colorScheme?: 'light' | 'dark' } = {},
): Promise<Customer> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
  });
  const answer = await context.request.post(`${store.url}/api/register`, {
    data: { email, password: PASSWORD, firstName: 'Deniz', lastName: 'Kaya', country: 'usa' },
  });
  expect(answer.status()).toBe(201);
  const page = await context.newPage();
  return { context, page, user: (await answer.json()) as { id: number; email: string } };
}

/** The admin adds `dollars` to a customer's balance (one admin adjustment = one transaction). */
async function giveBalance(userId: number, dollars: string, reason = 'Welcome bonus') {
  const answer = await admin.post(`/api/admin/users/${userId}/balance`, {
    amount: dollars,
    operation: 'add',
    reason,
  });
  expect(answer.status).toBe(200);
}

describe('sign-up validation (docs/specs/customer-area.md section 5)', () => {
  it('keeps Create Account disabled until the terms are ticked and refuses a password shorter than 6 characters', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${store.url}/auth`);
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('First Name').fill('Selin');
    await page.getByLabel('Last Name').fill('Aydın');
    await page.getByLabel('Email').fill('selin@keymart.test');
    await page.getByLabel('Password').fill('12345');
    await page.getByLabel('Country').fill('Turkey');
    await page.getByRole('option', { name: 'Turkey' }).click();

    const create = page.getByRole('button', { name: 'Create Account' });
    expect(await create.isDisabled()).toBe(true);
    await page.getByRole('checkbox').check();
    expect(await create.isEnabled()).toBe(true);

    await create.click();
    await page.getByText('Password must be at least 6 characters').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    const login = await store.client().post('/api/login', {
      email: 'selin@keymart.test',
      password: '12345',
    });
    expect(login.status).toBe(401);

    await page.getByLabel('Password').fill('123456');
    await create.click();
    await page.waitForURL(`${store.url}/`);
    await context.close();
  });
});

describe('Add Funds (docs/specs/customer-area.md sections 5, 7, 8, 9)', () => {
  it('shows the three validation messages, the card fee, and turns a card top-up into a manual payment request with its support ticket', async () => {
    const { context, page, user } = await newCustomer('funds@keymart.test');
    await page.goto(`${store.url}/add-funds`);
    await page.getByRole('heading', { name: 'Account Balance' }).waitFor();
    expect(await page.getByRole('radio', { name: /Cryptocurrency/ }).isChecked()).toBe(true);
    const custom = page.getByLabel('Custom Amount');

    await custom.fill('0');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expectToast(page, 'Invalid amount', 'Please enter a valid amount greater than $0.');

    await page.getByRole('radio', { name: /Credit Card/ }).check();
    await custom.fill('5');
    await page.getByRole('button', { name: 'Send Request to Support' }).click();
    await expectToast(page, 'Amount too small', 'Minimum deposit for credit card is $10.');

    await custom.fill('10001');
    await page.getByRole('button', { name: 'Send Request to Support' }).click();
    await expectToast(
      page,
      'Amount too large',
      'Maximum deposit amount is $10,000 per transaction.',
    );

    // A quick amount, the 10% card fee and the total.
    await page.getByRole('button', { name: '$50', exact: true }).click();
    expect(await custom.inputValue()).toBe('50');
    const summary = page.getByRole('region', { name: 'Payment Summary' });
    await summary.getByText('Fee (10%)').waitFor();
    await summary.getByText('$5.00').waitFor();
    await summary.getByText('$55.00').waitFor();

    // Without a live chat the request goes to POST /api/manual-payment-requests, which
    // opens the support ticket.
    const answered = page.waitForResponse(
      (response) => response.url() === `${store.url}/api/manual-payment-requests`,
    );
    await page.getByRole('button', { name: 'Send Request to Support' }).click();
    const answer = await answered;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toEqual({ amount: '50.00', method: 'credit_card' });
    const request = (await answer.json()) as {
      depositId: number;
      depositNumber: string;
      ticketId: number;
    };
    await page
      .getByText(`We sent your top-up request ${request.depositNumber} to our staff`, {
        exact: false,
      })
      .waitFor();
    await page.getByRole('link', { name: 'Go to Support Center' }).waitFor();

    const tickets = (await (
      await context.request.get(`${store.url}/api/support/tickets`)
    ).json()) as {
      id: number;
      subject: string;
      priority: string;
    }[];
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({
      id: request.ticketId,
      subject: `Top-up request ${request.depositNumber}: $50.00 via Credit Card`,
      priority: 'high',
    });
    const thread = (await (
      await context.request.get(`${store.url}/api/support/tickets/${tickets[0]!.id}/messages`)
    ).json()) as { message: string }[];
    expect(thread[0]!.message).toContain('Total to pay: $55.00');
    expect(thread[0]!.message).toContain(`Account: user #${user.id}.`);
    const deposit = await (
      await context.request.get(`${store.url}/api/deposits/${request.depositId}`)
    ).json();
    expect(deposit).toMatchObject({
      amount: '50.00',
      fee: '5.00',
      method: 'credit_card',
      status: 'pending',
    });
    // Crypto payments, and the failure toast of a gateway that refuses, are in deposits.e2e.test.ts.
    await context.close();
  });
});

describe('warranty claim from My Orders (docs/specs/customer-area.md sections 4, 5, 8)', () => {
  it('claims the warranty of a completed order, then shows the approved replacement account on the order page', async () => {
    const { context, page, user } = await newCustomer('warranty@keymart.test');
    await giveBalance(user.id, '100');
    const bought = await context.request.post(`${store.url}/api/purchase`, {
      data: { productId: warrantyProduct.id, quantity: 1 },
    });
    expect(bought.status()).toBe(201);
    const { order } = (await bought.json()) as { order: { id: number; status: string } };
    expect(order.status).toBe('completed');

    await page.goto(`${store.url}/orders`);
    const claimButton = page.getByRole('button', { name: /Claim Warranty/ });
    await claimButton.click();
    const dialog = page.getByRole('dialog', { name: 'Claim Warranty' });
    await dialog.getByRole('button', { name: 'Submit Claim' }).click();
    await dialog.getByText('Please describe the problem.').waitFor();
    await dialog.getByLabel('Describe the problem').fill('The account password stopped working.');
    await dialog.getByRole('button', { name: 'Submit Claim' }).click();
    await expectToast(page, 'Warranty claim submitted successfully');
    await page.getByText('Warranty claim: Pending').waitFor();
    await expect.poll(() => claimButton.count()).toBe(0);

    // A second claim while the first is pending is refused by the server with a message.
    const again = await context.request.post(`${store.url}/api/warranty-claims`, {
      data: { orderId: order.id, claimType: 'account_access', description: 'again' },
    });
    expect(again.status()).toBeGreaterThanOrEqual(400);

    // Staff approve with a replacement account; the order page shows it and the warranty.
    const claims = (await (
      await context.request.get(`${store.url}/api/warranty-claims`)
    ).json()) as {
      id: number;
    }[];
    const replacement = 'replacement@example.com / N3w-Pa55word';
    const approved = await admin.put(`/api/admin/warranty-claims/${claims[0]!.id}`, {
      status: 'approved',
      adminResponse: replacement,
    });
    expect(approved.status).toBe(200);

    await page.goto(`${store.url}/orders/${order.id}`);
    await page.getByRole('heading', { name: 'Warranty Replacement Account' }).waitFor();
    await page
      .getByRole('region', { name: 'Replacement account' })
      .getByText(replacement)
      .waitFor();
    await page.getByRole('heading', { name: 'Warranty Information' }).waitFor();
    await page.getByText(`${warrantyProduct.warrantyDays} days`, { exact: true }).first().waitFor();
    await page.getByText(/days? left$/).waitFor();
    await page.getByText('Warranty claim: Approved').waitFor();
    await context.close();
  });
});

describe('transaction history (docs/specs/customer-area.md sections 2 and 4)', () => {
  it('pages 12 transactions 10 at a time with the spec texts and green credits', async () => {
    const { context, page, user } = await newCustomer('ledger@keymart.test');
    for (let i = 1; i <= 12; i += 1) await giveBalance(user.id, `${i}.00`, `Top-up ${i}`);

    await page.goto(`${store.url}/transactions`);
    await page.getByText('Showing 1 to 10 of 12 transactions').waitFor();
    await page.getByText('Page 1 of 2').waitFor();
    expect(await page.getByRole('main').getByRole('listitem').count()).toBe(10);
    // Newest first: the last adjustment ($12.00) leads, as a green credit with a plus.
    const first = page.getByText('+$12.00');
    await first.waitFor();
    const [red, green, blue] = (await first.evaluate((node) => getComputedStyle(node).color))
      .match(/\d+/g)!
      .map(Number);
    expect(green).toBeGreaterThan(red! + 50);
    expect(green).toBeGreaterThan(blue! + 50);
    await page
      .getByText(/^[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}$/)
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 11 to 12 of 12 transactions').waitFor();
    await page.getByText('Page 2 of 2').waitFor();
    await page.getByText('+$1.00').waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('shows No transactions yet and no pager for a new customer', async () => {
    const { context, page } = await newCustomer('empty-ledger@keymart.test');
    await page.goto(`${store.url}/transactions`);
    await page.getByText('No transactions yet').waitFor();
    expect(await page.getByText(/^Showing \d+ to/).count()).toBe(0);
    await context.close();
  });
});

describe('profile settings (docs/specs/customer-area.md sections 2, 5, 8)', () => {
  it('updates the profile with the Turkish success toast and reloads with the new name', async () => {
    const { context, page } = await newCustomer('profile@keymart.test');
    await page.goto(`${store.url}/profile`);
    const summary = page.getByRole('region', { name: 'Account summary' });
    await summary.getByText('Deniz Kaya').waitFor();
    await summary.getByText('Country: USA').waitFor();
    await page.getByLabel('Email (Cannot be changed)').waitFor();
    expect(await page.getByLabel('Email (Cannot be changed)').getAttribute('readonly')).not.toBe(
      null,
    );
    // The register form's "usa" reads as the profile's United States.
    await page.getByRole('combobox', { name: 'Country' }).getByText('United States').waitFor();

    await page.getByLabel('First Name').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('First name is required').waitFor();

    await page.getByLabel('First Name').fill('Derya');
    await page.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Germany' }).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profil bilgileriniz güncellendi.');
    await reloaded;
    await summary.getByText('Derya Kaya').waitFor();
    await summary.getByText('Country: DE').waitFor();
    await context.close();
  });

  it('refuses different new passwords without a call, then changes the password', async () => {
    const { context, page, user } = await newCustomer('password@keymart.test');
    let passwordCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/change-password')) passwordCalls += 1;
    });
    await page.goto(`${store.url}/profile`);
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('Current Password').fill(PASSWORD);
    await page.getByLabel(/^New Password/).fill('brand-new-1');
    await page.getByLabel('Confirm New Password').fill('brand-new-2');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(page, 'Hata', 'Yeni şifreler eşleşmiyor.');
    expect(passwordCalls).toBe(0);

    await page.getByLabel('Current Password').fill('not-my-password');
    await page.getByLabel('Confirm New Password').fill('brand-new-1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    // The server's message is shown as it is.
    await expectToast(page, 'Hata', 'Current password is incorrect');
    expect(passwordCalls).toBe(1);

    await page.getByLabel('Current Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(page, 'Başarılı', 'Şifreniz başarıyla değiştirildi.');
    expect(await page.getByLabel('Current Password').inputValue()).toBe('');
    expect(await page.getByLabel(/^New Password/).inputValue()).toBe('');

    const login = await store.client().post('/api/login', {
      email: user.email,
      password: 'brand-new-1',
    });
    expect(login.status).toBe(200);
    // This tab's session was renewed and still works.
    await page.goto(`${store.url}/profile`);
    await page.getByRole('region', { name: 'Account summary' }).waitFor();
    await context.close();
  });
});

describe('customer dashboard (docs/specs/admin-area.md 2.2)', () => {
  it('greets by first name and shows the tiles, the status overview and the recent lists', async () => {
    const { context, page, user } = await newCustomer('dash@keymart.test');
    await giveBalance(user.id, '80');
    const bought = await context.request.post(`${store.url}/api/purchase`, {
      data: { productId: warrantyProduct.id, quantity: 1 },
    });
    expect(bought.status()).toBe(201);
    await context.request.post(`${store.url}/api/support/tickets`, {
      data: { subject: 'Question', message: 'Hello', priority: 'low' },
    });
    const priceCents = Math.round(Number(warrantyProduct.price) * 100);
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

    await page.goto(`${store.url}/dashboard`);
    await page.getByRole('heading', { name: 'Welcome back, Deniz!' }).waitFor();
    const tile = (label: string) =>
      page.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
    await tile('Total Orders').getByText('1', { exact: true }).waitFor();
    await tile('Current Balance')
      .getByText(dollars(8000 - priceCents))
      .waitFor();
    await tile('Total Spent').getByText(dollars(priceCents)).waitFor();
    await tile('Support Tickets').getByText('1', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Order Status Overview' }).waitFor();
    await page.getByText('1/1').waitFor();
    await page
      .getByRole('region', { name: 'Recent Orders' })
      .getByText(warrantyProduct.name)
      .waitFor();
    const recent = page.getByRole('region', { name: 'Recent Transactions' });
    await recent.getByText('+$80.00').waitFor();
    await recent.getByText(`-${dollars(priceCents)}`).waitFor();
    for (const [name, href] of [
      ['Browse Products', '/'],
      ['Add Funds', '/add-funds'],
      ['My Orders', '/orders'],
      ['Get Support', '/support'],
    ] as const) {
      const link = page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name });
      expect(await link.getAttribute('href')).toBe(href);
    }
    await context.close();
  });

  it('shows Start Shopping and no status overview when there are no orders', async () => {
    const { context, page } = await newCustomer('dash-empty@keymart.test');
    await page.goto(`${store.url}/dashboard`);
    await page.getByText('No orders yet').waitFor();
    const start = page.getByRole('link', { name: 'Start Shopping' });
    expect(await start.getAttribute('href')).toBe('/');
    expect(await page.getByRole('heading', { name: 'Order Status Overview' }).count()).toBe(0);
    await context.close();
  });
});

describe('static pages (docs/specs/admin-area.md 2.18)', () => {
  it('shows 13, 12 and 11 numbered sections with their page titles, and the contact live chat opens support (for a visitor, the contact form that opens a guest ticket)', async () => {
    const { context, page } = await newCustomer('reader@keymart.test');
    for (const [url, title, sections] of [
      ['/terms', 'Terms of Service - KeyMart', 13],
      ['/privacy', 'Privacy Policy - KeyMart', 12],
      ['/refund', 'Refund Policy - KeyMart', 11],
    ] as const) {
      await page.goto(`${store.url}${url}`);
      await page.getByText('Last updated: January 2025').waitFor();
      expect(await page.title()).toBe(title);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
      expect(await page.getByRole('heading', { level: 2, name: /^\d+\. / }).count()).toBe(sections);
    }
    await page.goto(`${store.url}/contact`);
    await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();
    expect(await page.title()).toBe('Contact Us - KeyMart');
    for (const question of [
      'How fast will I receive my order?',
      'What if my account or license stops working?',
      'How do I add funds to my balance?',
    ]) {
      await page.getByRole('button', { name: question }).waitFor();
    }
    await page.getByRole('button', { name: 'Live Chat' }).click();
    await page.waitForURL(`${store.url}/support`);
    await page.getByRole('heading', { name: 'Support Center' }).waitFor();
    await context.close();
    // A visitor, who has no account, writes through the contact form: a guest ticket for staff.
    const visitor = await browser.newContext({
      bypassCSP: true,
      viewport: { width: 390, height: 844 },
      colorScheme: 'light',
    });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${store.url}/contact`);
    await visitorPage.getByRole('button', { name: 'Live Chat' }).click();
    const form = visitorPage.getByRole('dialog', { name: 'Write to Support' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Name is required').waitFor();
    expect(await form.getByText('Enter a valid email address').count()).toBe(1);
    await expect
      .poll(() => visitorPage.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('name');
    for (const colorScheme of ['light', 'dark'] as const) {
      await visitorPage.emulateMedia({ colorScheme });
      expect(await seriousViolations(visitorPage), colorScheme).toEqual([]);
    }
    await form.getByLabel('Your name').fill('Vera Visitor');
    await form.getByLabel('Your e-mail').fill('vera@example.test');
    await form.getByLabel('Subject').fill('Gift cards for Brazil?');
    await form.getByLabel('Message').fill('Do you sell gift cards that work in Brazil?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const receipt = form.getByRole('status');
    await receipt.getByText(/We have received your message/).waitFor();
    const ticketNumber = (await receipt.locator('strong').textContent()) ?? '';
    expect(ticketNumber).toMatch(/^#\d+$/);
    const tickets = (await admin.get('/api/admin/support/tickets?search=vera@example.test'))
      .body as { id: number; guest?: { name: string; email: string } }[];
    expect(tickets.map((t) => [`#${t.id}`, t.guest])).toEqual([
      [ticketNumber, { name: 'Vera Visitor', email: 'vera@example.test' }],
    ]);
    await visitor.close();
  });
});

describe('the account pages as a customer with history sees them', () => {
  const login = { email: 'screens@keymart.test', password: PASSWORD };
  let pages: ScreenshotRoute[];

  beforeAll(async () => {
    // One customer with an order, an approved claim, transactions and an answered ticket.
    const setup = store.client();
    const user = await setup.register(login.email);
    await setup.put('/api/update-profile', {
      firstName: 'Amira',
      lastName: 'Haddad',
      country: 'uae',
    });
    await giveBalance(user.id, '150', 'Bank transfer');
    const bought = await setup.post('/api/purchase', {
      productId: warrantyProduct.id,
      quantity: 1,
    });
    expect(bought.status).toBe(201);
    const order = bought.body.order as { id: number };
    const claim = (
      await setup.post('/api/warranty-claims', {
        orderId: order.id,
        claimType: 'account_access',
        description: 'The password no longer works.',
      })
    ).body as { id: number };
    await admin.put(`/api/admin/warranty-claims/${claim.id}`, {
      status: 'approved',
      adminResponse: 'replacement@example.com / N3w-Pa55word',
    });
    const ticket = (
      await setup.post('/api/support/tickets', {
        subject: 'How do I activate my license?',
        message: 'Hello, where do I enter the key I received?',
        priority: 'medium',
      })
    ).body as { id: number };
    await admin.post(`/api/admin/support/tickets/${ticket.id}/reply`, {
      message: 'Hi Amira! Open the app, go to Settings > License and paste the key.',
    });

    pages = [
      {
        name: 'dashboard',
        path: '/dashboard',
        ready: (p) => p.getByText('Order Status Overview').waitFor(),
      },
      {
        name: 'orders',
        path: '/orders',
        ready: (p) => p.getByText(warrantyProduct.name).first().waitFor(),
      },
      {
        name: 'order-detail',
        path: `/orders/${order.id}`,
        ready: (p) => p.getByText('Warranty Replacement Account').waitFor(),
      },
      {
        name: 'transactions',
        path: '/transactions',
        ready: (p) => p.getByText('+$150.00').waitFor(),
      },
      {
        name: 'support',
        path: '/support',
        ready: async (p) => {
          await p.getByRole('button', { name: /How do I activate my license/ }).click();
          await p.getByText('Support Team').waitFor();
        },
      },
      {
        name: 'add-funds',
        path: '/add-funds',
        ready: (p) => p.getByText('Account Balance').waitFor(),
      },
      {
        name: 'profile',
        path: '/profile',
        ready: (p) => p.getByText('Member since', { exact: false }).waitFor(),
      },
      {
        name: 'about',
        path: '/about',
        ready: (p) => p.getByRole('heading', { name: 'Our Story' }).waitFor(),
      },
      {
        name: 'terms',
        path: '/terms',
        ready: (p) => p.getByText('Last updated: January 2025').waitFor(),
      },
    ];
  });

  it.each(['light', 'dark'] as const)(
    'has no serious or critical axe-core violation on any account page in the %s theme',
    async (theme) => {
      const context = await browser.newContext({ bypassCSP: true, colorScheme: theme });
      expect((await context.request.post(`${store.url}/api/login`, { data: login })).status()).toBe(
        200,
      );
      const page = await context.newPage();
      await page.goto(`${store.url}${pages[0]!.path}`);
      const found: Record<string, AxeViolation[]> = {};
      // Each page is reached as a link reaches it (history.pushState, which the router follows).
      for (const { name, path: pagePath, ready } of pages) {
        await page.evaluate((to) => window.history.pushState(null, '', to), pagePath);
        await ready(page);
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[name] = violations;
      }
      expect(found).toEqual({});
      await context.close();
    },
  );
});
