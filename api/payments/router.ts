/**
 * Payment calls until the payment gateway lands (customer-area.md sections 2 Add Funds, 5, 7):
 * POST /api/create-payment validates the amount with the spec's messages and, with no provider
 * configured, answers 503 with a clear message; GET /api/site-config tells the web app whether
 * crypto top-ups can be paid and where the live chat is (LIVE_CHAT_URL) for card and PayPal.
 */
import { Router } from 'express';
import { createPaymentSchema, type SiteConfigDto } from '../../contracts/payments';
import { requireSession } from '../auth/session';
import { HttpError } from '../http/errors';
import type { ApiServices } from '../services';

/** customer-area.md section 5, Add funds: the first message for an empty, non-numeric or <= 0 amount. */
const INVALID_AMOUNT = 'Invalid amount: Please enter a valid amount greater than $0.';
const SPEC_MESSAGES = new Set([
  INVALID_AMOUNT,
  'Amount too small: Minimum deposit for crypto is $5.',
  'Amount too large: Maximum deposit amount is $10,000 per transaction.',
]);
export const PAYMENTS_NOT_CONFIGURED =
  'Crypto payments are not configured yet. Please contact support to add funds.';

export function paymentsRouter(services: ApiServices): Router {
  const router = Router();

  router.post('/create-payment', (req, res) => {
    requireSession(req);
    const parsed = createPaymentSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      // Answer with the one spec message that applies; anything that is not an amount at all
      // (missing, empty, text, more than 2 decimals, negative) is the spec's "Invalid amount".
      const message =
        parsed.error.issues.map((issue) => issue.message).find((m) => SPEC_MESSAGES.has(m)) ??
        INVALID_AMOUNT;
      res.status(400).json({ message });
      return;
    }
    throw new HttpError(503, PAYMENTS_NOT_CONFIGURED);
  });

  router.get('/site-config', (_req, res) => {
    const config: SiteConfigDto = {
      liveChatUrl: services.liveChatUrl ?? null,
      paymentsEnabled: false,
    };
    res.json(config);
  });

  return router;
}
