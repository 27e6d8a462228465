/**
 * The sandbox payment gateway's callback as the gateway sends it: the payment behind a deposit's
 * `paymentUrl` paid or failed, signed with the store's PAYMENT_WEBHOOK_SECRET (HMAC-SHA256 of the
 * body in `x-signature`, api/payments).
 */
import { createHmac } from 'node:crypto';
import { expect } from 'vitest';

/** Posts the signed callback to the store at `storeUrl` and expects it taken (200). */
export async function settleSandboxPayment(
  storeUrl: string,
  secret: string,
  paymentUrl: string,
  status: 'paid' | 'failed',
): Promise<void> {
  const body = JSON.stringify({ paymentId: paymentUrl.split('/').pop(), status });
  const answer = await fetch(`${storeUrl}/api/payments/sandbox/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature': createHmac('sha256', secret).update(body).digest('hex'),
    },
    body,
  });
  expect(answer.status).toBe(200);
}
