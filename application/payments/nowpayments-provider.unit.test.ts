import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signIpn } from '../../test/support/fake-nowpayments';
import { centsToUsd, NowPaymentsProvider, usdToCents } from './nowpayments-provider';
import { InvalidSignature, MalformedNotification } from './provider';

const IPN_SECRET = 'test-ipn-secret-0123456789';
const provider = new NowPaymentsProvider({
  apiKey: 'test-api-key',
  apiUrl: 'http://127.0.0.1:9/v1',
  ipnSecret: IPN_SECRET,
});

/**
 * The "Payments" webhook example of NOWPayments' API docs ("Webhooks Examples"), verbatim but
 * for one comma the docs leave out after `"payment_extra_ids":null` (without it, it is not
 * JSON). The docs give no secret or signature for it, so the tests sign it with `signIpn`, a
 * literal transcription of the docs' Node snippet.
 */
const DOCUMENTED_IPN = `{
"payment_id":123456789,
"parent_payment_id":987654321,
"invoice_id":null,
"payment_status":"finished",
"pay_address":"address",
"payin_extra_id":null,
"price_amount":1,
"price_currency":"usd",
"pay_amount":15,
"actually_paid":15,
"actually_paid_at_fiat":0,
"pay_currency":"trx",
"order_id":null,
"order_description":null,
"purchase_id":"123456789",
"outcome_amount":14.8106,
"outcome_currency":"trx",
"payment_extra_ids":null,
"fee": {
"currency":"btc",
"depositFee":0.09853637216235617,
"withdrawalFee":0,
"serviceFee":0
}
}`;

const sign = (text: string, secret = IPN_SECRET) =>
  signIpn(JSON.parse(text) as object, secret).signature;

const hmacHex = (text: string, secret = IPN_SECRET) =>
  createHmac('sha512', secret).update(text).digest('hex');

const parse = (body: string, signature?: string) =>
  provider.parseWebhook(
    Buffer.from(body),
    signature === undefined ? {} : { 'x-nowpayments-sig': signature },
  );

/** A signed IPN for an invoice the store created, with `fields` over the defaults. */
function signedIpn(fields: Record<string, unknown>): { body: string; signature: string } {
  return signIpn(
    {
      payment_id: 5077125051,
      invoice_id: 4522625843,
      payment_status: 'finished',
      pay_address: 'TXa1b2c3',
      price_amount: 12.5,
      price_currency: 'usd',
      pay_amount: 12.61,
      actually_paid: 12.61,
      pay_currency: 'usdttrc20',
      order_id: 'DEP-000042',
      order_description: 'KeyMart balance top-up',
      ...fields,
    },
    IPN_SECRET,
  );
}

const parseSigned = (fields: Record<string, unknown>) => {
  const { body, signature } = signedIpn(fields);
  return parse(body, signature);
};

describe('the IPN signature (x-nowpayments-sig)', () => {
  it('accepts the documented example signed with the IPN secret', () => {
    expect(parse(DOCUMENTED_IPN, sign(DOCUMENTED_IPN))).toEqual({
      kind: 'paid',
      providerPaymentId: '123456789',
      providerTransactionId: '123456789',
      amountCents: 100,
    });
  });

  it('refuses the documented example when one character of the body changed', () => {
    const signature = sign(DOCUMENTED_IPN);
    const cheaper = DOCUMENTED_IPN.replace('"price_amount":1,', '"price_amount":7,');
    const otherCoin = DOCUMENTED_IPN.replace('"pay_currency":"trx"', '"pay_currency":"trz"');
    const nestedFee = DOCUMENTED_IPN.replace('"serviceFee":0', '"serviceFee":1');
    for (const body of [cheaper, otherCoin, nestedFee]) {
      expect(body).not.toBe(DOCUMENTED_IPN);
      expect(() => parse(body, signature)).toThrow(InvalidSignature);
    }
  });

  it('refuses a changed signature, another secret, a missing header and other lengths', () => {
    const signature = sign(DOCUMENTED_IPN);
    const flipped = (signature[0] === 'a' ? 'b' : 'a') + signature.slice(1);
    expect(() => parse(DOCUMENTED_IPN, flipped)).toThrow(InvalidSignature);
    expect(() => parse(DOCUMENTED_IPN, sign(DOCUMENTED_IPN, 'another-secret'))).toThrow(
      InvalidSignature,
    );
    expect(() => parse(DOCUMENTED_IPN)).toThrow(InvalidSignature);
    expect(() => parse(DOCUMENTED_IPN, '')).toThrow(InvalidSignature);
    expect(() => parse(DOCUMENTED_IPN, signature.slice(0, -2))).toThrow(InvalidSignature);
    expect(() => parse(DOCUMENTED_IPN, `${signature}00`)).toThrow(InvalidSignature);
    const sha256 = createHmac('sha256', IPN_SECRET).update(DOCUMENTED_IPN).digest('hex');
    expect(() => parse(DOCUMENTED_IPN, sha256)).toThrow(InvalidSignature);
    expect(() => parse(DOCUMENTED_IPN, 'z'.repeat(128))).toThrow(InvalidSignature);
  });

  it('refuses an unsigned body before looking at it', () => {
    expect(() => parse('not json')).toThrow(InvalidSignature);
  });

  it('verifies the sorted form, whatever the key order and spacing of the raw body', () => {
    const signature = sign(DOCUMENTED_IPN);
    const payload = JSON.parse(DOCUMENTED_IPN) as Record<string, unknown>;
    const reversed = JSON.stringify(Object.fromEntries(Object.entries(payload).reverse()), null, 4);
    expect(parse(reversed, signature).kind).toBe('paid');
  });

  it('sorts nested objects recursively before signing', () => {
    const body =
      '{"payment_status":"finished","payment_id":5,"invoice_id":6,"price_amount":10,' +
      '"fee":{"serviceFee":0,"depositFee":0.5,"currency":"btc","extra":{"z":1,"a":{"y":2,"b":3}}}}';
    const sortedByHand =
      '{"fee":{"currency":"btc","depositFee":0.5,"extra":{"a":{"b":3,"y":2},"z":1},"serviceFee":0},' +
      '"invoice_id":6,"payment_id":5,"payment_status":"finished","price_amount":10}';
    expect(parse(body, hmacHex(sortedByHand))).toMatchObject({ kind: 'paid', amountCents: 1000 });
    expect(sign(body)).toBe(hmacHex(sortedByHand));

    const parsed = JSON.parse(body) as Record<string, unknown>;
    const topLevelOnly = JSON.stringify(
      Object.fromEntries(
        Object.keys(parsed)
          .sort()
          .map((key) => [key, parsed[key]]),
      ),
    );
    expect(() => parse(body, hmacHex(topLevelOnly))).toThrow(InvalidSignature);
  });

  it('accepts arrays signed either as arrays or as the docs snippet turns them into objects', () => {
    const body =
      '{"payment_extra_ids":[{"b":1,"a":2},7],"payment_status":"finished","payment_id":5,"invoice_id":6}';
    const asArrays =
      '{"invoice_id":6,"payment_extra_ids":[{"a":2,"b":1},7],"payment_id":5,"payment_status":"finished"}';
    const asObjects =
      '{"invoice_id":6,"payment_extra_ids":{"0":{"a":2,"b":1},"1":7},"payment_id":5,"payment_status":"finished"}';
    expect(sign(body)).toBe(hmacHex(asObjects));
    expect(parse(body, hmacHex(asArrays)).kind).toBe('paid');
    expect(parse(body, hmacHex(asObjects)).kind).toBe('paid');
    expect(() => parse(body, hmacHex(asArrays, 'another-secret'))).toThrow(InvalidSignature);
  });
});

describe('malformed notifications', () => {
  it('refuses a body that is not a JSON object', () => {
    const signature = hmacHex('whatever');
    for (const body of ['not json', '[]', 'null', '"finished"', '42']) {
      expect(() => parse(body, signature)).toThrow(MalformedNotification);
    }
  });

  it('refuses a signed body without a status or without ids', () => {
    expect(() => parseSigned({ payment_status: undefined })).toThrow(MalformedNotification);
    expect(() => parseSigned({ payment_status: '' })).toThrow(MalformedNotification);
    expect(() => parseSigned({ invoice_id: null, payment_id: null })).toThrow(
      MalformedNotification,
    );
    expect(() => parseSigned({ invoice_id: undefined, payment_id: undefined })).toThrow(
      MalformedNotification,
    );
  });
});

describe('status mapping', () => {
  const ids = { invoice_id: 4522625843, payment_id: 5077125051 };

  it('credits a finished payment against the invoice createPayment returned', () => {
    expect(parseSigned({ ...ids, payment_status: 'finished', price_amount: 12.5 })).toEqual({
      kind: 'paid',
      providerPaymentId: '4522625843',
      providerTransactionId: '5077125051',
      amountCents: 1250,
    });
  });

  it('reads ids sent as strings, and falls back to payment_id without an invoice', () => {
    expect(parseSigned({ invoice_id: '4522625843', payment_id: '5077125051' })).toMatchObject({
      providerPaymentId: '4522625843',
      providerTransactionId: '5077125051',
    });
    expect(parseSigned({ invoice_id: null, payment_id: 5077125051 })).toMatchObject({
      kind: 'paid',
      providerPaymentId: '5077125051',
      providerTransactionId: '5077125051',
    });
  });

  it('maps failed and refunded to failed, naming the status', () => {
    expect(parseSigned({ ...ids, payment_status: 'failed' })).toEqual({
      kind: 'failed',
      providerPaymentId: '4522625843',
      reason: 'NOWPayments payment failed',
    });
    expect(parseSigned({ ...ids, payment_status: 'refunded' })).toEqual({
      kind: 'failed',
      providerPaymentId: '4522625843',
      reason: 'NOWPayments payment refunded',
    });
  });

  it('maps expired to expired', () => {
    expect(parseSigned({ ...ids, payment_status: 'expired' })).toEqual({
      kind: 'expired',
      providerPaymentId: '4522625843',
    });
  });

  it('reports the intermediate statuses, partially_paid included, as progress', () => {
    for (const status of ['waiting', 'confirming', 'confirmed', 'sending', 'partially_paid']) {
      expect(parseSigned({ ...ids, payment_status: status })).toEqual({
        kind: 'progress',
        providerPaymentId: '4522625843',
        status,
      });
    }
  });

  it('reports a status it does not know as progress, crediting nothing', () => {
    expect(parseSigned({ ...ids, payment_status: 'wrong_asset_confirmed' })).toEqual({
      kind: 'progress',
      providerPaymentId: '4522625843',
      status: 'wrong_asset_confirmed',
    });
    expect(parseSigned({ ...ids, payment_status: 'FINISHED' }).kind).toBe('progress');
  });
});

describe('the paid amount in cents', () => {
  it('reads price_amount exactly', () => {
    const cases: Array<[unknown, number]> = [
      [10, 1000],
      [12.5, 1250],
      [19.99, 1999],
      [4.35, 435], // 4.35 * 100 is 434.99999999999994
      [0.07, 7],
      [1.1, 110],
      [1234567.89, 123456789],
      ['12.50', 1250],
      ['19.99', 1999],
    ];
    for (const [price, cents] of cases) {
      expect(parseSigned({ price_amount: price })).toMatchObject({ amountCents: cents });
    }
  });

  it('refuses a price that is not whole cents of USD instead of rounding it', () => {
    for (const price of [0.1 + 0.2, 1.005, -5, '12.5.0', 'abc', '', true, 1e-7, 1e21]) {
      expect(() => parseSigned({ price_amount: price })).toThrow(MalformedNotification);
    }
    expect(() => parseSigned({ price_currency: 'eur' })).toThrow(MalformedNotification);
    expect(parseSigned({ price_currency: 'USD' })).toMatchObject({ amountCents: 1250 });
  });

  it('refuses a non-finite price', () => {
    const body = '{"payment_status":"finished","invoice_id":6,"payment_id":5,"price_amount":1e400}';
    expect(() => parse(body, sign(body))).toThrow(MalformedNotification);
  });

  it('says nothing when the callback gives no price', () => {
    expect(parseSigned({ price_amount: undefined })).toMatchObject({ amountCents: null });
    expect(parseSigned({ price_amount: null })).toMatchObject({ amountCents: null });
  });
});

describe('cents and USD amounts', () => {
  it('builds the invoice price from integer cents', () => {
    expect(centsToUsd(1250)).toBe(12.5);
    expect(centsToUsd(1999)).toBe(19.99);
    expect(centsToUsd(435)).toBe(4.35);
    expect(centsToUsd(1)).toBe(0.01);
    expect(centsToUsd(100)).toBe(1);
    expect(centsToUsd(123456789)).toBe(1234567.89);
    expect(JSON.stringify({ price_amount: centsToUsd(1999) })).toBe('{"price_amount":19.99}');
    for (const cents of [0, -1, 12.5, Number.NaN, 2 ** 53]) {
      expect(() => centsToUsd(cents)).toThrow(/positive whole number of cents/);
    }
  });

  it('reads back every amount it writes, cent for cent', () => {
    for (let cents = 1; cents <= 200_000; cents++) {
      const usd = centsToUsd(cents);
      if (usdToCents(usd) !== cents) throw new Error(`${cents} cents came back as ${usd}`);
    }
    expect(usdToCents(centsToUsd(999_999_999_99))).toBe(999_999_999_99);
  });
});

describe('construction', () => {
  it('needs an API key and an IPN secret', () => {
    expect(() => new NowPaymentsProvider({ apiKey: '', ipnSecret: 'x' })).toThrow(/API key/);
    expect(() => new NowPaymentsProvider({ apiKey: 'x', ipnSecret: '' })).toThrow(/IPN secret/);
  });
});
