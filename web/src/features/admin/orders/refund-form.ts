/**
 * The refund dialog's rules, checked before anything is sent (the server checks them again:
 * domain/order/decide.ts refundOrder): an amount in dollars above 0 and at most what is left,
 * a reason, and keys back to stock only with the refund of everything left.
 */
import { formatDollars, toCents } from '@/lib/money';

/** What the refund dialog holds: the amount as typed, the reason, the restock choice. */
export interface RefundForm {
  amount: string;
  reason: string;
  restock: boolean;
}

/** Longest reason the server records (contracts/requests.ts refundSchema). */
export const REFUND_REASON_MAX_LENGTH = 500;

/** The errors of `form` per field (none when it may be sent), `refundableCents` being what is left. */
export function refundFormErrors(
  form: RefundForm,
  refundableCents: number,
): Partial<Record<keyof RefundForm, string>> {
  const errors: Partial<Record<keyof RefundForm, string>> = {};
  const cents = toCents(form.amount);
  if (cents === null) errors.amount = 'Enter an amount in dollars with at most 2 decimals';
  else if (cents <= 0) errors.amount = 'The refund amount must be more than 0.00';
  else if (cents > refundableCents)
    errors.amount = `The refund cannot be more than ${formatDollars(refundableCents)}`;
  if (!form.reason.trim()) errors.reason = 'A reason for the refund is required';
  if (form.restock && cents !== null && cents !== refundableCents)
    errors.restock = 'Keys go back to stock only with a refund of everything left on the order';
  return errors;
}
