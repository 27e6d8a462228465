/**
 * The deposit limits, checked once for the server (the create-payment and top-up request bodies,
 * contracts/payments.ts) and the Add Funds page (the toast before anything is sent), so both
 * refuse the same amounts with the same words. Source: docs/specs/customer-area.md section 2
 * "Add Funds" (minimums, the maximum), section 5 "Add funds" (the messages) and section 9.
 * Amounts in integer cents.
 */
import type { PaymentMethod } from './payments';

/** Minimum deposit per method, cents: $5 for crypto, $10 for card and PayPal. */
export const MINIMUM_DEPOSIT_CENTS: Record<PaymentMethod, number> = {
  crypto: 500,
  credit_card: 1000,
  paypal: 1000,
};
/** Maximum per transaction, cents ($10,000). */
export const MAXIMUM_DEPOSIT_CENTS = 1_000_000;

/** A refused amount as the spec words it: a toast's title and description. */
export interface DepositAmountProblem {
  title: 'Invalid amount' | 'Amount too small' | 'Amount too large';
  description: string;
}

/** The method as the minimum's message names it ("Minimum deposit for credit card is $10."). */
const METHOD_NAMES: Record<PaymentMethod, string> = {
  crypto: 'crypto',
  credit_card: 'credit card',
  paypal: 'PayPal',
};

/**
 * Why `amountCents` (a whole number of cents) cannot be deposited by `method`, or null when it
 * can: <= 0 -> Invalid amount; below the method's minimum -> Amount too small; above $10,000 ->
 * Amount too large. The minimum and the maximum themselves are accepted.
 */
export function depositAmountProblem(
  amountCents: number,
  method: PaymentMethod,
): DepositAmountProblem | null {
  if (!(amountCents > 0))
    return {
      title: 'Invalid amount',
      description: 'Please enter a valid amount greater than $0.',
    };
  const minimum = MINIMUM_DEPOSIT_CENTS[method];
  if (amountCents < minimum)
    return {
      title: 'Amount too small',
      // The minimums are whole dollars, named without cents.
      description: `Minimum deposit for ${METHOD_NAMES[method]} is $${minimum / 100}.`,
    };
  if (amountCents > MAXIMUM_DEPOSIT_CENTS)
    return {
      title: 'Amount too large',
      description: 'Maximum deposit amount is $10,000 per transaction.',
    };
  return null;
}

/** The API's one-line message of a problem: "Amount too small: Minimum deposit for ...". */
export const depositAmountMessage = (problem: DepositAmountProblem) =>
  `${problem.title}: ${problem.description}`;
