/**
 * Staff roles, step-up and suspension in a real browser: a support agent sees the tickets but no
 * Users section, and the server refuses them balances; the owner is asked for the password again
 * in place before a balance adjustment (their sign-in is older than 5 minutes) and the action
 * then goes through, and before the stock keys show (then exported as CSV); a suspended
 * customer's sign-in is refused with the reason to contact support; the new dialogs pass
 * axe-core in both themes and on a phone.
 */
import fs from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../api/auth/session';
import { ACCOUNT_SUSPENDED } from '../../domain/identity/decide-staff';
import { shop } from '../support/shop';
import type { TestClient, TestStore } from '../support/store';
import {
  ADMIN_PASSWORD,
  signInThroughForm,
  startAdminBrowserStore,
  stopAdminBrowserStore,
  type AdminBrowserStore,
} from './admin-browser';
import { seriousViolations } from './axe';
import { closeContextsAfterEachTest } from './browser';
import { expectToast } from './toasts';

/** The session secret of the test stores (test/support/store.ts). */
const TEST_SESSION_SECRET = 'test-secret-test-secret-test-secret-0123';
const PHONE = { width: 390, height: 844 };

let started: AdminBrowserStore;
let store: TestStore;
let browser: Browser;
let owner: TestClient;
let buyer: { id: number; email: string };

beforeAll(async () => {
  started = await startAdminBrowserStore();
  ({ store, browser, admin: owner } = started);
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
afterAll(async () => {
  await stopAdminBrowserStore(started ?? {});
});
closeContextsAfterEachTest(() => browser);

/**
 * A page signed in as the owner, with the claims of the owner's own session but the password
 * entered `minutesAgo` minutes ago.
 */
async function ownerPage(minutesAgo: number, options: { colorScheme?: 'light' | 'dark' } = {}) {
  const context = await browser.newContext({ bypassCSP: true, ...options });
  const signedIn = started.adminState.cookies.find((cookie) => cookie.name === SESSION_COOKIE)!;
  const { sid, sv, sub } = decodeJwt(signedIn.value);
  const token = await new SignJWT({
    sid,
    sv,
    auth_time: Math.floor(Date.now() / 1000) - minutesAgo * 60,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub!)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(TEST_SESSION_SECRET));
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: store.url }]);
  return context.newPage();
}

/** The users grid's row of `email`. */
const userRow = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

describe('staff roles', () => {
  it('shows a support agent the tickets but no Users section, and refuses them balances', async () => {
    const page = await (await browser.newContext()).newPage();
    await signInThroughForm(page, store.url, 'agent@keymart.test', 'secret123');
    await page.goto(`${store.url}/admin`);
    await page.waitForURL(`${store.url}/admin/orders`);
    const sections = page.getByRole('tablist', { name: 'Admin sections' });
    await sections.getByRole('tab', { name: 'Support' }).click();
    await page.getByText('Key does not activate').first().waitFor();
    expect(await sections.getByRole('tab').allInnerTexts()).toEqual([
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
