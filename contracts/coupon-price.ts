/**
 * The coupon price rule, computed once for the server's purchase and the product page's display
 * (ARCHITECTURE.md "Money and the ledger"; docs/specs/customer-area.md section 9): a percentage off
 * the unit price, the discounted unit price rounded half up to the cent; total = discounted unit
 * price x quantity. Integer cents in and out, integer arithmetic only.
 */

/**
 * The unit price after `discountPercentage` percent off, rounded half up to the cent:
 * 1499 at 50% -> 750 (7.495 -> 7.50); 999 at 15% -> 849; 5 at 50% -> 3; 100% -> 0; 0% -> the price.
 * @param unitPriceCents a whole number of cents, >= 0
 * @param discountPercentage a whole percent, 0-100
 * @throws RangeError for anything else (a caller's bug, never a customer's input)
 */
export function discountedUnitPriceCents(
  unitPriceCents: number,
  discountPercentage: number,
): number {
  if (!Number.isSafeInteger(unitPriceCents) || unitPriceCents < 0)
    throw new RangeError(`Unit price must be whole cents, got ${unitPriceCents}`);
  if (!Number.isInteger(discountPercentage) || discountPercentage < 0 || discountPercentage > 100)
    throw new RangeError(`Discount must be a whole percent 0-100, got ${discountPercentage}`);
  // price x (100 - pct) / 100, plus a half cent, truncated: the remainder keeps it exact (a
  // floating division could round x.99999 up for large prices).
  const hundredths = unitPriceCents * (100 - discountPercentage) + 50;
  return (hundredths - (hundredths % 100)) / 100;
}

/** What a quantity costs with an optional coupon, all integer cents. */
export interface CouponPrice {
  /** The list unit price, before any discount. */
  listUnitCents: number;
  /** The unit price charged: the list price, or the discounted one with a coupon. */
  unitCents: number;
  /**
   * The discount over the whole quantity: (list - charged unit price) x quantity; 0 without one.
   */
  discountCents: number;
  /** What the customer pays: unitCents x quantity (= list x quantity - discountCents). */
  totalCents: number;
}

/**
 * The price lines of a purchase of `quantity` units at `listUnitCents` each, with the coupon's
 * `discountPercentage` or null for none. The lines add up: list x quantity - discount = total.
 * @throws RangeError as discountedUnitPriceCents, or for a quantity that is not a whole number >= 0
 */
export function couponPrice(
  listUnitCents: number,
  quantity: number,
  discountPercentage: number | null,
): CouponPrice {
  if (!Number.isSafeInteger(quantity) || quantity < 0)
    throw new RangeError(`Quantity must be a whole number, got ${quantity}`);
  const unitCents = discountedUnitPriceCents(listUnitCents, discountPercentage ?? 0);
  return {
    listUnitCents,
    unitCents,
    discountCents: (listUnitCents - unitCents) * quantity,
    totalCents: unitCents * quantity,
  };
}
