/**
 * The sandbox gateway (PAYMENT_PROVIDER=sandbox, the default): no money moves. Its
 * hosted page (`/sandbox/pay/<paymentId>`, api/payments/sandbox-page.ts) shows the amount and lets
 * the person simulate a paid or failed payment by calling the same signed webhook a real gateway
 * would: `POST /api/payments/sandbox/webhook`, body {paymentId, status: "paid" | "failed"},
 * header `X-Signature` = hex HMAC-SHA256 of the raw body with PAYMENT_WEBHOOK_SECRET.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import {
  InvalidSignature,
  MalformedNotification,
  type CreatedPayment,
  type PaymentNotification,
  type PaymentProvider,
  type PaymentRequest,
} from './provider';
import { hmacHex, signatureMatches } from './signature';

/** The header carrying the signature. */
export const SANDBOX_SIGNATURE_HEADER = 'x-signature';

const callbackSchema = z.object({
  paymentId: z.string().min(1).max(200),
  status: z.enum(['paid', 'failed']),
});

/** A sandbox callback's body. */
export type SandboxCallback = z.infer<typeof callbackSchema>;

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  /**
   * @param secret PAYMENT_WEBHOOK_SECRET (or the generated one kept under the data folder)
   * @param baseUrl the store's public address, read when a payment is created
   */
  constructor(
    private readonly secret: string,
    private readonly baseUrl: () => string,
  ) {}

  /** A new sandbox payment id and its hosted page. Never fails. */
  createPayment(_request: PaymentRequest): Promise<CreatedPayment> {
    const providerPaymentId = `sbx_${randomUUID()}`;
    return Promise.resolve({
      providerPaymentId,
      payUrl: `${this.baseUrl()}/sandbox/pay/${providerPaymentId}`,
    });
  }

  /** The raw body and signature the hosted page posts for `callback`. */
  signCallback(callback: SandboxCallback): { body: string; signature: string } {
    const body = JSON.stringify(callback);
    return { body, signature: hmacHex('sha256', this.secret, body) };
  }

  /**
   * @throws InvalidSignature when X-Signature is missing or not the HMAC of the raw body
   * @throws MalformedNotification when the signed body is not {paymentId, status}
   */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentNotification {
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    const signature = typeof header === 'string' ? header.trim() : '';
    if (!signature) throw new InvalidSignature('Missing X-Signature header');
    if (!signatureMatches('sha256', this.secret, rawBody, signature)) throw new InvalidSignature();
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new MalformedNotification('The body is not JSON');
    }
    const parsed = callbackSchema.safeParse(json);
    if (!parsed.success)
      throw new MalformedNotification('Expected {paymentId, status: "paid" | "failed"}');
    const { paymentId, status } = parsed.data;
    return status === 'paid'
      ? {
          kind: 'paid',
          providerPaymentId: paymentId,
          providerTransactionId: null,
          amountCents: null,
        }
      : { kind: 'failed', providerPaymentId: paymentId, reason: 'Sandbox payment failed' };
  }
}
