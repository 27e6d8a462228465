import { VERIFY_EMAIL_FIRST } from '../../domain/deposit/decide';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../application/config';
import { parseDollarsToCents } from '../../contracts/money';
import {
  signIpn,
  startFakeNowPayments,
  type FakeNowPayments,
} from '../../test/support/fake-nowpayments';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

const LIVE_CHAT_URL = 'https://chat.example.com/keymart';
const SECRET = 'sandbox-webhook-secret-0123456789';
let store: TestStore;
let plain: TestStore;
let admin: TestClient;
let payer: TestClient;
let payerId: number;

beforeAll(async () => {
  store = await startTestStore({
    LIVE_CHAT_URL,
    PAYMENT_WEBHOOK_SECRET: SECRET,
    BBCODE_IMAGE_HOSTS: 'Images.Example.com, cdn.example.net',
  });
  plain = await startTestStore({ REQUIRE_VERIFIED_EMAIL_FOR_DEPOSIT: 'true' });
  admin = store.client();
  await admin.register('admin@keymart.test');
  payer = store.client();
  payerId = (await payer.register('payer@keymart.test')).id;
});
afterAll(async () => {
  await store.stop();
  await plain.stop();
});

/** Posts a sandbox callback signed with `secret` (the real gateway's way). */
function sandboxWebhook(
  target: TestStore,
  callback: object | string,
  secret = SECRET,
): Promise<Response> {
  const body = typeof callback === 'string' ? callback : JSON.stringify(callback);
  const signature = createHmac('sha256', secret).update(body).digest('hex');
  return fetch(`${target.url}/api/payments/sandbox/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': signature },
    body,
  });
}

/** The payment id at the end of a sandbox payment URL. */
const paymentIdOf = (paymentUrl: string) => paymentUrl.split('/').pop()!;

async function balanceOf(client: TestClient): Promise<string> {
  const user = await client.get('/api/user');
  return user.body.balance as string;
}

async function eventCount(target: TestStore): Promise<number> {
  const { rows } = await target.core.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM events',
  );
  return rows[0]!.n;
}

async function newCustomer(email: string) {
  const client = store.client();
  const user = await client.register(email);
  return { client, id: user.id };
}

describe('POST /api/create-payment', () => {
  it('answers 401 when signed out', async () => {
    const answer = await store.client().post('/api/create-payment', { amount: 25 });
    expect(answer.status).toBe(401);
  });

  it.each([
    [0, 'Invalid amount: Please enter a valid amount greater than $0.'],
    ['', 'Invalid amount: Please enter a valid amount greater than $0.'],
    [-10, 'Invalid amount: Please enter a valid amount greater than $0.'],
    ['ten', 'Invalid amount: Please enter a valid amount greater than $0.'],
    [undefined, 'Invalid amount: Please enter a valid amount greater than $0.'],
    [4.99, 'Amount too small: Minimum deposit for crypto is $5.'],
    ['10000.01', 'Amount too large: Maximum deposit amount is $10,000 per transaction.'],
  ])(
    'answers 400 for the amount %j with the spec’s message, appending nothing',
    async (amount, message) => {
      const before = await eventCount(store);
      const answer = await payer.post('/api/create-payment', { amount });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message });
      expect(await eventCount(store)).toBe(before);
    },
  );

  it('opens a pending deposit with a sandbox payment page and shows it as a pending transaction', async () => {
    const answer = await payer.post('/api/create-payment', { amount: '25.50' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, amount: '25.50' });
    expect(answer.body.paymentUrl).toMatch(
      new RegExp(`^${store.url}/sandbox/pay/sbx_[0-9a-f-]{36}$`),
    );
    const deposit = await payer.get(`/api/deposits/${answer.body.depositId}`);
    expect(deposit.body).toMatchObject({
      id: answer.body.depositId,
      depositNumber: answer.body.depositNumber,
      amount: '25.50',
      fee: '0.00',
      method: 'crypto',
      status: 'pending',
      paymentUrl: answer.body.paymentUrl,
    });
    const transactions = await payer.get('/api/transactions');
    expect(transactions.body[0]).toMatchObject({
      type: 'deposit',
      amount: '25.50',
      status: 'pending',
      description: `Crypto deposit ${answer.body.depositNumber}`,
    });
    expect(await balanceOf(payer)).toBe('0.00');
  });

  it('never shows a deposit to another customer', async () => {
    const answer = await payer.post('/api/create-payment', { amount: 5 });
    const other = await newCustomer('nosy@keymart.test');
    expect((await other.client.get(`/api/deposits/${answer.body.depositId}`)).status).toBe(404);
    expect((await store.client().get(`/api/deposits/${answer.body.depositId}`)).status).toBe(401);
  });
});

describe('the sandbox payment page', () => {
  it('shows the amount, and paying on it credits the balance and completes the transaction', async () => {
    const { client } = await newCustomer('page@keymart.test');
    const created = await client.post('/api/create-payment', { amount: 40 });
    const page = await fetch(created.body.paymentUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('$40.00');
    expect(html).toContain(created.body.depositNumber);
    expect(html).toContain('Simulate successful payment');

    const paid = await fetch(created.body.paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'status=paid',
    });
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('Paid: the amount has been added');
    expect(await balanceOf(client)).toBe('40.00');
    const deposit = await client.get(`/api/deposits/${created.body.depositId}`);
    expect(deposit.body.status).toBe('confirmed');
    const transactions = await client.get('/api/transactions');
    expect(transactions.body).toHaveLength(1);
    expect(transactions.body[0]).toMatchObject({
      type: 'deposit',
      amount: '40.00',
      status: 'completed',
    });
  });

  it('refuses a simulated payment sent from a page of another origin, changing nothing', async () => {
    const { client } = await newCustomer('cross-site@keymart.test');
    const created = await client.post('/api/create-payment', { amount: 30 });
    const before = await eventCount(store);
    const post = (headers: Record<string, string>) =>
      fetch(created.body.paymentUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: 'status=paid',
      });
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const refused = await post(headers);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: 'Cross-origin request refused' });
    }
    expect(await eventCount(store)).toBe(before);
    expect(await balanceOf(client)).toBe('0.00');
    // The page's own buttons post from its origin.
    const own = await post({ origin: new URL(store.url).origin });
    expect(own.status).toBe(200);
    expect(await balanceOf(client)).toBe('30.00');
  });

  it('answers 404 for an unknown payment', async () => {
    const page = await fetch(`${store.url}/sandbox/pay/sbx_00000000-0000-0000-0000-000000000000`);
    expect(page.status).toBe(404);
    expect((await fetch(`${store.url}/sandbox/pay/<script>`)).status).toBe(404);
  });
});

describe('POST /api/payments/sandbox/webhook', () => {
  it('credits once when the paid callback is delivered five times concurrently', async () => {
    const { client, id } = await newCustomer('five@keymart.test');
    const created = await client.post('/api/create-payment', { amount: 100 });
    const paymentId = paymentIdOf(created.body.paymentUrl);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => sandboxWebhook(store, { paymentId, status: 'paid' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const settlements = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { settlement: string }).settlement),
    );
    expect(settlements.filter((s) => s === 'credited')).toHaveLength(1);
    expect(settlements.filter((s) => s === 'unchanged')).toHaveLength(4);
    expect(await balanceOf(client)).toBe('100.00');
    const { rows } = await store.core.pool.query(
      `SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND event_type = 'DepositCredited'`,
      [`wallet-${id}`],
    );
    expect(rows[0].n).toBe(1);
  });

  it('refuses a forged signature with 401 and changes nothing', async () => {
    const { client } = await newCustomer('forged@keymart.test');
    const created = await client.post('/api/create-payment', { amount: 50 });
    const paymentId = paymentIdOf(created.body.paymentUrl);
    const before = await eventCount(store);
    const forged = await sandboxWebhook(
      store,
      { paymentId, status: 'paid' },
      'not-the-secret-at-all-000',
    );
    expect(forged.status).toBe(401);
    const unsigned = await fetch(`${store.url}/api/payments/sandbox/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paymentId, status: 'paid' }),
    });
    expect(unsigned.status).toBe(401);
    // A correct signature over other bytes than those sent.
    const body = JSON.stringify({ paymentId, status: 'paid' });
    const signature = createHmac('sha256', SECRET).update(body).digest('hex');
    const tampered = await fetch(`${store.url}/api/payments/sandbox/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      body: body.replace('paid', 'paid '),
    });
    expect(tampered.status).toBe(401);
    expect(await eventCount(store)).toBe(before);
    expect(await balanceOf(client)).toBe('0.00');
  });

  it('ignores unknown payments, malformed bodies and other providers, changing nothing', async () => {
    const before = await eventCount(store);
    const unknown = await sandboxWebhook(store, { paymentId: 'sbx_unknown', status: 'paid' });
    expect(unknown.status).toBe(404);
    expect((await sandboxWebhook(store, { paymentId: 'x', status: 'refunded' })).status).toBe(400);
    expect((await sandboxWebhook(store, '{"paymentId":')).status).toBe(400);
    const other = await fetch(`${store.url}/api/payments/nowpayments/webhook`, {
      method: 'POST',
      body: '{}',
    });
    expect(other.status).toBe(404);
    expect(await eventCount(store)).toBe(before);
  });

  it('keeps a paid deposit paid when a failed callback arrives late (out of order)', async () => {
    const { client } = await newCustomer('order@keymart.test');
    const created = await client.post('/api/create-payment', { amount: 30 });
    const paymentId = paymentIdOf(created.body.paymentUrl);
    expect((await sandboxWebhook(store, { paymentId, status: 'paid' })).status).toBe(200);
    const before = await eventCount(store);
    const late = await sandboxWebhook(store, { paymentId, status: 'failed' });
    expect(await late.json()).toEqual({ received: true, settlement: 'unchanged' });
    expect(await eventCount(store)).toBe(before);
    expect((await client.get(`/api/deposits/${created.body.depositId}`)).body.status).toBe(
      'confirmed',
    );
    expect(await balanceOf(client)).toBe('30.00');
  });

  it('marks a failed payment failed, and still credits money that arrives afterwards', async () => {
    const { client } = await newCustomer('failed@keymart.test');
    const created = await client.post('/api/create-payment', { amount: 12 });
    const paymentId = paymentIdOf(created.body.paymentUrl);
    expect((await sandboxWebhook(store, { paymentId, status: 'failed' })).status).toBe(200);
    expect((await client.get(`/api/deposits/${created.body.depositId}`)).body.status).toBe(
      'failed',
    );
    expect((await client.get('/api/transactions')).body[0].status).toBe('failed');
    expect(await balanceOf(client)).toBe('0.00');
    await sandboxWebhook(store, { paymentId, status: 'paid' });
    expect(await balanceOf(client)).toBe('12.00');
  });
});

describe('deposit expiry', () => {
  let quick: TestStore;
  beforeAll(async () => {
    // 0.02 minutes = 1.2 s: the pg-boss job expires the deposit soon after.
    quick = await startTestStore({
      PAYMENT_WEBHOOK_SECRET: SECRET,
      DEPOSIT_EXPIRY_MINUTES: '0.02',
    });
  });
  afterAll(() => quick.stop());

  it('expires an unpaid deposit through its job, and credits a payment that arrives late', async () => {
    const client = quick.client();
    await client.register('late@keymart.test');
    const created = await client.post('/api/create-payment', { amount: 20 });
    await vi.waitFor(
      async () => {
        const deposit = await client.get(`/api/deposits/${created.body.depositId}`);
        expect(deposit.body.status).toBe('expired');
      },
      { timeout: 20_000, interval: 250 },
    );
    const transactions = await client.get('/api/transactions');
    expect(transactions.body[0]).toMatchObject({ type: 'deposit', status: 'cancelled' });

    const late = await sandboxWebhook(quick, {
      paymentId: paymentIdOf(created.body.paymentUrl),
      status: 'paid',
    });
    expect(await late.json()).toEqual({ received: true, settlement: 'credited' });
    expect(await balanceOf(client)).toBe('20.00');
    expect((await client.get(`/api/deposits/${created.body.depositId}`)).body.status).toBe(
      'confirmed',
    );
    expect((await client.get('/api/transactions')).body[0]).toMatchObject({
      status: 'completed',
      amount: '20.00',
    });
  }, 30_000);

  it('leaves a paid deposit paid when its expiry job runs', async () => {
    const client = quick.client();
    await client.register('ontime@keymart.test');
    const created = await client.post('/api/create-payment', { amount: 9 });
    await sandboxWebhook(quick, {
      paymentId: paymentIdOf(created.body.paymentUrl),
      status: 'paid',
    });
    await vi.waitFor(
      async () => {
        expect(
          await quick.core.jobs.pending({
            name: 'deposit-expiry',
            retryLimit: 0,
            retryDelaySeconds: 1,
          }),
        ).toBe(0);
      },
      { timeout: 20_000, interval: 250 },
    );
    expect((await client.get(`/api/deposits/${created.body.depositId}`)).body.status).toBe(
      'confirmed',
    );
    expect(await balanceOf(client)).toBe('9.00');
  }, 30_000);
});

describe('card and PayPal top-up requests', () => {
  it('validates with the spec’s messages', async () => {
    const cases: [unknown, string][] = [
      [{ amount: 9.99, method: 'paypal' }, 'Amount too small: Minimum deposit for PayPal is $10.'],
      [
        { amount: 5, method: 'credit_card' },
        'Amount too small: Minimum deposit for credit card is $10.',
      ],
      [
        { amount: 10_001, method: 'paypal' },
        'Amount too large: Maximum deposit amount is $10,000 per transaction.',
      ],
      [
        { amount: 0, method: 'paypal' },
        'Invalid amount: Please enter a valid amount greater than $0.',
      ],
      [{ amount: 20, method: 'crypto' }, 'Method must be credit_card or paypal'],
    ];
    for (const [body, message] of cases) {
      const answer = await payer.post('/api/manual-payment-requests', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message });
    }
  });

  it('opens a high-priority ticket for staff, and an admin credits it once with a balance adjustment', async () => {
    const { client, id } = await newCustomer('paypal@keymart.test');
    const request = await client.post('/api/manual-payment-requests', {
      amount: '50.00',
      method: 'paypal',
    });
    expect(request.status).toBe(201);
    expect(request.body).toMatchObject({
      success: true,
      depositNumber: expect.stringMatching(/^DEP-\d{6}$/),
    });
    const tickets = await client.get('/api/support/tickets');
    const ticket = (tickets.body.tickets ?? tickets.body).find(
      (t: { id: number }) => t.id === request.body.ticketId,
    );
    expect(ticket).toMatchObject({
      subject: `Top-up request ${request.body.depositNumber}: $50.00 via PayPal`,
      priority: 'high',
    });
    const deposit = await client.get(`/api/deposits/${request.body.depositId}`);
    expect(deposit.body).toMatchObject({
      method: 'paypal',
      amount: '50.00',
      fee: '5.00',
      status: 'pending',
    });
    // Not money yet: no transaction row until staff credit it.
    expect((await client.get('/api/transactions')).body).toEqual([]);

    const open = await admin.get(`/api/admin/users/${id}/top-up-requests`);
    expect(open.body.map((d: { id: number }) => d.id)).toEqual([request.body.depositId]);

    const credit = await admin.post(`/api/admin/users/${id}/balance`, {
      amount: '50.00',
      operation: 'add',
      reason: 'PayPal payment received',
      depositId: request.body.depositId,
    });
    expect(credit.status).toBe(200);
    expect(await balanceOf(client)).toBe('50.00');
    expect((await client.get('/api/transactions')).body).toEqual([
      expect.objectContaining({
        type: 'credit',
        amount: '50.00',
        description: `PayPal payment received (top-up request ${request.body.depositNumber})`,
      }),
    ]);
    expect((await client.get(`/api/deposits/${request.body.depositId}`)).body.status).toBe(
      'confirmed',
    );
    expect((await admin.get(`/api/admin/users/${id}/top-up-requests`)).body).toEqual([]);

    const again = await admin.post(`/api/admin/users/${id}/balance`, {
      amount: '50.00',
      operation: 'add',
      depositId: request.body.depositId,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This top-up request was already credited');
    expect(await balanceOf(client)).toBe('50.00');
  });

  it('refuses to credit a request to another user, or with a subtraction', async () => {
    const { client, id } = await newCustomer('card@keymart.test');
    const request = await client.post('/api/manual-payment-requests', {
      amount: 10,
      method: 'credit_card',
    });
    const wrongUser = await admin.post(`/api/admin/users/${payerId}/balance`, {
      amount: 10,
      operation: 'add',
      depositId: request.body.depositId,
    });
    expect(wrongUser.status).toBe(404);
    const subtract = await admin.post(`/api/admin/users/${id}/balance`, {
      amount: 10,
      operation: 'subtract',
      depositId: request.body.depositId,
    });
    expect(subtract.status).toBe(400);
    expect((await client.get(`/api/deposits/${request.body.depositId}`)).body.status).toBe(
      'pending',
    );
  });
});

describe('reports', () => {
  it('count confirmed deposits', async () => {
    const reports = await admin.get('/api/admin/reports');
    expect(reports.status).toBe(200);
    expect(reports.body.deposits.today.count).toBeGreaterThanOrEqual(5);
    const { rows } = await store.core.pool.query<{ cents: string; n: number }>(
      `SELECT coalesce(sum(credited_cents), 0)::text AS cents, count(*)::int AS n FROM deposits WHERE status = 'confirmed'`,
    );
    expect(reports.body.deposits.today.count).toBe(rows[0]!.n);
    expect(parseDollarsToCents(reports.body.deposits.today.amount)).toBe(Number(rows[0]!.cents));
  });
});

describe('NOWPayments', () => {
  const IPN_SECRET = 'nowpayments-ipn-secret-0123456789';
  let fake: FakeNowPayments;
  let gateway: TestStore;
  let customer: TestClient;

  beforeAll(async () => {
    fake = await startFakeNowPayments();
    gateway = await startTestStore({
      PAYMENT_PROVIDER: 'nowpayments',
      NOWPAYMENTS_API_KEY: 'np-test-key',
      NOWPAYMENTS_API_URL: fake.url,
      PAYMENT_WEBHOOK_SECRET: IPN_SECRET,
      PUBLIC_URL: 'https://shop.example.com',
    });
    customer = gateway.client();
    await customer.register('np@keymart.test');
  });
  afterAll(async () => {
    await gateway.stop();
    await fake.close();
  });

  /** An IPN in the documented format for the fake's invoice. */
  function ipn(invoiceId: string, orderId: string, status: string, price = 75) {
    return {
      payment_id: 5077125051,
      invoice_id: Number(invoiceId),
      payment_status: status,
      pay_address: '0xd1cDE08A07cD25adEbEd35c3867a59228C09B606',
      price_amount: price,
      price_currency: 'usd',
      pay_amount: 0.0257,
      actually_paid: status === 'finished' ? 0.0257 : 0,
      pay_currency: 'eth',
      order_id: orderId,
      order_description: `KeyMart balance top-up ${orderId}`,
      purchase_id: '5837122679',
      created_at: '2026-11-21T10:00:00.000Z',
      updated_at: '2026-11-21T10:05:00.000Z',
      outcome_amount: 0.0255,
      outcome_currency: 'eth',
    };
  }

  function postIpn(payload: object, signatureOf?: (sig: string) => string) {
    const { body, signature } = signIpn(payload, IPN_SECRET);
    return fetch(`${gateway.url}/api/payments/nowpayments/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-nowpayments-sig': signatureOf ? signatureOf(signature) : signature,
      },
      body,
    });
  }

  it('creates an invoice and credits the balance once on the finished IPN', async () => {
    const created = await customer.post('/api/create-payment', { amount: 75 });
    expect(created.status).toBe(200);
    const invoice = fake.invoices.at(-1)!;
    expect(created.body.paymentUrl).toBe(invoice.invoice_url);
    const request = fake.requests.at(-1)!;
    expect(request.headers['x-api-key']).toBe('np-test-key');
    expect(request.json).toMatchObject({
      price_amount: 75,
      price_currency: 'usd',
      order_id: created.body.depositNumber,
      ipn_callback_url: 'https://shop.example.com/api/payments/nowpayments/webhook',
    });

    const waiting = await postIpn(ipn(invoice.id, created.body.depositNumber, 'waiting'));
    expect(await waiting.json()).toEqual({ received: true, settlement: 'unchanged' });
    const before = await eventCount(gateway);
    const tampered = await postIpn(
      ipn(invoice.id, created.body.depositNumber, 'finished'),
      (sig) => (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1),
    );
    expect(tampered.status).toBe(401);
    expect(await eventCount(gateway)).toBe(before);

    const finished = await Promise.all(
      [1, 2, 3].map(() => postIpn(ipn(invoice.id, created.body.depositNumber, 'finished'))),
    );
    expect(finished.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await balanceOf(customer)).toBe('75.00');
    const { rows } = await gateway.core.pool.query(
      `SELECT data FROM events WHERE event_type = 'DepositConfirmed'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].data).toMatchObject({ providerTransactionId: '5077125051', amountCents: 7500 });
  });

  it('answers 502 with the spec’s message when the gateway fails, appending nothing', async () => {
    fake.respondWith({ status: 500, body: { message: 'down' } });
    const before = await eventCount(gateway);
    const answer = await customer.post('/api/create-payment', { amount: 10 });
    fake.respondWith(null);
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({
      message: 'Failed to create payment: Please try again or contact support.',
    });
    expect(await eventCount(gateway)).toBe(before);
  });

  it('refuses to start without its API key and IPN secret', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'nowpayments' })).toThrow(
      /NOWPAYMENTS_API_KEY is required[\s\S]*PAYMENT_WEBHOOK_SECRET/,
    );
  });
});

describe('GET /api/site-config', () => {
  it('gives the live-chat URL from LIVE_CHAT_URL, payments enabled and the BBCode image hosts, to anyone', async () => {
    const answer = await store.client().get('/api/site-config');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      liveChatUrl: LIVE_CHAT_URL,
      paymentsEnabled: true,
      depositNeedsVerifiedEmail: false,
      bbcodeImageHosts: ['images.example.com', 'cdn.example.net'],
      mailEnabled: false,
      storeTimeZone: 'Asia/Dubai',
    });
  });

  it('gives no live chat, no outside image host and mail off when LIVE_CHAT_URL, BBCODE_IMAGE_HOSTS and SMTP_URL are unset, and says when a deposit needs a verified address', async () => {
    const answer = await plain.client().get('/api/site-config');
    expect(answer.body).toEqual({
      liveChatUrl: null,
      paymentsEnabled: true,
      depositNeedsVerifiedEmail: true,
      bbcodeImageHosts: [],
      mailEnabled: false,
      storeTimeZone: 'Asia/Dubai',
    });
  });

  it('refuses a deposit before the customer verified the address, when the store needs it', async () => {
    const customer = plain.client();
    await customer.register('unverified@keymart.test');
    for (const [path, body] of [
      ['/api/create-payment', { amount: '10.00' }],
      ['/api/manual-payment-requests', { amount: '10.00', method: 'paypal' }],
    ] as const)
      expect(await customer.post(path, body)).toMatchObject({
        status: 403,
        body: { message: VERIFY_EMAIL_FIRST },
      });
    const { rows } = await plain.core.pool.query(
      "SELECT 1 FROM events WHERE event_type = 'DepositRequested'",
    );
    expect(rows).toEqual([]);
  });

  it('refuses a LIVE_CHAT_URL that is not an http(s) URL at start', () => {
    for (const value of ['not a url', 'javascript:alert(1)']) {
      expect(() => loadConfig({ LIVE_CHAT_URL: value })).toThrow(
        'LIVE_CHAT_URL must be an http(s) URL',
      );
    }
    expect(loadConfig({ LIVE_CHAT_URL }).liveChatUrl).toBe(LIVE_CHAT_URL);
    expect(loadConfig({}).liveChatUrl).toBeUndefined();
  });
});
