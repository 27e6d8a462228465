/**
 * Coupon arithmetic of the purchase panel (customer-area.md section 9; DESIGN.md "Money and the
 * ledger"): a percentage off the unit price, rounded half up to the cent; total = discounted unit
 * price x quantity. Integer cents only, the same rule the server applies.
 */

/** The discount on one unit in cents: unitCents x percent / 100, half up. */
export function unitDiscountCents(unitCents: number, discountPercentage: number): number {
  const percent = Math.min(100, Math.max(0, Math.trunc(discountPercentage)));
  return Math.floor((unitCents * percent + 50) / 100);
}

export interface PriceBreakdown {
  /** Unit price after the discount, cents. */
  unitCents: number;
  /** Discount over the whole quantity, cents (0 without a coupon). */
  discountCents: number;
  /** What the customer pays, cents. */
  totalCents: number;
}

/** Unit price, discount and total for a quantity with an optional coupon percentage. */
export function priceBreakdown(
  listUnitCents: number,
  quantity: number,
  discountPercentage: number | null,
): PriceBreakdown {
  const perUnit = discountPercentage ? unitDiscountCents(listUnitCents, discountPercentage) : 0;
  const unitCents = listUnitCents - perUnit;
  return { unitCents, discountCents: perUnit * quantity, totalCents: unitCents * quantity };
}
