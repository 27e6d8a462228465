/**
 * Support Center in a real browser (docs/specs/customer-area.md sections 2, 5, 8, 9): a ticket
 * opened in the UI, a staff reply posted through the admin API appearing as "Support Team" within
 * the 5 s poll, the customer's reply, a closed ticket without a reply box, paging of 10 tickets,
 * the phone layout (list, then thread); and the live chat (LIVE_CHAT_URL) that card and PayPal
 * top-ups and the Contact page open.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestClient, type TestStore } from '../support/store';
import { closeContextsAfterEachTest, launchBrowser } from './browser';
import { registerAdmin } from './admin-browser';

let store: TestStore;
let browser: Browser;
let admin: TestClient;

/** Message polling interval of the thread (docs/specs/customer-area.md section 9). */
const TICKET_POLL_MS = 5000;
/** The store's live chat in this file (no such host answers: the tests watch the request). */
const LIVE_CHAT_URL = 'https://chat.keymart.test/live';

beforeAll(async () => {
  store = await startTestStore({ LIVE_CHAT_URL });
  browser = await launchBrowser();
  admin = await registerAdmin(store);
});
afterAll(async () => {
  await browser?.close();
  await store?.stop();
});
closeContextsAfterEachTest(() => browser);

/** A browser context signed in as a new customer named Omar Nasser. */
async function newCustomer(
  email: string,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const answer = await context.request.post(`${store.url}/api/register`, {
    data: { email, password: 'secret123', firstName: 'Omar', lastName: 'Nasser', country: 'uae' },
  });
  expect(answer.status()).toBe(201);
  return { context, page: await context.newPage() };
}

async function expectToast(page: Page, title: string, description?: string) {
  // The description is a text node beside the title inside the alert.
  let toastBox = page.locator('.MuiSnackbar-root').filter({ hasText: title });
  if (description) toastBox = toastBox.filter({ hasText: description });
  await toastBox.waitFor();
}

describe('Support Center', () => {
  it('opens a ticket, shows the staff reply as Support Team within the 5 s poll, and sends a reply', async () => {
    const { context, page } = await newCustomer('omar@keymart.test');
    await page.goto(`${store.url}/support`);
    await page.getByRole('heading', { name: 'Support Center' }).waitFor();
    await page.getByText('No support tickets yet').waitFor();
    await page.getByText('Select a ticket').waitFor();

    // Required fields.
    await page.getByRole('button', { name: 'New Ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Support Ticket' });
    await dialog.getByRole('combobox', { name: 'Priority' }).getByText('Medium').waitFor();
    await dialog.getByLabel('Subject').fill('Licence key not accepted');
    await dialog.getByRole('button', { name: 'Create Ticket' }).click();
    await expectToast(page, 'Missing information', 'Please fill in all required fields.');

    await dialog.getByLabel('Message').fill('The key from order ORD-1 says it is invalid.');
    await dialog.getByRole('button', { name: 'Create Ticket' }).click();
    await expectToast(page, 'Ticket created');
    await dialog.waitFor({ state: 'hidden' });

    // The new ticket is selected and its thread shows the first message by the customer's name.
    const thread = page.getByRole('log');
    await thread.getByText('The key from order ORD-1 says it is invalid.').waitFor();
    await thread.getByText('Omar Nasser').waitFor();
    await page.getByText('Showing 1 to 1 of 1 tickets').waitFor();

    const tickets = (await admin.get('/api/admin/support/tickets')).body as {
      id: number;
      subject: string;
      priority: string;
    }[];
    const ticket = tickets.find((t) => t.subject === 'Licence key not accepted')!;
    expect(ticket.priority).toBe('medium');

    // Staff reply through the admin API; the open thread picks it up on its next poll.
    expect(await thread.getByText('Support Team').count()).toBe(0);
    const replied = await admin.post(`/api/admin/support/tickets/${ticket.id}/reply`, {
      message: 'Sorry about that! Here is a new key: ABCD-1234.',
    });
    expect(replied.status).toBe(201);
    const postedAt = Date.now();
    await thread
      .getByText('Sorry about that! Here is a new key: ABCD-1234.')
      .waitFor({ timeout: TICKET_POLL_MS + 2000 });
    expect(Date.now() - postedAt).toBeLessThan(TICKET_POLL_MS + 2000);
    await thread.getByText('Support Team').waitFor();

    // The customer answers; a blank reply cannot be sent.
    const send = page.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('Your reply').fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('Your reply').fill('It works now, thank you!');
    await send.click();
    await expectToast(page, 'Message sent');
    await thread.getByText('It works now, thank you!').waitFor();
    expect(await page.getByLabel('Your reply').inputValue()).toBe('');

    // Once staff close the ticket there is no reply box.
    expect(
      (await admin.put(`/api/admin/support/tickets/${ticket.id}`, { status: 'closed' })).status,
    ).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: /Licence key not accepted/ }).click();
    await page.getByText('This ticket is closed.', { exact: false }).waitFor();
    expect(await page.getByLabel('Your reply').count()).toBe(0);
    await context.close();
  });

  it('lists 10 tickets per page with Previous and Next', async () => {
    const { context, page } = await newCustomer('many@keymart.test');
    for (let i = 1; i <= 12; i += 1) {
      const created = await context.request.post(`${store.url}/api/support/tickets`, {
        data: { subject: `Question number ${i}`, message: `Details ${i}`, priority: 'low' },
      });
      expect(created.status()).toBe(201);
    }
    await page.goto(`${store.url}/support`);
    await page.getByText('Showing 1 to 10 of 12 tickets').waitFor();
    const list = page.getByRole('list', { name: 'Your tickets' });
    expect(await list.getByRole('button').count()).toBe(10);
    // Newest first.
    await list.getByText('Question number 12', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 11 to 12 of 12 tickets').waitFor();
    expect(await list.getByRole('button').count()).toBe(2);
    await list.getByText('Question number 1', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('puts the ticket list above the thread on a phone', async () => {
    const { context, page } = await newCustomer('phone@keymart.test', { width: 390, height: 844 });
    await context.request.post(`${store.url}/api/support/tickets`, {
      data: { subject: 'From my phone', message: 'Hello from a small screen', priority: 'high' },
    });
    await page.goto(`${store.url}/support`);
    const listBox = await page.getByRole('list', { name: 'Your tickets' }).boundingBox();
    const threadBox = await page.getByRole('region', { name: 'Conversation' }).boundingBox();
    expect(listBox && threadBox).toBeTruthy();
    expect(threadBox!.y).toBeGreaterThan(listBox!.y + listBox!.height - 1);
    expect(threadBox!.width).toBeGreaterThan(300);

    await page.getByRole('button', { name: /From my phone/ }).click();
    await page.getByRole('log').getByText('Hello from a small screen').waitFor();
    await context.close();
  });

  it('opens the configured live chat with the prefilled top-up message for a PayPal top-up, and from Contact', async () => {
    const { context, page } = await newCustomer('chat@keymart.test');
    await page.goto(`${store.url}/add-funds`);
    await page.getByRole('radio', { name: /PayPal/ }).check();
    await page.getByLabel('Custom Amount').fill('20');
    const chatRequest = context.waitForEvent('request', (request) =>
      request.url().startsWith(LIVE_CHAT_URL),
    );
    await page.getByRole('button', { name: 'Continue in Live Chat' }).click();
    const message = new URL((await chatRequest).url()).searchParams.get('message') ?? '';
    expect(message).toContain('Amount: $20.00');
    expect(message).toContain('Payment method: PayPal');
    expect(message).toContain('Total to pay: $22.00');
    expect(message).toContain('Account e-mail: chat@keymart.test');
    // No support ticket and no payment call: the request went to the live chat.
    const tickets = await (await context.request.get(`${store.url}/api/support/tickets`)).json();
    expect(tickets).toEqual([]);

    await page.goto(`${store.url}/contact`);
    // The Contact button opens the chat itself, without a prefilled message.
    const contactChat = context.waitForEvent(
      'request',
      (request) => request.url() === LIVE_CHAT_URL,
    );
    await page.getByRole('button', { name: 'Live Chat' }).click();
    await contactChat;
    expect(new URL(page.url()).pathname).toBe('/contact');
    await context.close();
  });
});
