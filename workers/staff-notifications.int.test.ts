import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Pool } from '../application/db/pool';
import { startFakeDiscord, type FakeDiscord } from '../test/support/fake-discord';
import { startFakeTelegram, type FakeTelegram } from '../test/support/fake-telegram';
import { DISCORD_QUEUE } from './discord/discord-worker';
import { startTestStore, type TestClient, type TestStore } from '../test/support/store';
import { TELEGRAM_QUEUE, telegramWorker } from './telegram/telegram-worker';
import { shop } from '../test/support/shop';

const TOKEN = '123:ABC';
const CHAT = '-100200';
const WEBHOOK_SECRET = 'telegram-test-webhook-secret-0123';
const NOT_CONFIGURED =
  'Telegram is not configured: set TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID in the server environment.';
/** Long enough for two pg-boss retries (1-2 s, then 2-4 s) and their polls. */
const WAIT = { timeout: 30_000, interval: 50 };

let fake: FakeTelegram;
let discord: FakeDiscord;

beforeAll(async () => {
  fake = await startFakeTelegram();
  discord = await startFakeDiscord();
});
afterAll(() => Promise.all([fake.close(), discord.close()]));

async function buy(client: TestClient, productId: number, quantity = 1) {
  const bought = await client.post('/api/purchase', { productId, quantity });
  expect(bought.status).toBe(201);
  return bought.body.order as { id: number; orderNumber: string };
}

/** The messages the fake delivered whose text contains `needle`. */
const delivered = (needle: string) => fake.messages.filter((m) => m.text.includes(needle));
/** Every sendMessage attempt (failed ones too) whose text contains `needle`. */
const attempts = (needle: string) =>
  fake.callsOf('sendMessage').filter((call) => String(call.params.text).includes(needle));

/** Waits until a message containing each of `needles` has been delivered. */
async function waitForMessages(...needles: string[]) {
  await vi.waitFor(() => {
    for (const needle of needles) expect(delivered(needle).length).toBeGreaterThan(0);
  }, WAIT);
}

/** Rows of a notifier's pg-boss jobs (Telegram's unless said): event id and state. */
async function telegramJobs(pool: Pool, queue = TELEGRAM_QUEUE.name) {
  const { rows } = await pool.query<{ event_id: string; state: string }>(
    `SELECT data->>'eventId' AS event_id, state::text FROM pgboss.job WHERE name = $1`,
    [queue],
  );
  return rows;
}

/** The Discord embeds delivered whose title contains `needle`. */
const embedsTitled = (needle: string) =>
  discord.embeds().filter((embed) => embed.title.includes(needle));

/** Waits until every notifier job is completed: after that no further message can arrive. */
async function waitUntilJobsSettle(pool: Pool) {
  await vi.waitFor(async () => {
    const jobs = await telegramJobs(pool);
    expect(jobs.filter((job) => job.state !== 'completed')).toEqual([]);
  }, WAIT);
}

/** The id of the OrderPlaced event of order `orderId`. */
async function orderPlacedEventId(pool: Pool, orderId: number): Promise<string> {
  const { rows } = await pool.query<{ event_id: string }>(
    `SELECT event_id::text FROM events WHERE stream_id = $1 AND event_type = 'OrderPlaced'`,
    [`order-${orderId}`],
  );
  return rows[0]!.event_id;
}

describe('Staff notifiers with a configured bot and Discord webhook', () => {
  let store: TestStore;
  let admin: TestClient;
  let data: ReturnType<typeof shop>;

  beforeAll(async () => {
    store = await startTestStore({
      TELEGRAM_BOT_TOKEN: TOKEN,
      TELEGRAM_CHAT_ID: CHAT,
      TELEGRAM_API_URL: fake.url,
      DISCORD_WEBHOOK_URL: discord.url,
      PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    admin = store.client();
    await admin.register('admin@keymart.test');
    data = shop(admin, () => store.client(), 'Telegram');
  });
  afterAll(() => store.stop());

  it('posts exactly one plain-text message per order to the staff chat, with customer, product, quantity, amount and delivery', async () => {
    const instant = await data.product({ price: '12.50', items: ['K1', 'K2', 'K3'] });
    const manual = await data.product({ price: '4.99' });
    const buyer = (await data.customer('buyer@keymart.test', '100.00')).client;
    const first = await buy(buyer, instant.id, 2);
    const second = await buy(buyer, manual.id, 3);

    await waitForMessages(first.orderNumber, second.orderNumber);
    await waitUntilJobsSettle(store.core.pool);

    const [one, ...moreOne] = delivered(first.orderNumber);
    expect(moreOne).toEqual([]);
    expect(one).toMatchObject({ chatId: CHAT, token: TOKEN });
    expect(one!.text.split('\n')).toEqual([
      `🛒 New order ${first.orderNumber}`,
      'Customer: buyer@keymart.test',
      'Country: usa',
      `Product: ${instant.name}`,
      'Quantity: 2',
      'Amount: $25.00',
      'Delivery: Instant (automatic)',
    ]);
    const [two, ...moreTwo] = delivered(second.orderNumber);
    expect(moreTwo).toEqual([]);
    expect(two!.text).toContain(`Product: ${manual.name}`);
    expect(two!.text).toContain('Quantity: 3');
    expect(two!.text).toContain('Amount: $14.97');
    expect(two!.text).toContain('Delivery: Manual (within 15 minutes)');

    // node-telegram-bot-api sends form-encoded, plain text (no parse_mode).
    const call = attempts(first.orderNumber)[0]!;
    expect(call.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.keys(call.params).sort()).toEqual(['chat_id', 'text']);

    // One job per event.
    const jobs = await telegramJobs(store.core.pool);
    const eventIds = jobs.map((job) => job.event_id);
    expect(new Set(eventIds).size).toBe(eventIds.length);
    expect(eventIds).toContain(await orderPlacedEventId(store.core.pool, first.id));
  });

  it('posts the same notification to Discord as one embed per order, mentions off', async () => {
    const product = await data.product({ price: '6.00', items: ['D1', 'D2'] });
    const buyer = (await data.customer('discord@keymart.test', '20.00')).client;
    const orders = [await buy(buyer, product.id), await buy(buyer, product.id)];
    const headings = orders.map((order) => `🛒 New order ${order.orderNumber}`);

    await vi.waitFor(() => {
      for (const heading of headings) expect(embedsTitled(heading)).toHaveLength(1);
    }, WAIT);
    await vi.waitFor(async () => {
      const jobs = await telegramJobs(store.core.pool, DISCORD_QUEUE.name);
      expect(jobs.filter((job) => job.state !== 'completed')).toEqual([]);
    }, WAIT);
    // The same orders' Telegram messages too: the next test counts Telegram's attempts.
    await waitUntilJobsSettle(store.core.pool);
    for (const heading of headings) expect(embedsTitled(heading)).toHaveLength(1);
    const [embed] = embedsTitled(headings[0]!);
    expect(embed!.description!.split('\n')).toEqual([
      'Customer: discord@keymart.test',
      'Country: usa',
      `Product: ${product.name}`,
      'Quantity: 1',
      'Amount: $6.00',
      'Delivery: Instant (automatic)',
    ]);
    expect(Number.isNaN(Date.parse(embed!.timestamp))).toBe(false);
    const call = discord.calls.find((c) => c.embeds[0]?.title === headings[0])!;
    expect(call.allowed_mentions).toEqual({ parse: [] });
  });

  it('sends a test embed to Discord, and reports a refusal without a 5xx or the webhook URL', async () => {
    const sent = await admin.post('/api/admin/send-test-discord');
    expect(sent.body).toEqual({
      success: true,
      message: 'Test notification sent to the Discord channel.',
    });
    expect(discord.embeds().at(-1)!.title).toBe('✅ KeyMart test notification');

    discord.failNext(1, 404, 'Unknown Webhook');
    const refused = await admin.post('/api/admin/send-test-discord');
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({
      success: false,
      message: 'Discord answered 404: Unknown Webhook',
    });
    expect(JSON.stringify(refused.body)).not.toContain(discord.url);
  });

  it('retries a message Telegram answers 500 twice and delivers it exactly once', async () => {
    const product = await data.product({ price: '3.00', items: ['R1'] });
    const buyer = (await data.customer('retry@keymart.test', '10.00')).client;
    fake.failNext('sendMessage', 2);
    const order = await buy(buyer, product.id);

    await waitForMessages(order.orderNumber);
    await waitUntilJobsSettle(store.core.pool);
    expect(attempts(order.orderNumber).map((call) => call.status)).toEqual([500, 500, 200]);
    expect(delivered(order.orderNumber)).toHaveLength(1);
  });

  it('loses nothing and repeats nothing when the worker is stopped and started again', async () => {
    const product = await data.product({ price: '2.00', items: ['S1', 'S2', 'S3'] });
    const buyer = (await data.customer('restart@keymart.test', '10.00')).client;

    // A message whose first attempt fails: its job waits for a retry while the worker is away.
    fake.failNext('sendMessage', 1);
    const failing = await buy(buyer, product.id);
    await vi.waitFor(() => expect(attempts(failing.orderNumber)).toHaveLength(1), WAIT);
    await telegramWorker.stop(store.core);

    const whileStopped = [await buy(buyer, product.id), await buy(buyer, product.id)];
    const stoppedEventIds = await Promise.all(
      whileStopped.map((order) => orderPlacedEventId(store.core.pool, order.id)),
    );
    // The subscription is stopped: no job exists yet for the orders placed meanwhile.
    const jobEventIds = (await telegramJobs(store.core.pool)).map((job) => job.event_id);
    for (const eventId of stoppedEventIds) expect(jobEventIds).not.toContain(eventId);

    await telegramWorker.start(store.core);
    const numbers = [failing, ...whileStopped].map((order) => order.orderNumber);
    await waitForMessages(...numbers);
    await waitUntilJobsSettle(store.core.pool);
    for (const number of numbers) expect(delivered(number)).toHaveLength(1);
    expect(attempts(failing.orderNumber).map((call) => call.status)).toEqual([500, 200]);
  });

  it('announces warranty claims and new tickets', async () => {
    const product = await data.product({ price: '5.00', items: ['W1'] });
    const buyer = (await data.customer('claims@keymart.test', '10.00')).client;
    const order = await buy(buyer, product.id);
    const claim = await buyer.post('/api/warranty-claims', {
      orderId: order.id,
      claimType: 'account_access',
      description: 'The password no longer works',
    });
    expect(claim.status).toBe(201);
    const ticket = await buyer.post('/api/support/tickets', {
      subject: 'Netflix login fails',
      message: 'It says the password is wrong',
      priority: 'high',
    });
    expect(ticket.status).toBe(201);

    const claimHeading = `🛡️ Warranty claim #${claim.body.id}`;
    const ticketHeading = `🎫 New ticket #${ticket.body.id}`;
    await waitForMessages(claimHeading, ticketHeading);
    await waitUntilJobsSettle(store.core.pool);
    expect(delivered(claimHeading)).toHaveLength(1);
    expect(delivered(claimHeading)[0]!.text.split('\n')).toEqual([
      claimHeading,
      `Order: ${order.orderNumber} (#${order.id})`,
      'Customer: claims@keymart.test',
      'Country: usa',
      'Type: Account Access',
      'Description: The password no longer works',
    ]);
    expect(delivered(ticketHeading)).toHaveLength(1);
    expect(delivered(ticketHeading)[0]!.text.split('\n')).toEqual([
      ticketHeading,
      'Customer: claims@keymart.test',
      'Country: usa',
      'Subject: Netflix login fails',
      'Priority: High',
      'Message: It says the password is wrong',
    ]);
  });

  it('announces a pending crypto deposit and its confirmation once, even when the webhook is repeated', async () => {
    const payer = (await data.customer('payer@keymart.test', '1.00')).client;
    const created = await payer.post('/api/create-payment', { amount: '50.00' });
    expect(created.status).toBe(200);
    const { depositNumber, paymentUrl } = created.body as {
      depositNumber: string;
      paymentUrl: string;
    };
    const paymentId = paymentUrl.split('/').at(-1)!;
    const pending = `⏳ Crypto deposit pending ${depositNumber}`;
    await waitForMessages(pending);
    expect(delivered(pending)[0]!.text).toContain(
      [
        'Customer: payer@keymart.test',
        'Country: usa',
        'Amount: $50.00',
        'Provider: Sandbox',
        `Payment ID: ${paymentId}`,
      ].join('\n'),
    );

    const body = JSON.stringify({ paymentId, status: 'paid' });
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');
    for (let i = 0; i < 2; i++) {
      const callback = await store
        .client()
        .request('POST', '/api/payments/sandbox/webhook', body, { 'x-signature': signature });
      expect(callback.status).toBe(200);
    }
    const confirmed = `✅ Payment confirmed ${depositNumber}`;
    await waitForMessages(confirmed);
    await waitUntilJobsSettle(store.core.pool);
    expect(delivered(pending)).toHaveLength(1);
    expect(delivered(confirmed)).toHaveLength(1);
    expect(delivered(confirmed)[0]!.text.split('\n')).toEqual([
      confirmed,
      'Customer: payer@keymart.test',
      'Country: usa',
      'Amount: $50.00',
      'Provider: Sandbox',
      'Transaction ID: n/a',
    ]);
  });

  it('announces a manual payment request (not its ticket) and the admin’s credit', async () => {
    const me = await admin.get('/api/user');
    const payer = store.client();
    const user = await payer.register('paypal@keymart.test');
    const requested = await payer.post('/api/manual-payment-requests', {
      amount: '100.00',
      method: 'paypal',
    });
    expect(requested.status).toBe(201);
    const { depositId, depositNumber, ticketId } = requested.body as {
      depositId: number;
      depositNumber: string;
      ticketId: number;
    };
    const request = `💳 Manual payment request ${depositNumber}`;
    await waitForMessages(request);
    expect(delivered(request)[0]!.text.split('\n')).toEqual([
      request,
      'Customer: paypal@keymart.test',
      'Country: usa',
      'Method: PayPal',
      'Amount: $100.00',
      'Fee: $10.00',
      'Total to pay: $110.00',
      `Ticket: #${ticketId}`,
      "Once the payment is received, credit it from the user's balance dialog (Admin > Users).",
    ]);

    const credited = await admin.post(`/api/admin/users/${user.id}/balance`, {
      amount: '100.00',
      operation: 'add',
      depositId,
    });
    expect(credited.status).toBe(200);
    const confirmed = `✅ Payment confirmed ${depositNumber}`;
    await waitForMessages(confirmed);
    await waitUntilJobsSettle(store.core.pool);
    expect(delivered(request)).toHaveLength(1);
    expect(delivered(confirmed)).toHaveLength(1);
    expect(delivered(confirmed)[0]!.text).toContain('Provider: Manual');
    expect(delivered(confirmed)[0]!.text).toContain(`Credited by admin #${me.body.id}`);
    expect(delivered(`New ticket #${ticketId}`)).toEqual([]);
  });

  it('tests the connection with getMe and reports a refusal with Telegram’s description, never the token', async () => {
    const connected = await admin.post('/api/admin/test-telegram');
    expect(connected.status).toBe(200);
    expect(connected.body).toEqual({ success: true, message: 'Connected to @keymart_test_bot' });
    expect(fake.callsOf('getMe').at(-1)).toMatchObject({ token: TOKEN, status: 200 });

    fake.failNext('getMe', 1, { status: 401, description: 'Unauthorized' });
    const refused = await admin.post('/api/admin/test-telegram');
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({
      success: false,
      message: 'Telegram answered 401: Unauthorized',
    });
    expect(JSON.stringify(refused.body)).not.toContain(TOKEN);
  });

  it('sends a test notification to the chat, and reports a failed send without a 5xx', async () => {
    const sent = await admin.post('/api/admin/send-test-notification');
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      success: true,
      message: 'Test notification sent to the configured chat.',
    });
    const message = fake.messages.at(-1)!;
    expect(message.chatId).toBe(CHAT);
    expect(message.text.startsWith('✅ KeyMart test notification\n')).toBe(true);

    fake.failNext('sendMessage', 1, { status: 400, description: 'Bad Request: chat not found' });
    const wrongChat = await admin.post('/api/admin/send-test-notification');
    expect(wrongChat.status).toBe(200);
    expect(wrongChat.body).toEqual({
      success: false,
      message: 'Telegram answered 400: Bad Request: chat not found',
    });

    const before = fake.callsOf('sendMessage').length;
    fake.failNext('sendMessage', 1);
    const serverError = await admin.post('/api/admin/send-test-notification');
    expect(serverError.status).toBe(200);
    expect(serverError.body).toEqual({
      success: false,
      message: 'Telegram answered 500: Internal Server Error',
    });
    // One attempt: the admin retries by pressing the button again.
    expect(fake.callsOf('sendMessage').length).toBe(before + 1);
  });

  it('keeps both bot calls to admins', async () => {
    const customer = store.client();
    await customer.register('nosy@keymart.test');
    const calls = fake.calls.length;
    for (const path of [
      '/api/admin/test-telegram',
      '/api/admin/send-test-notification',
      '/api/admin/send-test-discord',
    ]) {
      expect((await customer.post(path)).status).toBe(403);
      expect((await store.client().post(path)).status).toBe(401);
    }
    expect(fake.calls.length).toBe(calls);
  });
});

describe('Staff notifiers without a bot token, chat id or Discord webhook', () => {
  let store: TestStore;
  let admin: TestClient;

  beforeAll(async () => {
    // The API root points at the fake, so anything sent would be seen.
    store = await startTestStore({ TELEGRAM_API_URL: fake.url });
    admin = store.client();
    await admin.register('admin@keymart.test');
  });
  afterAll(() => store.stop());

  it('enqueues and sends nothing, while its checkpoint still moves past the events', async () => {
    const calls = fake.calls.length;
    const data = shop(admin, () => store.client(), 'Telegram');
    const product = await data.product({ price: '1.00', items: ['N1'] });
    const buyer = (await data.customer('quiet@keymart.test', '5.00')).client;
    const order = await buy(buyer, product.id);
    const ticket = await buyer.post('/api/support/tickets', { subject: 'Hello', message: 'Hi' });
    expect(ticket.status).toBe(201);

    await vi.waitFor(async () => {
      const { rows } = await store.core.pool.query<{ passed: boolean }>(
        `SELECT (c.transaction_id, c.position) >= (e.transaction_id, e.position) AS passed
           FROM checkpoints c,
                (SELECT transaction_id, position FROM events
                  WHERE stream_id = $2 AND event_type = 'TicketOpened') e
          WHERE c.subscriber = $1`,
        [telegramWorker.name, `ticket-${ticket.body.id}`],
      );
      expect(rows[0]?.passed).toBe(true);
    }, WAIT);
    expect(await orderPlacedEventId(store.core.pool, order.id)).toBeTruthy();
    expect(await telegramJobs(store.core.pool)).toEqual([]);
    expect(await telegramJobs(store.core.pool, DISCORD_QUEUE.name)).toEqual([]);
    expect(fake.calls.length).toBe(calls);
  });

  it('answers the test calls with the not-configured message', async () => {
    for (const path of ['/api/admin/test-telegram', '/api/admin/send-test-notification']) {
      const answer = await admin.post(path);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: false, message: NOT_CONFIGURED });
    }
    const discordCalls = discord.calls.length;
    const answer = await admin.post('/api/admin/send-test-discord');
    expect(answer.body).toEqual({
      success: false,
      message: 'Discord is not configured: set DISCORD_WEBHOOK_URL in the server environment.',
    });
    expect(discord.calls.length).toBe(discordCalls);
  });
});
