/**
 * How the admin list shows an amount (docs/specs/admin-area.md sections 2.12 and 3: amount is a
 * signed decimal string): the sign of the amount itself says the direction, so an admin subtraction
 * (debit) reads as money out and a refund as money in whatever its type.
 */
import { formatDollars, toCents } from '@/lib/money';

export type MoneyDirection = 'in' | 'out' | 'none';

/** "+$50.00", "-$10.00" or "$0.00", and which way the money went. */
export function signedTransactionAmount(amount: string): {
  text: string;
  direction: MoneyDirection;
} {
  const cents = toCents(amount) ?? 0;
  if (cents > 0) return { text: `+${formatDollars(cents)}`, direction: 'in' };
  if (cents < 0) return { text: `-${formatDollars(-cents)}`, direction: 'out' };
  return { text: formatDollars(0), direction: 'none' };
}
