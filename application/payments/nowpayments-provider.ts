/**
 * NOWPayments crypto gateway (ARCHITECTURE.md "payments"), behind PaymentProvider.
 *
 * - createPayment: `POST {apiUrl}/invoice` (header `x-api-key`) creates a hosted invoice; its
 *   `id` becomes providerPaymentId and its `invoice_url` the page the customer pays on.
 * - parseWebhook: IPN callbacks. `x-nowpayments-sig` is the hex HMAC-SHA512, keyed with the IPN
 *   secret, of `JSON.stringify` of the parsed body with its keys sorted recursively (the
 *   `sortObject` snippet of NOWPayments' API docs, "Instant Payments Notifications").
 *
 * Source: NOWPayments API docs (documenter.getpostman.com/view/7907941/2s93JqTRWN): "Create
 * invoice", "Instant Payments Notifications", "Webhooks Examples" and the payment statuses
 * waiting, confirming, confirmed, sending, partially_paid, finished, failed, refunded, expired.
 */
import type { IncomingHttpHeaders } from 'node:http';
import {
  InvalidSignature,
  MalformedNotification,
  type CreatedPayment,
  type PaymentNotification,
  type PaymentProvider,
  type PaymentRequest,
} from './provider';
import { signatureMatches } from './signature';

/** The production API root. */
export const NOWPAYMENTS_API_URL = 'https://api.nowpayments.io/v1';

const SIGNATURE_HEADER = 'x-nowpayments-sig';
/** Hex digits of an HMAC-SHA512 (64 bytes). */
const SIGNATURE_HEX_LENGTH = 128;
const DEFAULT_TIMEOUT_MS = 15_000;
/** How much of an error answer's body goes into the thrown message. */
const ERROR_BODY_LIMIT = 300;

/** What a NowPaymentsProvider needs. */
export interface NowPaymentsOptions {
  apiKey: string;
  /** API root without a trailing `/invoice`; default https://api.nowpayments.io/v1. */
  apiUrl?: string;
  /** The store's IPN secret (NOWPayments dashboard, Payment settings); keys the webhook HMAC. */
  ipnSecret: string;
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Limit for the invoice request, milliseconds; default 15 000. */
  timeoutMs?: number;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** NOWPayments through its REST API and IPN callbacks. */
export class NowPaymentsProvider implements PaymentProvider {
  readonly name = 'nowpayments' as const;
  private readonly apiKey: string;
  private readonly apiUrl: string;
  private readonly ipnSecret: string;
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  /** @throws Error when the API key or the IPN secret is empty */
  constructor(options: NowPaymentsOptions) {
    if (!options.apiKey) throw new Error('NOWPayments needs an API key');
    if (!options.ipnSecret) throw new Error('NOWPayments needs an IPN secret');
    this.apiKey = options.apiKey;
    this.apiUrl = (options.apiUrl ?? NOWPAYMENTS_API_URL).replace(/\/+$/, '');
    this.ipnSecret = options.ipnSecret;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /**
   * Creates a NOWPayments invoice for the deposit: price in USD built exactly from the integer
   * cents, `order_id` the deposit number, callbacks to `callbackUrl`.
   * @throws Error when the API cannot be reached, times out, answers non-2xx or without an
   *   invoice id and URL (messages never carry the API key)
   */
  async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
    const body = {
      price_amount: centsToUsd(request.amountCents),
      price_currency: 'usd',
      order_id: request.depositNumber,
      order_description: request.description,
      ipn_callback_url: request.callbackUrl,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    };
    let response: Response;
    let text: string;
    try {
      response = await this.fetch(`${this.apiUrl}/invoice`, {
        method: 'POST',
        headers: {
          'x-api-key': this.apiKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new Error(`NOWPayments invoice request failed: ${this.describeFailure(error)}`, {
        cause: error,
      });
    }
    if (!response.ok) {
      throw new Error(
        `NOWPayments refused the invoice (HTTP ${response.status}): ${this.describeError(text)}`,
      );
    }
    const invoice = parseJson(text);
    const id = isObject(invoice) ? idToString(invoice.id) : null;
    const payUrl = isObject(invoice) ? invoice.invoice_url : undefined;
    if (id === null || typeof payUrl !== 'string' || !isHttpUrl(payUrl)) {
      throw new Error(
        `NOWPayments answered the invoice request without an invoice id and invoice_url: ${this.describeError(text)}`,
      );
    }
    return { providerPaymentId: id, payUrl };
  }

  /**
   * Verifies an IPN callback and reduces it to a notification:
   * finished -> paid (amountCents from `price_amount`, the USD price of the invoice);
   * failed, refunded -> failed; expired -> expired; waiting, confirming, confirmed, sending,
   * partially_paid and any status we do not know -> progress (nothing is credited).
   *
   * providerPaymentId is `invoice_id` (what createPayment returned), `payment_id` only when the
   * callback has no invoice. providerTransactionId is `payment_id`: the id NOWPayments' dashboard
   * and support search by, whose page shows the blockchain hashes; it is in every callback,
   * whereas `payin_hash` is not in the documented IPN example.
   *
   * @throws InvalidSignature when `x-nowpayments-sig` is missing, not 128 hex digits, or not the
   *   HMAC of this body
   * @throws MalformedNotification when the body is not a JSON object (its signed form cannot be
   *   built), or, once verified, has no status or ids, or a `finished` price that is not a USD
   *   amount in whole cents
   */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentNotification {
    const header = headers[SIGNATURE_HEADER];
    const signature = typeof header === 'string' ? header.trim() : undefined;
    if (!signature) throw new InvalidSignature(`Missing ${SIGNATURE_HEADER} header`);
    if (signature.length !== SIGNATURE_HEX_LENGTH || !/^[0-9a-f]+$/i.test(signature)) {
      throw new InvalidSignature();
    }

    const parsed = parseJson(rawBody.toString('utf8'));
    if (!isObject(parsed)) {
      throw new MalformedNotification('A NOWPayments IPN body must be a JSON object');
    }
    const matches = signedForms(parsed).some((form) =>
      signatureMatches('sha512', this.ipnSecret, form, signature),
    );
    if (!matches) throw new InvalidSignature();

    return toNotification(parsed);
  }

  /** Why fetch threw: a timeout, or undici's "fetch failed" with its cause (ECONNREFUSED...). */
  private describeFailure(error: unknown): string {
    if (!(error instanceof Error)) return this.redact(String(error));
    if (error.name === 'TimeoutError') return `no answer within ${this.timeoutMs} ms`;
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return this.redact(`${error.message}${cause}`);
  }

  private describeError(text: string): string {
    const answer = parseJson(text);
    const message =
      isObject(answer) && typeof answer.message === 'string' ? answer.message : text.trim();
    const short =
      message.length > ERROR_BODY_LIMIT ? `${message.slice(0, ERROR_BODY_LIMIT)}…` : message;
    return this.redact(short) || '(empty answer)';
  }

  /** Error texts may echo the request; the API key never leaves this object. */
  private redact(text: string): string {
    return text.split(this.apiKey).join('[api key]');
  }
}

/** Reduces a verified IPN body to a notification (see parseWebhook). */
function toNotification(body: { [key: string]: Json }): PaymentNotification {
  const status = body.payment_status;
  if (typeof status !== 'string' || status.length === 0) {
    throw new MalformedNotification('The NOWPayments IPN has no payment_status');
  }
  const paymentId = idToString(body.payment_id);
  const providerPaymentId = idToString(body.invoice_id) ?? paymentId;
  if (providerPaymentId === null) {
    throw new MalformedNotification('The NOWPayments IPN has neither invoice_id nor payment_id');
  }
  switch (status) {
    case 'finished':
      return {
        kind: 'paid',
        providerPaymentId,
        providerTransactionId: paymentId,
        amountCents: paidCents(body),
      };
    case 'failed':
    case 'refunded':
      return { kind: 'failed', providerPaymentId, reason: `NOWPayments payment ${status}` };
    case 'expired':
      return { kind: 'expired', providerPaymentId };
    default:
      // waiting, confirming, confirmed, sending, partially_paid, and statuses added later.
      return { kind: 'progress', providerPaymentId, status };
  }
}

/** The USD cents a `finished` callback reports; null when it gives no price. */
function paidCents(body: { [key: string]: Json }): number | null {
  const amount = body.price_amount;
  if (amount === undefined || amount === null) return null;
  const currency = body.price_currency;
  const isUsd = typeof currency === 'string' && currency.toLowerCase() === 'usd';
  if (currency !== undefined && currency !== null && !isUsd) {
    throw new MalformedNotification(
      `The NOWPayments IPN prices the payment in ${JSON.stringify(currency)}, not usd`,
    );
  }
  const cents = usdToCents(amount);
  if (cents === null) {
    throw new MalformedNotification(
      `The NOWPayments IPN price_amount ${JSON.stringify(amount)} is not a USD amount in cents`,
    );
  }
  return cents;
}

/**
 * Integer cents -> the USD number NOWPayments expects (1250 -> 12.5), built from the decimal
 * text "12.50" so that no multiplication or division by 100 can drift.
 * @throws Error when `cents` is not a positive safe integer
 */
export function centsToUsd(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents <= 0) {
    throw new Error(`A NOWPayments invoice needs a positive whole number of cents, not ${cents}`);
  }
  const text = String(cents).padStart(3, '0');
  return Number(`${text.slice(0, -2)}.${text.slice(-2)}`);
}

/**
 * A USD amount (a JSON number such as 19.99, or a decimal string such as "19.99") -> integer
 * cents, exactly: reads the number's shortest decimal text, never multiplies floats. Null when
 * it is not a finite, non-negative amount with at most two significant decimals
 * (0.30000000000000004 and 1.005 are refused, not rounded).
 */
export function usdToCents(amount: unknown): number | null {
  let text: string;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) return null;
    text = String(amount);
  } else if (typeof amount === 'string') {
    text = amount.trim();
  } else {
    return null;
  }
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null; // negative, exponent form (1e-7, 1e+21) or not a number
  const whole = match[1]!;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 2) return null;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * The strings NOWPayments may have signed for this body: JSON.stringify of the body with object
 * keys sorted recursively (arrays kept in order). The docs' Node snippet also walks into arrays
 * and turns them into {"0": ..., "1": ...} objects; its PHP and Python snippets keep them as
 * arrays. Both forms are accepted when the body holds an array (both need the secret).
 */
function signedForms(body: Json): string[] {
  const forms = [JSON.stringify(sortKeys(body, false))];
  if (hasArray(body)) forms.push(JSON.stringify(sortKeys(body, true)));
  return forms;
}

function sortKeys(value: Json, arraysAsObjects: boolean): Json {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value) && !arraysAsObjects) {
    return value.map((item) => sortKeys(item, arraysAsObjects));
  }
  const record = value as { [key: string]: Json };
  // Object.fromEntries defines own properties, so a "__proto__" key stays a key.
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, sortKeys(record[key]!, arraysAsObjects)]),
  );
}

function hasArray(value: Json): boolean {
  if (value === null || typeof value !== 'object') return false;
  return Array.isArray(value) || Object.values(value).some(hasArray);
}

/** An id NOWPayments sends as a string or a number; null when absent or unusable. */
function idToString(value: Json | undefined): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  return null;
}

function parseJson(text: string): Json | undefined {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
