/**
 * Deposits in a real browser (docs/specs/customer-area.md sections 2 Add Funds, 7, 8, 9;
 * docs/specs/admin-area.md 2.7): a crypto top-up paid on the sandbox gateway's page in a new tab,
 * after which the waiting panel on Add Funds turns to received and the balance chip shows the money
 * without a reload; a failed payment and starting again; a PayPal top-up without a live chat sent
 * as a manual request that the admin credits from the Manage Balance dialog; a card request whose
 * confirmation replaces the form, so it is sent once; and the failure toast when the gateway
 * refuses.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositDto, ManualPaymentRequestDto } from '../../contracts/payments';
import { startFakeNowPayments, type FakeNowPayments } from '../support/fake-nowpayments';
import { startTestStore, type TestClient, type TestStore } from '../support/store';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminContext,
  openThemedPage,
  signInThroughForm,
} from './admin-browser';
import { seriousViolations } from './axe';
import { closeContextsAfterEachTest, launchBrowser } from './browser';
import { SCREENSHOT_VIEWPORTS } from './screenshots';
import { expectToast } from './toasts';

let store: TestStore;
let browser: Browser;

beforeAll(async () => {
  store = await startTestStore();
  browser = await launchBrowser();
  await store.client().register(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(async () => {
  await browser?.close();
  await store?.stop();
});
closeContextsAfterEachTest(() => browser);

interface Customer {
  /** The customer's own API client (same account as the browser). */
  client: TestClient;
  user: { id: number; email: string };
  context: BrowserContext;
  page: Page;
}

/**
 * A new customer of `on`, signed in through /auth in a desktop, light browser context (CSP
 * bypassed so axe-core can be injected).
 */
async function signedInCustomer(email: string, on: TestStore = store): Promise<Customer> {
  const client = on.client();
  const user = await client.register(email, 'secret123');
  const context = await browser.newContext({
    viewport: SCREENSHOT_VIEWPORTS.desktop,
    colorScheme: 'light',
    deviceScaleFactor: 1,
    bypassCSP: true,
  });
  const page = await context.newPage();
  await signInThroughForm(page, on.url, email, 'secret123');
  return { client, user, context, page };
}

/** The top bar's balance chip showing `amount` ("$25.00"). */
const balanceChip = (page: Page, amount: string) =>
  page.getByRole('link', { name: `Balance ${amount}` });

/** The Account Balance card of Add Funds. */
const accountBalanceCard = (page: Page) =>
  page
    .locator('.MuiPaper-root')
    .filter({ has: page.getByRole('heading', { name: 'Account Balance' }) });

/** The panel of the followed top-up ("Top-up DEP-000001"). */
const depositPanel = (page: Page) => page.getByRole('region', { name: /^Top-up DEP-\d+$/ });

/** Chooses an amount and pays with crypto; returns the sandbox payment page opened in a new tab. */
async function startCryptoPayment(customer: Customer, amount: string): Promise<Page> {
  const { context, page } = customer;
  await page.goto(`${store.url}/add-funds`);
  await page.getByLabel('Custom Amount').fill(amount);
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  const gateway = await opened;
  await gateway.waitForLoadState();
  expect(new URL(gateway.url()).pathname).toMatch(/^\/sandbox\/pay\/sbx_/);
  return gateway;
}

describe('crypto top-up through the sandbox gateway', () => {
  it('waits for the payment, then shows it received and the new balance in the top bar without a reload', async () => {
    const customer = await signedInCustomer('satoshi@keymart.test');
    const { page, client, context } = customer;
    await page.goto(`${store.url}/add-funds`);
    await balanceChip(page, '$0.00').waitFor();
    // Survives only if the page is never reloaded.
    await page.evaluate(() => Object.assign(window, { keymartSamePage: true }));

    await page.getByRole('button', { name: '$25', exact: true }).click();
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    const gateway = await opened;
    await gateway.waitForLoadState();
    expect(new URL(gateway.url()).pathname).toMatch(/^\/sandbox\/pay\/sbx_/);
    await gateway.getByText('$25.00').waitFor();
    await gateway.getByRole('status').getByText('Waiting for payment').waitFor();

    // The first tab follows the deposit at /add-funds?deposit=<id>.
    const panel = depositPanel(page);
    await panel.getByRole('status').getByText('Waiting for your payment').waitFor();
    const depositId = Number(new URL(page.url()).searchParams.get('deposit'));
    const deposit = (await client.get<DepositDto>(`/api/deposits/${depositId}`)).body;
    expect(deposit).toMatchObject({
      amount: '25.00',
      fee: '0.00',
      method: 'crypto',
      status: 'pending',
    });
    await panel.getByRole('heading', { name: `Top-up ${deposit.depositNumber}` }).waitFor();
    await panel.getByText('Your balance updates automatically', { exact: false }).waitFor();
    await panel
      .getByRole('progressbar', { name: 'Waiting for the payment confirmation' })
      .waitFor();
    expect(
      await panel.getByRole('link', { name: 'Reopen payment page' }).getAttribute('href'),
    ).toBe(gateway.url());
    expect(await page.getByRole('form', { name: 'Add funds' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    // Clicking Continue to Payment scrolled the page; the picture starts at the top.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

    await gateway.getByRole('button', { name: 'Simulate successful payment' }).click();
    await gateway.getByText('Paid: the amount has been added to the KeyMart balance.').waitFor();

    // Back on the first tab: received, announced, and the balance is there without a reload.
    await page.bringToFront();
    await panel.getByRole('status').getByText('Payment received').waitFor();
    await panel.getByText('$25.00 has been added to your balance.').waitFor();
    await expectToast(page, 'Payment received', '$25.00 has been added to your balance.');
    await balanceChip(page, '$25.00').waitFor();
    await accountBalanceCard(page).getByText('$25.00').waitFor();
    expect(await panel.getByRole('progressbar').count()).toBe(0);
    // A settled deposit is no longer polled (every 3 s while pending).
    const polls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/deposits/')) polls.push(r.url());
    });
    await page.waitForTimeout(3500);
    expect(polls).toEqual([]);
    expect(await page.evaluate(() => 'keymartSamePage' in window)).toBe(true);
    const transactions = (await client.get('/api/transactions')).body as {
      type: string;
      amount: string;
      status: string;
    }[];
    expect(transactions).toEqual([
      expect.objectContaining({ type: 'deposit', amount: '25.00', status: 'completed' }),
    ]);

    // The gateway's "Return to KeyMart" comes back to the same deposit, already received.
    await gateway.getByRole('link', { name: 'Return to KeyMart' }).click();
    await gateway.waitForURL(`${store.url}/add-funds?deposit=${depositId}`);
    await depositPanel(gateway).getByRole('status').getByText('Payment received').waitFor();
    await balanceChip(gateway, '$25.00').waitFor();
    await gateway.getByRole('button', { name: 'Add more funds' }).click();
    await gateway.getByLabel('Custom Amount').waitFor();
    expect(new URL(gateway.url()).search).toBe('');

    // A deposit that does not exist (or is someone else's) shows only the form.
    await gateway.goto(`${store.url}/add-funds?deposit=999999`);
    await gateway.getByLabel('Custom Amount').waitFor();
    expect(await depositPanel(gateway).count()).toBe(0);
  });

  it('shows a failed payment as an error, leaves the balance alone, and tries again with the same amount', async () => {
    const customer = await signedInCustomer('unlucky@keymart.test');
    const { page, client } = customer;
    const gateway = await startCryptoPayment(customer, '12.34');
    await depositPanel(page).getByRole('status').getByText('Waiting for your payment').waitFor();

    await gateway.getByRole('button', { name: 'Simulate failed payment' }).click();
    await gateway.getByRole('status').getByText('The payment failed.').waitFor();

    await page.bringToFront();
    const status = depositPanel(page).getByRole('status');
    await status.getByText('Payment failed').waitFor();
    await status.getByText('so nothing was added to your balance', { exact: false }).waitFor();
    await balanceChip(page, '$0.00').waitFor();
    const transactions = (await client.get('/api/transactions')).body as { status: string }[];
    expect(transactions).toEqual([expect.objectContaining({ status: 'failed' })]);

    await depositPanel(page).getByRole('button', { name: 'Try again' }).click();
    expect(await page.getByLabel('Custom Amount').inputValue()).toBe('12.34');
    expect(await page.getByRole('radio', { name: /Cryptocurrency/ }).isChecked()).toBe(true);
    expect(new URL(page.url()).searchParams.has('deposit')).toBe(false);
    expect(await depositPanel(page).count()).toBe(0);
  });
});

describe('PayPal top-up without a live chat', () => {
  it('sends a manual payment request, which the admin credits from the Manage Balance dialog', async () => {
    const customer = await signedInCustomer('paypal@keymart.test');
    const { page, client, context, user } = customer;
    await page.goto(`${store.url}/add-funds`);
    await page.getByRole('radio', { name: /PayPal/ }).check();
    await page.getByLabel('Custom Amount').fill('20');
    const summary = page.getByRole('region', { name: 'Payment Summary' });
    await summary.getByText('$2.00').waitFor();
    await summary.getByText('$22.00').waitFor();

    const answered = page.waitForResponse(
      (response) => response.url() === `${store.url}/api/manual-payment-requests`,
    );
    await page.getByRole('button', { name: 'Send Request to Support' }).click();
    const answer = await answered;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toEqual({ amount: '20.00', method: 'paypal' });
    const request = (await answer.json()) as ManualPaymentRequestDto;
    await page
      .getByText(`We sent your top-up request ${request.depositNumber} to our staff`, {
        exact: false,
      })
      .waitFor();
    await page.getByRole('link', { name: 'Go to Support Center' }).waitFor();
    await expectToast(page, 'Request sent', 'Our staff will follow up in your support ticket.');
    // No payment tab: staff complete card and PayPal payments.
    expect(context.pages()).toHaveLength(1);
    expect((await client.get<DepositDto>(`/api/deposits/${request.depositId}`)).body).toMatchObject(
      {
        amount: '20.00',
        fee: '2.00',
        method: 'paypal',
        status: 'pending',
        paymentUrl: null,
        ticketId: request.ticketId,
      },
    );
    const tickets = (await client.get('/api/support/tickets')).body as {
      id: number;
      priority: string;
    }[];
    expect(tickets).toEqual([expect.objectContaining({ id: request.ticketId, priority: 'high' })]);

    // The admin finds the request in the user's Manage Balance dialog.
    const admin = await adminContext(browser, store.url);
    const { state } = admin;
    const openDialog = async (adminPage: Page) => {
      await adminPage
        .getByRole('row', { name: /paypal@keymart\.test/ })
        .getByRole('button', { name: 'Manage Balance' })
        .click();
      return adminPage.getByRole('dialog', { name: 'Manage Balance' });
    };

    const adminPage = await openThemedPage(browser, {
      url: `${store.url}/admin/users`,
      state,
    });
    const dialog = await openDialog(adminPage);
    const requests = dialog.getByRole('region', { name: 'Pending top-up requests' });
    const item = requests.getByRole('listitem').filter({ hasText: request.depositNumber });
    await item.getByText('PayPal').waitFor();
    await item.getByText('Amount $20.00 · Fee $2.00 (customer pays $22.00)').waitFor();
    await item.getByText(/^Requested [A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}$/).waitFor();
    expect(await seriousViolations(adminPage)).toEqual([]);

    await item.getByRole('button', { name: 'Credit this request' }).click();
    expect(
      await item.getByRole('button', { name: 'Credit this request' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await dialog.getByLabel('Amount').inputValue()).toBe('20.00');
    expect(await dialog.getByLabel('Reason').inputValue()).toBe('PayPal payment received');
    expect(await dialog.getByLabel('Add', { exact: true }).isChecked()).toBe(true);
    expect(await dialog.getByLabel('Subtract').isDisabled()).toBe(true);
    const sent = adminPage.waitForRequest((r) =>
      r.url().endsWith(`/api/admin/users/${user.id}/balance`),
    );
    await dialog.getByRole('button', { name: 'Update Balance' }).click();
    expect((await sent).postDataJSON()).toEqual({
      amount: '20.00',
      operation: 'add',
      reason: 'PayPal payment received',
      depositId: request.depositId,
    });
    await expectToast(adminPage, 'Balance updated', 'User balance has been modified.');
    await dialog.waitFor({ state: 'hidden' });

    // Credited once: the request is no longer offered.
    await adminPage
      .getByRole('row', { name: /paypal@keymart\.test/ })
      .getByText('$20.00')
      .waitFor();
    await openDialog(adminPage);
    await dialog.getByText('current balance $20.00').waitFor();
    await expect.poll(() => requests.count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The customer reads the new balance.
    await page.reload();
    await balanceChip(page, '$20.00').waitFor();
    expect((await client.get<DepositDto>(`/api/deposits/${request.depositId}`)).body.status).toBe(
      'confirmed',
    );
    const transactions = (await client.get('/api/transactions')).body as {
      amount: string;
      description: string;
    }[];
    expect(transactions).toEqual([
      expect.objectContaining({
        amount: '20.00',
        description: `PayPal payment received (top-up request ${request.depositNumber})`,
      }),
    ]);
  });
});

describe('card top-up without a live chat', () => {
  it('replaces the form with the request and its ticket once sent, so the same request cannot go twice', async () => {
    const customer = await signedInCustomer('card-once@keymart.test');
    const { page, client } = customer;
    const sentRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url() === `${store.url}/api/manual-payment-requests`) sentRequests.push(r.method());
    });
    await page.goto(`${store.url}/add-funds`);
    await page.getByRole('radio', { name: /Credit Card/ }).check();
    await page.getByLabel('Custom Amount').fill('50');
    const answered = page.waitForResponse(
      (response) => response.url() === `${store.url}/api/manual-payment-requests`,
    );
    await page.getByRole('button', { name: 'Send Request to Support' }).click();
    const request = (await (await answered).json()) as ManualPaymentRequestDto;

    // The confirmation names the request and its ticket, and says where staff follow up.
    const panel = page.getByRole('region', { name: `Top-up request ${request.depositNumber}` });
    const status = panel.getByRole('status');
    await status.getByText('Request sent').waitFor();
    await status
      .getByText(
        `We sent your top-up request ${request.depositNumber} to our staff and opened support ticket #${request.ticketId} for it.`,
        { exact: false },
      )
      .waitFor();
    expect((await panel.innerText()).replace(/\s+/g, ' ')).toContain(
      `Request number ${request.depositNumber} Support ticket #${request.ticketId} ` +
        'Payment method Credit Card Amount $50.00 Fee (10%) $5.00 Total to pay $55.00',
    );
    expect(
      await panel.getByRole('link', { name: 'Go to Support Center' }).getAttribute('href'),
    ).toBe('/support');
    await expectToast(page, 'Request sent', 'Our staff will follow up in your support ticket.');
    expect(await seriousViolations(page)).toEqual([]);

    // Nothing is left to click twice: the form and its button are gone.
    expect(await page.getByRole('form', { name: 'Add funds' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send Request to Support' }).count()).toBe(0);
    expect(sentRequests).toEqual(['POST']);
    expect((await client.get('/api/support/tickets')).body).toEqual([
      expect.objectContaining({ id: request.ticketId }),
    ]);

    // Another top-up is a new action that starts from an empty form, and sends nothing by itself.
    await panel.getByRole('button', { name: 'Start a new top-up' }).click();
    expect(await page.getByLabel('Custom Amount').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Send Request to Support' }).click();
    await expectToast(page, 'Invalid amount', 'Please enter a valid amount greater than $0.');
    expect(sentRequests).toEqual(['POST']);

    // The Support Center lists the ticket the confirmation named.
    await page.goto(`${store.url}/support`);
    await page.getByText(`Ticket #${request.ticketId}`, { exact: false }).waitFor();
  });
});

describe('a payment gateway that refuses the payment', () => {
  let fake: FakeNowPayments;
  let refusing: TestStore;

  beforeAll(async () => {
    fake = await startFakeNowPayments();
    fake.respondWith({ status: 500, body: { status: false, message: 'Internal server error' } });
    refusing = await startTestStore({
      PAYMENT_PROVIDER: 'nowpayments',
      NOWPAYMENTS_API_KEY: 'np-test-key',
      NOWPAYMENTS_API_URL: fake.url,
      PAYMENT_WEBHOOK_SECRET: 'nowpayments-ipn-secret-0123456789',
      // The refused payment is logged as an error, as it should be; not in the test output.
      LOG_LEVEL: 'fatal',
    });
  });
  afterAll(async () => {
    await refusing?.stop();
    await fake?.close();
  });

  it('shows "Failed to create payment" and opens no payment tab (docs/specs/customer-area.md section 8)', async () => {
    const { page, context } = await signedInCustomer('refused@keymart.test', refusing);
    await page.goto(`${refusing.url}/add-funds`);
    await page.getByRole('button', { name: '$10', exact: true }).click();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expectToast(page, 'Failed to create payment', 'Please try again or contact support.');
    expect(fake.requests.filter((r) => r.path === '/v1/invoice')).toHaveLength(1);
    expect(context.pages()).toHaveLength(1);
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('button', { name: 'Continue to Payment' }).waitFor();
  });
});
