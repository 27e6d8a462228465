/**
 * How a transaction reads (docs/specs/customer-area.md section 4, "Transaction display"): deposit
 * and credit amounts are green with a plus, every other type red with a minus; the amount shown is
 * the absolute value of the signed decimal. A refund (a type this store adds to the spec's list:
 * the price of a cancelled order back on the balance) is money in, so it reads like a credit.
 */
import type { TransactionDto } from '@contracts/responses';
import { formatDollars, toCents } from './money';

/** Types that add money to the balance. */
const CREDIT_TYPES: readonly string[] = ['deposit', 'credit', 'refund'];

export function isCreditTransaction(type: string): boolean {
  return CREDIT_TYPES.includes(type);
}

/** "+$50.00" for deposits and credits, "-$10.00" for everything else. */
export function signedAmount(transaction: Pick<TransactionDto, 'type' | 'amount'>): string {
  const cents = Math.abs(toCents(transaction.amount) ?? 0);
  return `${isCreditTransaction(transaction.type) ? '+' : '-'}${formatDollars(cents)}`;
}

export { humanize } from '@contracts/display-names';
