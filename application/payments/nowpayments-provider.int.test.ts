import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeNowPayments, type FakeNowPayments } from '../../test/support/fake-nowpayments';
import { NowPaymentsProvider } from './nowpayments-provider';
import type { PaymentRequest } from './provider';

const API_KEY = 'NP-TEST-KEY-7Q2M9X4';

let fake: FakeNowPayments;
let provider: NowPaymentsProvider;

beforeAll(async () => {
  fake = await startFakeNowPayments();
  provider = new NowPaymentsProvider({
    apiKey: API_KEY,
    apiUrl: fake.url,
    ipnSecret: 'test-ipn-secret-0123456789',
  });
});

afterEach(() => fake.respondWith(null));

afterAll(async () => {
  await fake.close();
});

const deposit: PaymentRequest = {
  depositId: 42,
  depositNumber: 'DEP-000042',
  amountCents: 1250,
  description: 'KeyMart balance top-up DEP-000042',
  callbackUrl: 'https://keymart.example/api/payments/nowpayments/webhook',
  successUrl: 'https://keymart.example/account/deposits/42?result=paid',
  cancelUrl: 'https://keymart.example/account/deposits/42?result=cancelled',
};

describe('createPayment', () => {
  it('creates an invoice with the deposit and returns its id and page', async () => {
    const before = fake.requests.length;
    const created = await provider.createPayment(deposit);

    expect(fake.requests).toHaveLength(before + 1);
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/invoice');
    expect(request.headers['x-api-key']).toBe(API_KEY);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.json).toEqual({
      price_amount: 12.5,
      price_currency: 'usd',
      order_id: 'DEP-000042',
      order_description: 'KeyMart balance top-up DEP-000042',
      ipn_callback_url: 'https://keymart.example/api/payments/nowpayments/webhook',
      success_url: 'https://keymart.example/account/deposits/42?result=paid',
      cancel_url: 'https://keymart.example/account/deposits/42?result=cancelled',
    });
    expect(request.body).toContain('"price_amount":12.5,');

    const invoice = fake.invoices.at(-1)!;
    expect(created).toEqual({ providerPaymentId: invoice.id, payUrl: invoice.invoice_url });
    expect(created.payUrl).toBe(`${fake.url.replace(/\/v1$/, '')}/payment/?iid=${invoice.id}`);
  });

  it('sends cents as an exact USD number', async () => {
    await provider.createPayment({ ...deposit, amountCents: 1999 });
    expect(fake.requests.at(-1)!.body).toContain('"price_amount":19.99,');
    await provider.createPayment({ ...deposit, amountCents: 435 });
    expect(fake.requests.at(-1)!.body).toContain('"price_amount":4.35,');
  });

  it('accepts an invoice id sent as a number', async () => {
    fake.respondWith({
      status: 201,
      body: { id: 5222917334, invoice_url: 'https://nowpayments.io/payment/?iid=5222917334' },
    });
    expect(await provider.createPayment(deposit)).toEqual({
      providerPaymentId: '5222917334',
      payUrl: 'https://nowpayments.io/payment/?iid=5222917334',
    });
  });

  it('throws a clear error when the API answers 500', async () => {
    fake.respondWith({ status: 500, body: { status: false, message: 'Internal server error' } });
    await expect(provider.createPayment(deposit)).rejects.toThrow(
      'NOWPayments refused the invoice (HTTP 500): Internal server error',
    );
  });

  it('never puts the API key in its errors, even when the answer echoes it', async () => {
    fake.respondWith({
      status: 403,
      body: { status: false, code: 'INVALID_API_KEY', message: `Invalid api key ${API_KEY}` },
    });
    const error = await provider.createPayment(deposit).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/HTTP 403/);
    expect((error as Error).message).not.toContain(API_KEY);
  });

  it('throws a clear error when the answer is not an invoice', async () => {
    const malformed = [
      { status: 201, body: '<html>gateway</html>', raw: true },
      { status: 201, body: { id: '4522625843' } },
      { status: 201, body: { invoice_url: 'https://nowpayments.io/payment/?iid=1' } },
      { status: 201, body: { id: '4522625843', invoice_url: 'javascript:alert(1)' } },
      { status: 200, body: [] },
    ];
    for (const answer of malformed) {
      fake.respondWith(answer);
      await expect(provider.createPayment(deposit)).rejects.toThrow(
        /NOWPayments answered the invoice request without an invoice id and invoice_url/,
      );
    }
  });

  it('gives up when the API does not answer in time', async () => {
    const impatient = new NowPaymentsProvider({
      apiKey: API_KEY,
      apiUrl: fake.url,
      ipnSecret: 'x',
      timeoutMs: 200,
    });
    fake.respondWith({ status: 201, body: {}, delayMs: 5_000 });
    await expect(impatient.createPayment(deposit)).rejects.toThrow(
      'NOWPayments invoice request failed: no answer within 200 ms',
    );
  });

  it('throws a clear error when the API cannot be reached', async () => {
    const closed = await startFakeNowPayments();
    await closed.close();
    const unreachable = new NowPaymentsProvider({
      apiKey: API_KEY,
      apiUrl: closed.url,
      ipnSecret: 'x',
    });
    await expect(unreachable.createPayment(deposit)).rejects.toThrow(
      /NOWPayments invoice request failed: fetch failed: .*ECONNREFUSED/,
    );
  });

  it('refuses an amount that is not a positive whole number of cents without calling out', async () => {
    const before = fake.requests.length;
    await expect(provider.createPayment({ ...deposit, amountCents: 12.5 })).rejects.toThrow(
      /positive whole number of cents/,
    );
    expect(fake.requests).toHaveLength(before);
  });
});
