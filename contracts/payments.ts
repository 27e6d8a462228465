/**
 * Add Funds (docs/specs/customer-area.md sections 2, 5, 7, 9): methods, minimums, fees, limits.
 * Amounts in integer cents here; the API takes and gives dollars.
 */
import { z } from 'zod';
import { dollarsToCents } from './requests';

export const PAYMENT_METHODS = ['crypto', 'credit_card', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Quick top-up amounts in dollars. */
export const QUICK_AMOUNTS = [5, 10, 25, 50, 100, 250, 500] as const;
/** Minimum deposit per method, cents: 5 for crypto, 10 for card and PayPal. */
export const MINIMUM_DEPOSIT_CENTS: Record<PaymentMethod, number> = {
  crypto: 500,
  credit_card: 1000,
  paypal: 1000,
};
/** Maximum per transaction, cents ($10,000). */
export const MAXIMUM_DEPOSIT_CENTS = 1_000_000;
/** Fee in percent: crypto 0%, card 10%, PayPal 10%. */
export const FEE_PERCENT: Record<PaymentMethod, number> = {
  crypto: 0,
  credit_card: 10,
  paypal: 10,
};

/** POST /api/create-payment {amount}: crypto only; limits enforced on the server too. */
export const createPaymentSchema = z.object({
  amount: dollarsToCents
    .refine((cents) => cents > 0, {
      message: 'Invalid amount: Please enter a valid amount greater than $0.',
    })
    .refine((cents) => cents >= MINIMUM_DEPOSIT_CENTS.crypto, {
      message: 'Amount too small: Minimum deposit for crypto is $5.',
    })
    .refine((cents) => cents <= MAXIMUM_DEPOSIT_CENTS, {
      message: 'Amount too large: Maximum deposit amount is $10,000 per transaction.',
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
  /**
   * The outside hosts (lower case) whose https images BBCode [img] may show, besides the store's
   * own images (BBCODE_IMAGE_HOSTS; contracts/image-url.ts isBbcodeImageUrl).
   */
  bbcodeImageHosts: string[];
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

/** POST /api/manual-payment-requests {amount, method}: a card or PayPal top-up for staff. */
export const manualPaymentRequestSchema = z
  .object({
    amount: dollarsToCents.refine((cents) => cents > 0, {
      message: 'Invalid amount: Please enter a valid amount greater than $0.',
    }),
    method: z.enum(['credit_card', 'paypal'], {
      message: 'Method must be credit_card or paypal',
    }),
  })
  .superRefine((value, ctx) => {
    if (value.amount < MINIMUM_DEPOSIT_CENTS[value.method])
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: `Amount too small: Minimum deposit for ${value.method === 'paypal' ? 'PayPal' : 'credit card'} is $10.`,
      });
    if (value.amount > MAXIMUM_DEPOSIT_CENTS)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'Amount too large: Maximum deposit amount is $10,000 per transaction.',
      });
  });

/** POST /api/manual-payment-requests answer. */
export interface ManualPaymentRequestDto {
  success: boolean;
  depositId: number;
  depositNumber: string;
  ticketId: number;
}

/**
 * The method's fee in integer cents, rounded half up to the cent (docs/specs/customer-area.md
 * section 9).
 */
export function depositFeeCents(amountCents: number, method: PaymentMethod): number {
  return Math.round((amountCents * FEE_PERCENT[method]) / 100);
}
