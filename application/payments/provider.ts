/**
 * Payment gateways behind one interface (ARCHITECTURE.md "payments"): the store asks a
 * provider for a hosted payment page for a deposit, and turns the provider's signed webhook
 * callbacks into notifications. Amounts are integer cents (USD).
 */
import type { IncomingHttpHeaders } from 'node:http';

/** The provider names PAYMENT_PROVIDER accepts. */
export type ProviderName = 'sandbox' | 'nowpayments';

/** What the store asks a provider for: a payable page for one deposit. */
export interface PaymentRequest {
  depositId: number;
  /** The customer-facing deposit number, e.g. DEP-000042 (sent as the provider's order id). */
  depositNumber: string;
  /** Integer cents, USD. */
  amountCents: number;
  description: string;
  /** Where the provider posts its callbacks: `<PUBLIC_URL>/api/payments/<provider>/webhook`. */
  callbackUrl: string;
  /** Where the customer returns after paying, or after giving up. */
  successUrl: string;
  cancelUrl: string;
}

/** A created payment at the provider. */
export interface CreatedPayment {
  /** The provider's id of the payment (credited once only, whatever arrives). */
  providerPaymentId: string;
  /** The hosted page the customer pays on. */
  payUrl: string;
}

/**
 * A verified callback, reduced to what the store acts on:
 * - `paid`: the money arrived; credit the deposit (once).
 * - `failed`: the payment failed or was refunded before it completed.
 * - `expired`: the provider gave up waiting for the payment.
 * - `progress`: an intermediate state (waiting, confirming, partially paid...); nothing to do.
 */
export type PaymentNotification =
  | {
      kind: 'paid';
      providerPaymentId: string;
      /** The provider's transaction id, shown to staff (Telegram) and kept in the event. */
      providerTransactionId: string | null;
      /** The amount the provider says was paid, integer cents USD; null when it does not say. */
      amountCents: number | null;
    }
  | { kind: 'failed'; providerPaymentId: string; reason: string }
  | { kind: 'expired'; providerPaymentId: string }
  | { kind: 'progress'; providerPaymentId: string; status: string };

/** A webhook whose signature is missing or wrong (answered 401, changes nothing, logged). */
export class InvalidSignature extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'InvalidSignature';
  }
}

/** A correctly signed webhook whose body is not a notification we understand (answered 400). */
export class MalformedNotification extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedNotification';
  }
}

/** One payment gateway. */
export interface PaymentProvider {
  readonly name: ProviderName;
  /**
   * Creates the payment at the provider.
   * @throws Error when the provider cannot be reached or refuses (the API answers 502)
   */
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /**
   * Verifies a callback's signature over the raw body, then parses it.
   * @throws InvalidSignature when the signature is missing or wrong
   * @throws MalformedNotification when the signed body is not a notification
   */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentNotification;
}
