/**
 * Accounts and staff in a real browser, on one store (its mail caught by the SMTP sink) and one
 * Chromium:
 * - the account's mailed links: "Forgot password?" on the login tab -> the reset mail -> a new
 *   password -> the old session is gone -> sign in with the new one; the verification link and
 *   the profile's badge; and those pages on a phone, light and dark, without serious or critical
 *   axe-core violations;
 * - two-factor sign-in as a person does it: sign up, turn it on in /profile (the key read from the
 *   page, the codes computed here as an authenticator app would), sign out, sign in with a code,
 *   then with a recovery code, which is refused the second time; and the profile page with
 *   two-factor on through axe-core, light and dark, desktop and phone;
 * - staff roles, step-up and suspension: a support agent sees the tickets but no Users section,
 *   and the server refuses them balances; the owner is asked for the password again in place
 *   before a balance adjustment (their sign-in is older than 5 minutes) and the action then goes
 *   through, and before the stock keys show (then exported as CSV); a suspended customer's
 *   sign-in is refused with the reason to contact support; the new dialogs pass axe-core in both
 *   themes and on a phone; the owner resends a completed order's delivery e-mail from its page
 *   (keyboard, confirmation, toast, the event on the page) and the customer gets it again;
 * - the Audit Log screen (ARCHITECTURE.md "Security model", audit): a purchase an admin made while
 *   acting as a customer shows both e-mail addresses; a filter moves into the URL and narrows the
 *   rows, and going back restores both; the details dialog lists the changed fields; Export CSV
 *   exports the filtered rows; axe-core finds no serious or critical violation in light and dark
 *   on a desktop, nor on a phone;
 * - the sessions list: /profile?tab=security (the new sign-in e-mail's link) shows this browser
 *   and a phone signed in elsewhere; signing the phone out asks first and ends its cookie at once;
 *   "Sign out other sessions" ends the rest; the Security tab with its sessions passes axe-core,
 *   light and dark, desktop and phone.
 *
 * One store and one browser for all five: each part works with accounts of its own, and the
 * audit rows it reads are the order it places.
 */
import fs from 'node:fs/promises';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_SUSPENDED } from '../../domain/identity/decide-staff';
import { shop } from '../support/shop';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import type { TestClient, TestStore } from '../support/store';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminSections,
  currentAdminSection,
  downloadThrough,
  openThemedPage,
  sessionEnteredAgo,
  signInThroughForm,
  startAdminBrowserStore,
  stopAdminBrowserStore,
  type AdminBrowserStore,
} from './admin-browser';
import { seriousViolations } from './axe';
import { closeContextsAfterEachTest, openInApp } from './browser';
import { expectToast } from './toasts';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const LINKS_EMAIL = 'forgetful@keymart.test';
const OLD_PASSWORD = 'old-secret';
const NEW_PASSWORD = 'new-secret';

const TWO_FACTOR_EMAIL = 'two-factor@keymart.test';
const PASSWORD = 'secret123';
const PERIOD_MS = 30_000;

const AUDIT_CUSTOMER_EMAIL = 'layla@keymart.test';

const SESSIONS_EMAIL = 'sessions@keymart.test';
const RESEND_EMAIL = 'lost-mail@keymart.test';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let sink: SmtpSink;
let started: Partial<AdminBrowserStore> = {};
let store: TestStore;
let browser: Browser;
let owner: TestClient;

beforeAll(async () => {
  sink = await startSmtpSink();
  started = await startAdminBrowserStore({ SMTP_URL: sink.url });
  store = started.store!;
  browser = started.browser!;
  owner = started.admin!;
});
afterAll(async () => {
  await stopAdminBrowserStore(started);
  await sink?.close();
});
closeContextsAfterEachTest(() => browser);

/**
 * No serious or critical axe-core violation on `page` in light and dark, on a desktop and on a
 * phone; the page is left light, on a desktop.
 */
async function expectAccessibleInEveryTheme(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      expect(await seriousViolations(page), `${colorScheme} at ${viewport.width} px`).toEqual([]);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(DESKTOP);
}

/** The token of the newest mail with `subject` to LINKS_EMAIL, once it has arrived. */
async function mailedToken(subject: string): Promise<string> {
  return vi.waitFor(
    () => {
      const mail = sink.messages
        .filter((m) => m.to.includes(LINKS_EMAIL) && m.subject === subject)
        .at(-1);
      const token = mail && /\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
      expect(token).toBeDefined();
      return token!;
    },
    { timeout: 15_000, interval: 100 },
  );
}

/** A tab signed in as the customer (registered through the API on first use). */
async function signedInTab(register: boolean): Promise<Page> {
  const context = await browser.newContext({ bypassCSP: true });
  const body = register
    ? {
        email: LINKS_EMAIL,
        password: OLD_PASSWORD,
        firstName: 'Ece',
        lastName: 'Demir',
        country: 'usa',
      }
    : { email: LINKS_EMAIL, password: OLD_PASSWORD };
  const answer = await context.request.post(`${store.url}/api/${register ? 'register' : 'login'}`, {
    data: body,
  });
  expect(answer.ok()).toBe(true);
  return context.newPage();
}

describe('account links', () => {
  it('resets a forgotten password from the mailed link, ending the old session', async () => {
    const laptop = await signedInTab(true);
    await laptop.goto(`${store.url}/profile`);
    await laptop.getByText('Email not verified').waitFor();

    const tab = await (await browser.newContext()).newPage();
    await tab.goto(`${store.url}/auth`);
    await tab.getByRole('link', { name: 'Forgot password?' }).click();
    await tab.waitForURL(`${store.url}/forgot-password`);
    await tab.getByLabel('Email').fill(LINKS_EMAIL);
    await tab.getByRole('button', { name: 'Send reset link' }).click();
    await tab
      .getByRole('status')
      .getByText(/If an account exists for this email address/)
      .waitFor();

    const token = await mailedToken('Reset your KeyMart password');
    await tab.goto(`${store.url}/reset-password?token=${token}`);
    await tab.getByLabel(/^New Password/).fill(NEW_PASSWORD);
    await tab.getByLabel('Confirm New Password').fill('different');
    await tab.getByRole('button', { name: 'Save new password' }).click();
    await tab.getByText('The passwords do not match').waitFor();
    await tab.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await tab.getByRole('button', { name: 'Save new password' }).click();
    await tab.getByRole('heading', { name: 'Password changed' }).waitFor();

    // The laptop's session ended with the reset: the next page that asks sends it to sign in.
    await laptop.reload();
    await laptop.waitForURL(`${store.url}/auth`);

    await tab.getByRole('link', { name: 'Sign in', exact: true }).click();
    await tab.waitForURL(`${store.url}/auth`);
    await tab.getByLabel('Email').fill(LINKS_EMAIL);
    await tab.getByLabel('Password').fill(NEW_PASSWORD);
    await tab.getByRole('button', { name: 'Sign In' }).click();
    await tab.waitForURL(`${store.url}/`);

    // The same link a second time is refused, with a way to ask for a new one.
    await tab.goto(`${store.url}/reset-password?token=${token}`);
    await tab.getByLabel(/^New Password/).fill('third-secret');
    await tab.getByLabel('Confirm New Password').fill('third-secret');
    await tab.getByRole('button', { name: 'Save new password' }).click();
    await tab
      .getByRole('alert')
      .getByText(/invalid or has expired/)
      .waitFor();
    expect(await tab.getByRole('link', { name: 'Request a new link' }).isVisible()).toBe(true);
  });

  it('verifies the address from the mailed link; the profile shows it', async () => {
    const token = await mailedToken('Confirm your e-mail address for KeyMart');
    const context = await browser.newContext();
    await context.request.post(`${store.url}/api/login`, {
      data: { email: LINKS_EMAIL, password: NEW_PASSWORD },
    });
    const page = await context.newPage();
    await page.goto(`${store.url}/verify-email?token=${token}`);
    await page.getByRole('status').getByText('Your email address is verified').waitFor();
    await openInApp(page, store.url, '/profile');
    await page.getByText('Email verified').waitFor();
  });

  it.each(['light', 'dark'] as const)(
    'shows the new pages on a phone in the %s theme without serious axe-core violations',
    async (theme) => {
      const context = await browser.newContext({
        bypassCSP: true,
        colorScheme: theme,
        viewport: PHONE,
      });
      const page = await context.newPage();
      await context.request.post(`${store.url}/api/register`, {
        data: {
          email: `axe-${theme}@keymart.test`,
          password: OLD_PASSWORD,
          firstName: 'A',
          lastName: 'X',
          country: 'usa',
        },
      });
      for (const path of [
        '/profile',
        '/forgot-password',
        `/reset-password?token=${'x'.repeat(43)}`,
        '/verify-email',
      ]) {
        await openInApp(page, store.url, path);
        await page.locator('main, [role="main"]').first().waitFor();
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await seriousViolations(page), path).toEqual([]);
      }
    },
  );
});

/**
 * An authenticator app for a base32 key that never gives a time step twice (the store refuses a
 * replayed step): each code is of the step after the last one, at the earliest the step before
 * now (one step of drift is accepted either side).
 */
function authenticator(key: string) {
  const secret = Secret.fromBase32(key);
  let last = -Infinity;
  return () => {
    const now = Math.floor(Date.now() / PERIOD_MS);
    const step = Math.max(last + 1, now - 1);
    expect(step, 'the test ran out of time steps within the drift window').toBeLessThanOrEqual(
      now + 1,
    );
    last = step;
    return TOTP.generate({ secret, timestamp: step * PERIOD_MS });
  };
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('menuitem', { name: 'Sign Out' }).click(),
  ]);
}

/** Signs in with the password on /auth: the two-factor step is asked for. */
async function passwordStep(page: Page) {
  await openInApp(page, store.url, '/auth');
  await page.getByLabel('Email').fill(TWO_FACTOR_EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Two-factor code').waitFor();
}

describe('two-factor sign-in (ARCHITECTURE.md "Security model")', () => {
  it('turns on in the profile, signs in with a code and with a recovery code once, and passes axe on the profile page', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const page = await context.newPage();

    await page.goto(`${store.url}/auth`);
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('First Name').fill('Deniz');
    await page.getByLabel('Last Name').fill('Kaya');
    await page.getByLabel('Email').fill(TWO_FACTOR_EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Country').fill('Turkey');
    await page.getByRole('option', { name: 'Turkey' }).click();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${store.url}/`);

    await openInApp(page, store.url, '/profile');
    await page.getByRole('tab', { name: 'Security' }).click();
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await section.getByText('Off', { exact: true }).waitFor();
    await section.getByRole('button', { name: 'Turn on' }).click();
    await section
      .getByRole('img', { name: 'QR code that adds your KeyMart account to an authenticator app' })
      .waitFor();
    const key = (await section.getByLabel('Key for manual entry').inputValue()).replace(/ /g, '');
    const nextCode = authenticator(key);
    await section.getByLabel('Code from your app').fill('000');
    await section.getByRole('button', { name: 'Confirm' }).click();
    await section.getByText('Enter the 6-digit code from your authenticator app').waitFor();
    await section.getByLabel('Code from your app').fill(nextCode());
    await section.getByRole('button', { name: 'Confirm' }).click();

    const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    const recoveryCodes = await codes.allInnerTexts();
    expect(recoveryCodes).toHaveLength(10);
    await section.getByText('They will not be shown again.', { exact: false }).waitFor();
    await section.getByRole('button', { name: 'Copy' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await section.getByRole('button', { name: 'Done' }).click();
    await section.getByRole('button', { name: 'Turn off' }).waitFor();
    await section.getByText('On', { exact: true }).waitFor();

    await expectAccessibleInEveryTheme(page);

    await signOut(page);
    await passwordStep(page);
    await page.getByLabel('Two-factor code').fill(nextCode());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${store.url}/`);

    await signOut(page);
    await passwordStep(page);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Two-factor code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${store.url}/`);

    await signOut(page);
    await passwordStep(page);
    await page.getByLabel('Two-factor code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').getByText('Invalid two-factor code').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect((await context.request.get(`${store.url}/api/user`)).status()).toBe(401);
  });
});

let buyer: { id: number; email: string };

/**
 * A page signed in as the owner, with the claims of the owner's own session but the password
 * entered `minutesAgo` minutes ago.
 */
async function ownerPage(minutesAgo: number, options: { colorScheme?: 'light' | 'dark' } = {}) {
  const context = await browser.newContext({ bypassCSP: true, ...options });
  await context.addCookies([await sessionEnteredAgo(started.adminState!, store.url, minutesAgo)]);
  return context.newPage();
}

/** The users grid's row of `email`. */
const userRow = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

describe('staff roles', () => {
  beforeAll(async () => {
    const support = store.client();
    const agent = await support.register('agent@keymart.test');
    expect(
      (await owner.put(`/api/admin/users/${agent.id}/roles`, { roles: ['support'] })).status,
    ).toBe(200);
    const customer = store.client();
    buyer = await customer.register('buyer@keymart.test');
    const ticket = await customer.post('/api/support/tickets', {
      subject: 'Key does not activate',
      message: 'The key says it was already used.',
    });
    expect(ticket.status).toBe(201);
  });

  it('shows a support agent the tickets but no Users section, and refuses them balances', async () => {
    const page = await (await browser.newContext()).newPage();
    await signInThroughForm(page, store.url, 'agent@keymart.test', 'secret123');
    await page.goto(`${store.url}/admin`);
    await page.waitForURL(`${store.url}/admin/orders`);
    const sections = adminSections(page);
    await sections.getByRole('link', { name: 'Support' }).click();
    await page.getByText('Key does not activate').first().waitFor();
    expect(await sections.getByRole('link').allInnerTexts()).toEqual([
      'Orders',
      'Support',
      'Warranty',
    ]);
    const refused = await page.request.post(`${store.url}/api/admin/users/${buyer.id}/balance`, {
      data: { amount: '5.00', operation: 'add' },
    });
    expect(refused.status()).toBe(403);
  });

  it('asks the owner for the password again before adjusting a balance, then suspends the customer', async () => {
    const page = await ownerPage(10);
    await page.goto(`${store.url}/admin/users`);
    await userRow(page, buyer.email).getByRole('button', { name: 'Manage Balance' }).click();
    await page.getByLabel('Amount').fill('15.00');
    await page.getByRole('button', { name: 'Update Balance' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
    await confirm.getByLabel('Password').fill('wrong-password');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await confirm.getByRole('alert').getByText('The password is incorrect').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByLabel('Password').fill(ADMIN_PASSWORD);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'User balance has been modified.');

    await page.getByRole('button', { name: `More actions for ${buyer.email}` }).click();
    await page.getByRole('menuitem', { name: 'Suspend account' }).click();
    const suspend = page.getByRole('dialog', { name: 'Suspend this account?' });
    await suspend.getByLabel('Reason').fill('Repeated chargebacks');
    expect(await seriousViolations(page)).toEqual([]);
    await suspend.getByRole('button', { name: 'Suspend account' }).click();
    await userRow(page, buyer.email).getByText('Suspended').waitFor();
    expect((await owner.get('/api/admin/users')).body).toContainEqual(
      expect.objectContaining({
        id: buyer.id,
        balance: '15.00',
        suspension: expect.objectContaining({ reason: 'Repeated chargebacks' }),
      }),
    );
  });

  it('asks the owner for the password before showing the stock keys, then exports them', async () => {
    const product = await shop(owner, () => store.client(), 'Keys').product({
      price: '4.00',
      items: ['KEY-A', 'KEY-B'],
    });
    const page = await ownerPage(10);
    await page.goto(`${store.url}/admin/products`);
    await page.getByRole('button', { name: `Auto Delivery Stock: ${product.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
    await confirm.getByLabel('Password').fill(ADMIN_PASSWORD);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Auto Delivery Stock' });
    await expect.poll(() => dialog.getByLabel('Stock items').inputValue()).toBe('KEY-A\nKEY-B');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`keymart-stock-product-${product.id}.csv`);
    expect(await fs.readFile(await download.path(), 'utf8')).toBe('item\nKEY-A\nKEY-B\n');
  });

  it('resends a completed order’s delivery e-mail from its page, after asking, from the keyboard', async () => {
    const helpers = shop(owner, () => store.client(), 'Resend');
    const product = await helpers.product({ price: '2.00', items: ['RESEND-BROWSER-KEY'] });
    const { client } = await helpers.customer(RESEND_EMAIL, '5.00');
    const bought = await client.post('/api/purchase', { productId: product.id, quantity: 1 });
    expect(bought.status).toBe(201);
    const order = bought.body.order as { id: number; orderNumber: string };
    const deliveryMails = () =>
      sink.messages.filter(
        (mail) =>
          mail.to.includes(RESEND_EMAIL) &&
          mail.subject === `Your order ${order.orderNumber} has been delivered`,
      );
    await vi.waitFor(() => expect(deliveryMails()).toHaveLength(1), { timeout: 15_000 });

    const page = await ownerPage(10);
    await page.goto(`${store.url}/admin/orders/${order.id}`);
    const resend = page.getByRole('button', { name: 'Resend delivery e-mail' });
    await resend.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Resend delivery e-mail' });
    await dialog.getByText(`to ${RESEND_EMAIL} again?`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Resend' }).focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Delivery e-mail sent again');
    await page.getByText('Delivery e-mail sent again', { exact: true }).first().waitFor();
    await vi.waitFor(() => expect(deliveryMails()).toHaveLength(2), { timeout: 15_000 });
    expect(deliveryMails()[1]!.text).toContain('RESEND-BROWSER-KEY');
  });

  it('refuses a suspended customer’s sign-in, saying why', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${store.url}/auth`);
    await page.getByLabel('Email').fill(buyer.email);
    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').getByText(ACCOUNT_SUSPENDED).waitFor();
    expect(page.url()).toBe(`${store.url}/auth`);
  });

  it.each([
    ['dark', { width: 1280, height: 900 }],
    ['light', PHONE],
  ] as const)(
    'shows the staff roles dialog in the %s theme without serious axe-core violations',
    async (theme, viewport) => {
      const page = await ownerPage(0, { colorScheme: theme });
      await page.setViewportSize(viewport);
      await page.goto(`${store.url}/admin/users`);
      await page.getByRole('button', { name: 'More actions for agent@keymart.test' }).click();
      await page.getByRole('menuitem', { name: 'Staff roles' }).click();
      const dialog = page.getByRole('dialog', { name: 'Staff roles' });
      expect(await dialog.getByRole('checkbox', { name: /Support/ }).isChecked()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});

let productName: string;
let orderNumber: string;

/** The grid row of the impersonated order's placement. */
const orderRow = (page: Page) =>
  page.getByRole('row').filter({ hasText: `Order ${orderNumber} placed` });

describe('Audit Log', () => {
  beforeAll(async () => {
    const helpers = shop(owner, () => store.client(), 'Audit');
    const product = await helpers.product({ price: '3.00' });
    productName = product.name;
    const { user } = await helpers.customer(AUDIT_CUSTOMER_EMAIL, '20.00');
    // The admin signs in afresh (impersonation replaces that session), acts as the customer and buys.
    const session = store.client();
    await session.post('/api/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect((await session.post(`/api/admin/users/${user.id}/impersonate`)).status).toBe(200);
    const bought = await session.post('/api/purchase', { productId: product.id, quantity: 2 });
    expect(bought.status).toBe(201);
    orderNumber = bought.body.order.orderNumber;
    expect((await session.post('/api/stop-impersonation')).status).toBe(200);
  });

  it('shows an impersonated purchase with the admin and the customer, filters through the URL, opens the changes and exports CSV', async () => {
    const page = await openThemedPage(browser, {
      url: `${store.url}/admin/audit`,
      state: started.adminState,
    });
    await page.getByRole('heading', { name: 'Audit Log', level: 1 }).waitFor();
    await expect.poll(() => currentAdminSection(page)).toBe('Audit Log');
    const row = orderRow(page);
    await row.waitFor();
    await row.getByText(ADMIN_EMAIL, { exact: true }).waitFor();
    await row.getByText(`as ${AUDIT_CUSTOMER_EMAIL}`, { exact: true }).waitFor();
    await row.getByText(`Order ${orderNumber} placed: 2 × ${productName}`).waitFor();
    // The admin's own staff actions are there too; the customer's wallet credit among them.
    await page.getByText('Balance adjusted: +$20.00').first().waitFor();

    // A filter goes into the URL after a pause in typing and narrows the rows.
    await page.getByLabel('Event type').fill('OrderPlaced');
    await page.waitForURL(`${store.url}/admin/audit?type=OrderPlaced`);
    await expect.poll(() => page.getByText('Balance adjusted').count()).toBe(0);
    await orderRow(page).waitFor();
    const download = await downloadThrough(page, page.getByRole('button', { name: 'Export CSV' }));
    const lines = (await fs.readFile(await download.path(), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${ADMIN_EMAIL}`);
    expect(lines[1]).toContain(AUDIT_CUSTOMER_EMAIL);

    // Back in the browser's history, the filter and the rows follow the URL.
    await page.goBack();
    await page.waitForURL(`${store.url}/admin/audit`);
    await expect.poll(() => page.getByLabel('Event type').inputValue()).toBe('');
    await page.getByText('Balance adjusted: +$20.00').first().waitFor();

    // The details, opened from the keyboard.
    await orderRow(page)
      .getByRole('button', { name: /^Details of: / })
      .focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {
      name: `Order ${orderNumber} placed: 2 × ${productName}`,
    });
    await dialog.getByText('Changes').waitFor();
    await dialog.getByText(orderNumber, { exact: true }).waitFor();
    await dialog.getByText('Purchase', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // A filter that matches nothing says so.
    await page.getByLabel('Actor').fill('nobody-at-all');
    await page.getByText('No entries match these filters').waitFor();
  });

  it('has no serious or critical accessibility violation in light and dark, and on a phone', async () => {
    const shots = [
      { viewport: 'desktop', theme: 'light' },
      { viewport: 'desktop', theme: 'dark' },
      { viewport: 'phone', theme: 'light' },
    ] as const;
    for (const shot of shots) {
      const page = await openThemedPage(browser, {
        url: `${store.url}/admin/audit`,
        state: started.adminState,
        ...shot,
      });
      const row = orderRow(page);
      await row.waitFor();
      await row.getByText(`as ${AUDIT_CUSTOMER_EMAIL}`).waitFor();
      expect(await seriousViolations(page), `${shot.viewport} ${shot.theme}`).toEqual([]);
    }
  });
});

/** A phone signed in to the account through the API. */
async function phoneSignedIn(): Promise<TestClient> {
  const phone = store.client();
  const answer = await phone.request(
    'POST',
    '/api/login',
    { email: SESSIONS_EMAIL, password: PASSWORD },
    { 'user-agent': IPHONE_SAFARI },
  );
  expect(answer.status).toBe(200);
  return phone;
}

describe('sessions on the Security tab', () => {
  it('lists this browser and a phone, signs the phone out after asking, then every other session', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    const registered = await context.request.post(`${store.url}/api/register`, {
      data: {
        email: SESSIONS_EMAIL,
        password: PASSWORD,
        firstName: 'Sena',
        lastName: 'Ak',
        country: 'tr',
      },
    });
    expect(registered.status()).toBe(201);
    const phone = await phoneSignedIn();

    await openInApp(page, store.url, '/profile?tab=security');
    expect(await page.getByRole('tab', { name: 'Security' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const section = page.getByRole('region', { name: "Where you're signed in" });
    const thisBrowser = section.getByRole('listitem', { name: 'Chrome on Linux' });
    await thisBrowser.getByText('This browser').waitFor();
    const phoneRow = section.getByRole('listitem', { name: 'Safari on iOS' });
    await phoneRow.getByText(/^127\.0\.0\.1 · Signed in \w{3} \d{2}, \d{4} \d{2}:\d{2}/).waitFor();
    expect(await thisBrowser.getByRole('button').count()).toBe(0);

    await expectAccessibleInEveryTheme(page);

    // Asked first: cancelling changes nothing.
    await phoneRow.getByRole('button', { name: 'Sign out Safari on iOS' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out this session?' });
    await dialog.getByText('Safari on iOS (').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await phone.get('/api/user')).status).toBe(200);

    await phoneRow.getByRole('button', { name: 'Sign out Safari on iOS' }).click();
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('Safari on iOS is no longer signed in.').waitFor();
    await phoneRow.waitFor({ state: 'detached' });
    expect((await phone.get('/api/user')).status).toBe(401);

    // Two more elsewhere; "Sign out other sessions" ends both, this browser stays.
    const phones = [await phoneSignedIn(), await phoneSignedIn()];
    await page.reload();
    await expect.poll(() => section.getByRole('listitem').count()).toBe(3);
    await section.getByRole('button', { name: 'Sign out other sessions' }).click();
    await page
      .getByRole('dialog', { name: 'Sign out other sessions?' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await page.getByText('2 sessions were signed out. This browser stays signed in.').waitFor();
    await expect.poll(() => section.getByRole('listitem').count()).toBe(1);
    for (const other of phones) expect((await other.get('/api/user')).status).toBe(401);
    expect((await context.request.get(`${store.url}/api/user`)).status()).toBe(200);
    expect(
      await section.getByRole('button', { name: 'Sign out other sessions' }).isDisabled(),
    ).toBe(true);
  });
});
