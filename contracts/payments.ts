/**
 * Add Funds (docs/specs/customer-area.md sections 2, 5, 7, 9): the methods, the request bodies and
 * the answers. The fee is contracts/deposit-fee.ts and the limits contracts/deposit-limits.ts.
 * Amounts in integer cents here; the API takes and gives dollars.
 */
import { z } from 'zod';
import { depositAmountMessage, depositAmountProblem } from './deposit-limits';
import { dollarsToCents } from './requests';

export const PAYMENT_METHODS = ['crypto', 'credit_card', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Quick top-up amounts in dollars. */
export const QUICK_AMOUNTS = [5, 10, 25, 50, 100, 250, 500] as const;

/** POST /api/create-payment {amount}: crypto only, within the deposit limits. */
export const createPaymentSchema = z.object({
  amount: dollarsToCents.superRefine((cents, ctx) => {
    const problem = depositAmountProblem(cents, 'crypto');
    if (problem) ctx.addIssue({ code: 'custom', message: depositAmountMessage(problem) });
  }),
});

/** POST /api/create-payment answer; the payment page opens in a new tab. */
export interface PaymentDto {
  success: boolean;
  paymentUrl: string;
  /** Dollars. */
  amount: string;
}

/** GET /api/site-config: what the web app may show that depends on the server's settings. */
export interface SiteConfigDto {
  /**
   * A live-chat page (LIVE_CHAT_URL) for card and PayPal top-ups; null opens a support ticket
   * instead.
   */
  liveChatUrl: string | null;
  /** Whether crypto top-ups can be paid now (a payment provider is configured). */
  paymentsEnabled: boolean;
  /** A deposit needs a verified e-mail address (REQUIRE_VERIFIED_EMAIL_FOR_DEPOSIT). */
  depositNeedsVerifiedEmail: boolean;
  /**
   * The outside hosts (lower case) whose https images BBCode [img] may show, besides the store's
   * own images (BBCODE_IMAGE_HOSTS; contracts/image-url.ts isBbcodeImageUrl).
   */
  bbcodeImageHosts: string[];
  /**
   * Whether the store sends customer e-mail (SMTP_URL is set): texts that promise an e-mail (a
   * delivery by e-mail) show only then.
   */
  mailEnabled: boolean;
  /**
   * The store's IANA time zone (STORE_TIMEZONE): its days are the days of reports and statements,
   * so the web app's date fields start from its today.
   */
  storeTimeZone: string;
}

/** A top-up's status: pending, then confirmed (credited), failed or expired. */
export type DepositStatus = 'pending' | 'confirmed' | 'failed' | 'expired';

/** GET /api/deposits/{id}: one of the customer's top-ups (amounts in dollars). */
export interface DepositDto {
  id: number;
  depositNumber: string;
  /** What the balance gains. */
  amount: string;
  /** The method's fee, paid on top. */
  fee: string;
  method: PaymentMethod;
  status: DepositStatus;
  /** The hosted payment page (crypto); null for card and PayPal requests. */
  paymentUrl: string | null;
  /** The support ticket of a card or PayPal request. */
  ticketId: number | null;
  expiresAt: string | null;
  createdAt: string;
}

/** POST /api/create-payment answer; the payment page opens in a new tab. */
export interface CreatedPaymentDto extends PaymentDto {
  depositId: number;
  depositNumber: string;
}

/**
 * POST /api/manual-payment-requests {amount, method}: a card or PayPal top-up for staff, within
 * the deposit limits.
 */
export const manualPaymentRequestSchema = z
  .object({
    amount: dollarsToCents,
    method: z.enum(['credit_card', 'paypal'], {
      message: 'Method must be credit_card or paypal',
    }),
  })
  .superRefine((value, ctx) => {
    const problem = depositAmountProblem(value.amount, value.method);
    if (problem)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: depositAmountMessage(problem) });
  });

/** POST /api/manual-payment-requests answer. */
export interface ManualPaymentRequestDto {
  success: boolean;
  depositId: number;
  depositNumber: string;
  ticketId: number;
}
