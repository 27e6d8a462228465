/**
 * The deposit fee, computed once for the server (the fee recorded on a top-up request and named
 * in its ticket) and the Add Funds page (the fee and the total shown before paying), so the
 * customer is shown what they are asked to pay. Source: docs/specs/customer-area.md section 2
 * "Add Funds" and section 9. Integer cents in and out, integer arithmetic only.
 */
import type { PaymentMethod } from './payments';

/** The fee of each method in whole percent of the amount: crypto 0%, card 10%, PayPal 10%. */
export const FEE_PERCENT: Record<PaymentMethod, number> = {
  crypto: 0,
  credit_card: 10,
  paypal: 10,
};

/**
 * The fee of a top-up of `amountCents` by `method`, paid on top of the amount: FEE_PERCENT of the
 * amount rounded half up to the cent (1005 by PayPal -> 101, 1004 -> 100).
 * @param amountCents a whole number of cents, >= 0
 * @throws RangeError for anything else (a caller's bug: amounts are read as whole cents first)
 */
export function depositFeeCents(amountCents: number, method: PaymentMethod): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0)
    throw new RangeError(`Amount must be whole cents, got ${amountCents}`);
  // amount x percent / 100 plus a half cent, truncated: exact for every safe amount.
  const hundredths = amountCents * FEE_PERCENT[method] + 50;
  return (hundredths - (hundredths % 100)) / 100;
}
