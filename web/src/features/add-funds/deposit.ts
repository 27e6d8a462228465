/**
 * Add Funds rules (docs/specs/customer-area.md sections 5 and 9, contracts/payments.ts): method
 * names, minimums, the $10,000 maximum, the total to pay (amount + the method's fee from
 * depositFeeCents: crypto 0%, card and PayPal 10%) in integer cents, the exact validation toasts,
 * and the prefilled live-chat message of a card or PayPal top-up (section 7: amount, method, total
 * with fee, the user's e-mail). Pure functions.
 */
import {
  FEE_PERCENT,
  MAXIMUM_DEPOSIT_CENTS,
  MINIMUM_DEPOSIT_CENTS,
  depositFeeCents,
} from '@contracts/payments';
import type { PaymentMethod } from '@contracts/payments';
import { formatDollars, toCents } from '@/lib/money';
import { METHOD_TITLES } from '@/lib/payment-method-titles';

/** The method as the validation message names it ("Minimum deposit for credit card is $10."). */
const METHOD_NAMES: Record<PaymentMethod, string> = {
  crypto: 'crypto',
  credit_card: 'credit card',
  paypal: 'PayPal',
};

/** "$5", "$10,000" for whole dollars; "$12.50" otherwise. */
export function dollarsLabel(cents: number): string {
  if (cents % 100 !== 0) return formatDollars(cents);
  return `$${(cents / 100).toLocaleString('en-US')}`;
}

/** What the customer pays: amount + fee, in cents. */
export function totalCents(amountCents: number, method: PaymentMethod): number {
  return amountCents + depositFeeCents(amountCents, method);
}

/** A refused amount: the toast's title and description, verbatim from section 5. */
export interface DepositProblem {
  title: string;
  description: string;
}

/**
 * Checks the amount typed for a method. Returns the amount in cents, or the problem to show:
 * empty, unreadable or <= 0 -> Invalid amount; below the method's minimum -> Amount too small;
 * above $10,000 -> Amount too large.
 */
export function checkDeposit(
  amountText: string,
  method: PaymentMethod,
): { amountCents: number } | { problem: DepositProblem } {
  const amountCents = toCents(amountText.trim() || null);
  if (amountCents === null || amountCents <= 0) {
    return {
      problem: {
        title: 'Invalid amount',
        description: 'Please enter a valid amount greater than $0.',
      },
    };
  }
  const minimum = MINIMUM_DEPOSIT_CENTS[method];
  if (amountCents < minimum) {
    return {
      problem: {
        title: 'Amount too small',
        description: `Minimum deposit for ${METHOD_NAMES[method]} is ${dollarsLabel(minimum)}.`,
      },
    };
  }
  if (amountCents > MAXIMUM_DEPOSIT_CENTS) {
    return {
      problem: {
        title: 'Amount too large',
        description: 'Maximum deposit amount is $10,000 per transaction.',
      },
    };
  }
  return { amountCents };
}

/** The live chat's prefilled message: amount, method, fee, total with fee, the customer's e-mail. */
export function topUpMessage(amountCents: number, method: PaymentMethod, email: string): string {
  return [
    'Hello, I would like to add funds to my KeyMart balance.',
    `Amount: ${formatDollars(amountCents)}`,
    `Payment method: ${METHOD_TITLES[method]}`,
    `Fee (${FEE_PERCENT[method]}%): ${formatDollars(depositFeeCents(amountCents, method))}`,
    `Total to pay: ${formatDollars(totalCents(amountCents, method))}`,
    `Account e-mail: ${email}`,
  ].join('\n');
}

/** The live-chat URL with the prefilled message as its `message` query parameter. */
export function liveChatLink(liveChatUrl: string, message: string): string {
  const url = new URL(liveChatUrl, window.location.origin);
  url.searchParams.set('message', message);
  return url.toString();
}
