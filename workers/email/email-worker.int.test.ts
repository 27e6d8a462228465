import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Pool } from '../../application/db/pool';
import { NOTHING_TO_RESEND } from '../../domain/order/decide';
import { createTestDatabase } from '../../test/support/database';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../test/support/smtp-sink';
import { startTestStore, TestClient, type TestStore } from '../../test/support/store';
import { shop } from '../../test/support/shop';

const PUBLIC_URL = 'https://shop.keymart.test';
const WEBHOOK_SECRET = 'email-test-webhook-secret-0123456789';
const WAIT = { timeout: 15_000, interval: 50 };

/** After the awaited mails arrived: no further one for `address` turns up shortly after. */
async function expectNoMoreMail(sink: SmtpSink, address: string, count: number) {
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(mailsTo(sink, address)).toHaveLength(count);
}

/** Waits until the e-mail notifier has handled every event of its types (whether it planned a job or not). */
async function waitForNotifier(pool: Pool) {
  await vi.waitFor(async () => {
    const { rows } = await pool.query<{ unhandled: number }>(
      `SELECT count(*)::int AS unhandled
         FROM events e, checkpoints c
        WHERE c.subscriber = 'email-notifier'
          AND e.event_type = ANY($1::text[])
          AND (e.transaction_id, e.position) > (c.transaction_id, c.position)`,
      [
        [
          'OrderDelivered',
          'OrderStatusChanged',
          'OrderDeliveryResent',
          'OrderRefunded',
          'DepositCredited',
          'BalanceAdjusted',
        ],
      ],
    );
    expect(rows[0]!.unhandled).toBe(0);
  }, WAIT);
}

/** The order and deposit mails to `address` (registering also mails a verification link). */
function mailsTo(sink: SmtpSink, address: string): ReceivedMail[] {
  return sink.messages.filter(
    (mail) =>
      mail.to.includes(address) && mail.subject !== 'Confirm your e-mail address for KeyMart',
  );
}

/** Waits until `address` has received exactly `count` mails and returns them. */
async function waitForMails(sink: SmtpSink, address: string, count: number) {
  return vi.waitFor(() => {
    const mails = mailsTo(sink, address);
    expect(mails).toHaveLength(count);
    return mails;
  }, WAIT);
}

describe('customer e-mail', () => {
  let sink: SmtpSink;
  let store: TestStore;
  let admin: TestClient;
  let helpers: ReturnType<typeof shop>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    store = await startTestStore({
      SMTP_URL: sink.url,
      PUBLIC_URL,
      PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    admin = store.client();
    await admin.register('admin@keymart.test');
    helpers = shop(admin, () => store.client(), 'Mail');
  });
  afterAll(async () => {
    await store?.stop();
    await sink?.close();
  });

  it('mails the customer once when an order is delivered from stock, with the delivered item', async () => {
    const product = await helpers.product({
      price: '12.50',
      items: ['KEY-1 <a&b>', 'KEY-2 <c&d>', 'KEY-3'],
    });
    const { client } = await helpers.customer('stock-buyer@keymart.test', '50.00');

    const bought = await client.post('/api/purchase', { productId: product.id, quantity: 2 });
    expect(bought.status).toBe(201);
    const order = bought.body.order as { id: number; orderNumber: string };

    const [mail] = await waitForMails(sink, 'stock-buyer@keymart.test', 1);
    expect(mail!.to).toEqual(['stock-buyer@keymart.test']);
    expect(mail!.from).toBe('no-reply@keymart.local');
    expect(mail!.headers.get('from')).toBe('KeyMart <no-reply@keymart.local>');
    expect(mail!.subject).toBe(`Your order ${order.orderNumber} has been delivered`);
    expect(mail!.text).toContain('Hello Test,');
    expect(mail!.text).toContain(`Product: ${product.name}`);
    expect(mail!.text).toContain('Quantity: 2');
    expect(mail!.text).toContain('KEY-1 <a&b>\nKEY-2 <c&d>\n');
    expect(mail!.text).toContain(`View your order: ${PUBLIC_URL}/orders/${order.id}`);
    expect(mail!.html).toContain('KEY-1 &lt;a&amp;b&gt;\nKEY-2 &lt;c&amp;d&gt;</pre>');
    expect(mail!.html).not.toContain('<a&b>');
    expect(mail!.html).toContain(`<a href="${PUBLIC_URL}/orders/${order.id}">`);
    // The staff's balance adjustment (no top-up request) is not a deposit: no mail for it.
    await expectNoMoreMail(sink, 'stock-buyer@keymart.test', 1);
  });

  it('mails once when staff complete a manual order with the item, not when they save it again', async () => {
    const product = await helpers.product({ price: '5.00', manualStock: 3 });
    const { client } = await helpers.customer('manual-buyer@keymart.test', '10.00');
    const bought = await client.post('/api/purchase', { productId: product.id, quantity: 1 });
    expect(bought.status).toBe(201);
    expect(bought.body.order.status).toBe('pending');
    const orderId = bought.body.order.id as number;

    const inProgress = await admin.put(`/api/orders/${orderId}/status`, { status: 'in_progress' });
    expect(inProgress.status).toBe(200);
    const completed = await admin.put(`/api/orders/${orderId}/status`, {
      status: 'completed',
      deliveredItem: 'user@example.com / hunter22',
    });
    expect(completed.status).toBe(200);
    const [mail] = await waitForMails(sink, 'manual-buyer@keymart.test', 1);
    expect(mail!.subject).toBe(`Your order ${bought.body.order.orderNumber} has been delivered`);
    expect(mail!.text).toContain('user@example.com / hunter22');

    const corrected = await admin.put(`/api/orders/${orderId}/status`, {
      status: 'completed',
      deliveredItem: 'user@example.com / hunter23',
    });
    expect(corrected.status).toBe(200);
    await expectNoMoreMail(sink, 'manual-buyer@keymart.test', 1);
  });

  it('sends nothing for a manual order that is cancelled or still pending', async () => {
    const product = await helpers.product({ price: '2.00', manualStock: 3 });
    const { client } = await helpers.customer('cancelled@keymart.test', '10.00');
    const first = await client.post('/api/purchase', { productId: product.id, quantity: 1 });
    const second = await client.post('/api/purchase', { productId: product.id, quantity: 1 });
    expect([first.status, second.status]).toEqual([201, 201]);
    const cancelled = await admin.put(`/api/orders/${first.body.order.id}/status`, {
      status: 'cancelled',
    });
    expect(cancelled.status).toBe(200);
    // The refund lands on the wallet and the order is handled by the subscription: wait for the
    // worker to have passed it, then check nothing was queued or sent.
    await waitForNotifier(store.core.pool);
    await expectNoMoreMail(sink, 'cancelled@keymart.test', 0);
  });

  it('mails the delivery again each time staff resend it, two concurrent resends both kept in order', async () => {
    const product = await helpers.product({ price: '3.00', items: ['RESEND-KEY'] });
    const manual = await helpers.product({ price: '1.00', manualStock: 1 });
    const { client } = await helpers.customer('resend@keymart.test', '10.00');
    const bought = await client.post('/api/purchase', { productId: product.id, quantity: 1 });
    const pending = await client.post('/api/purchase', { productId: manual.id, quantity: 1 });
    expect([bought.status, pending.status]).toEqual([201, 201]);
    const order = bought.body.order as { id: number; orderNumber: string };
    await waitForMails(sink, 'resend@keymart.test', 1);

    const resend = (orderId: number, as = admin) =>
      as.post(`/api/admin/orders/${orderId}/resend-delivery`);
    expect(await resend(order.id)).toMatchObject({
      status: 200,
      body: { id: order.id, status: 'completed' },
    });
    const [, again] = await waitForMails(sink, 'resend@keymart.test', 2);
    expect(again!.subject).toBe(`Your order ${order.orderNumber} has been delivered`);
    expect(again!.text).toContain('RESEND-KEY');

    // Two at once: each appends at its own version (one retried past the other's), each mails.
    const both = await Promise.all([resend(order.id), resend(order.id)]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    await waitForMails(sink, 'resend@keymart.test', 4);
    const detail = await admin.get(`/api/admin/orders/${order.id}`);
    const events = detail.body.events as { version: number; type: string; summary: string }[];
    expect(events.map((event) => event.version)).toEqual(events.map((_, index) => index + 1));
    const resent = events.filter((event) => event.type === 'OrderDeliveryResent');
    expect(resent).toHaveLength(3);
    expect(resent[0]).toMatchObject({
      summary: 'Delivery e-mail sent again',
      actor: { email: 'admin@keymart.test' },
    });

    // Refused: a pending order (nothing delivered), the customer themselves, no such order.
    expect(await resend(pending.body.order.id)).toMatchObject({
      status: 422,
      body: { message: NOTHING_TO_RESEND },
    });
    expect((await resend(order.id, client)).status).toBe(403);
    expect((await resend(999_999)).status).toBe(404);
    await waitForNotifier(store.core.pool);
    await expectNoMoreMail(sink, 'resend@keymart.test', 4);
  });

  it('mails the customer about each refund, with the amount and the reason, once per refund', async () => {
    const product = await helpers.product({ price: '8.00', items: ['REFUND-KEY <x>'] });
    const { client } = await helpers.customer('refunded@keymart.test', '8.00');
    const bought = await client.post('/api/purchase', { productId: product.id, quantity: 1 });
    expect(bought.status).toBe(201);
    const order = bought.body.order as { id: number; orderNumber: string };
    await waitForMails(sink, 'refunded@keymart.test', 1);

    const refund = (body: object, key: string) =>
      admin.request('POST', `/api/admin/orders/${order.id}/refunds`, body, {
        'Idempotency-Key': key,
      });
    const partial = { amount: '3.00', reason: 'Late <delivery>', restock: false };
    expect((await refund(partial, 'mail-1')).status).toBe(201);
    // The same key again is the same refund: no second mail.
    expect((await refund(partial, 'mail-1')).status).toBe(201);
    const [, first] = await waitForMails(sink, 'refunded@keymart.test', 2);
    expect(first!.subject).toBe(`Your order ${order.orderNumber} was partly refunded: $3.00`);
    expect(first!.text).toContain('$3.00 has been credited to your balance.');
    expect(first!.text).toContain('Reason: Late <delivery>');
    expect(first!.html).toContain('Reason: Late &lt;delivery&gt;');
    expect(first!.text).toContain(`View your order: ${PUBLIC_URL}/orders/${order.id}`);

    expect((await refund({ reason: 'Wrong region', restock: true }, 'mail-2')).status).toBe(201);
    const [, , last] = await waitForMails(sink, 'refunded@keymart.test', 3);
    expect(last!.subject).toBe(`Your order ${order.orderNumber} was refunded in full: $5.00`);
    expect(last!.text).toContain('returned to our stock');
    expect(last!.text).not.toContain('REFUND-KEY');
    await waitForNotifier(store.core.pool);
    await expectNoMoreMail(sink, 'refunded@keymart.test', 3);
  });

  it('mails "deposit credited" once when the gateway confirms a crypto deposit', async () => {
    const depositor = store.client();
    await depositor.register('depositor@keymart.test');
    const created = await depositor.post('/api/create-payment', { amount: '12.50' });
    expect(created.status).toBe(200);
    const { depositNumber, paymentUrl } = created.body as {
      depositNumber: string;
      paymentUrl: string;
    };
    const paymentId = new URL(paymentUrl).pathname.split('/').pop()!;

    const body = JSON.stringify({ paymentId, status: 'paid' });
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');
    for (let i = 0; i < 2; i++) {
      // The second, replayed callback changes nothing and must not mail again.
      const callback = await store
        .client()
        .request('POST', '/api/payments/sandbox/webhook', body, { 'X-Signature': signature });
      expect(callback.status).toBe(200);
      expect(callback.body.settlement).toBe(i === 0 ? 'credited' : 'unchanged');
    }

    const [mail] = await waitForMails(sink, 'depositor@keymart.test', 1);
    expect(mail!.subject).toBe(`Your deposit ${depositNumber} of $12.50 has been credited`);
    expect(mail!.text).toContain(
      `Your deposit ${depositNumber} of $12.50 has been credited to your balance.`,
    );
    expect(mail!.text).toContain('Payment method: Crypto');
    expect(mail!.text).toContain(`View your transactions: ${PUBLIC_URL}/transactions`);
    expect(mail!.html).toContain(`<strong>${depositNumber}</strong> of <strong>$12.50</strong>`);
    await expectNoMoreMail(sink, 'depositor@keymart.test', 1);
  });

  it('mails "deposit credited" when staff credit a card top-up request', async () => {
    const customer = store.client();
    const user = await customer.register('card-topup@keymart.test');
    const requested = await customer.post('/api/manual-payment-requests', {
      amount: '20.00',
      method: 'credit_card',
    });
    expect(requested.status).toBe(201);
    const { depositId, depositNumber } = requested.body as {
      depositId: number;
      depositNumber: string;
    };
    const credited = await admin.post(`/api/admin/users/${user.id}/balance`, {
      amount: '20.00',
      operation: 'add',
      reason: 'Card top-up',
      depositId,
    });
    expect(credited.status).toBe(200);

    const [mail] = await waitForMails(sink, 'card-topup@keymart.test', 1);
    expect(mail!.subject).toBe(`Your deposit ${depositNumber} of $20.00 has been credited`);
    expect(mail!.text).toContain('Payment method: Credit card');
    await expectNoMoreMail(sink, 'card-topup@keymart.test', 1);
  });

  it('retries when the SMTP server refuses for a while, and delivers the mail once', async () => {
    const product = await helpers.product({ price: '1.00', items: ['RETRY-KEY'] });
    const { client } = await helpers.customer('retry@keymart.test', '5.00');
    const refusedBefore = sink.refused();
    sink.refuseNext(1);
    const bought = await client.post('/api/purchase', { productId: product.id, quantity: 1 });
    expect(bought.status).toBe(201);

    const [mail] = await waitForMails(sink, 'retry@keymart.test', 1);
    expect(sink.refused()).toBe(refusedBefore + 1);
    expect(mail!.text).toContain('RETRY-KEY');
    await expectNoMoreMail(sink, 'retry@keymart.test', 1);
  });
});

describe('turning SMTP on later', () => {
  let sink: SmtpSink;
  let running: TestStore | null = null;

  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await running?.stop();
    await sink?.close();
  });

  it('does not mail orders delivered before SMTP was configured, and mails the next one', async () => {
    const databaseUrl = await createTestDatabase();
    running = await startTestStore({}, { databaseUrl });
    const admin = new TestClient(running.url);
    await admin.register('admin@keymart.test');
    const before = shop(admin, () => new TestClient(running!.url));
    const product = await before.product({ price: '3.00', items: ['OLD-KEY', 'NEW-KEY'] });
    const { client: oldClient } = await before.customer('later@keymart.test', '10.00');
    const old = await oldClient.post('/api/purchase', { productId: product.id, quantity: 1 });
    expect(old.status).toBe(201);
    expect(old.body.order.deliveredItem).toBe('OLD-KEY');
    // The notifier handles the old order (with SMTP off: nothing planned) before the stop.
    await waitForNotifier(running.core.pool);
    await running.stop();
    running = null;

    running = await startTestStore({ SMTP_URL: sink.url }, { databaseUrl });
    const customer = new TestClient(running.url);
    expect(
      (await customer.post('/api/login', { email: 'later@keymart.test', password: 'secret123' }))
        .status,
    ).toBe(200);
    const next = await customer.post('/api/purchase', { productId: product.id, quantity: 1 });
    expect(next.status).toBe(201);
    expect(next.body.order.deliveredItem).toBe('NEW-KEY');

    const [mail] = await waitForMails(sink, 'later@keymart.test', 1);
    expect(mail!.subject).toBe(`Your order ${next.body.order.orderNumber} has been delivered`);
    expect(mail!.text).toContain('NEW-KEY');
    await expectNoMoreMail(sink, 'later@keymart.test', 1);
    expect(sink.messages.some((m) => m.text.includes('OLD-KEY'))).toBe(false);
    expect(sink.messages.some((m) => m.subject.includes(old.body.order.orderNumber))).toBe(false);
  });
});
