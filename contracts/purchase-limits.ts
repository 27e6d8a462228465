/**
 * A product's purchase limits, set by staff apart from the product form
 * (PUT /api/admin/products/{id}/purchase-limits): the most units one order may take, and the most
 * one customer may buy in one store day (STORE_TIMEZONE, contracts/store-days.ts). 0 means no
 * limit. The refusal rule and its messages are written once here for the purchase decision
 * (domain/purchase/purchase-limits.ts) and the product page's purchase panel.
 */
import { z } from 'zod';
import { integer } from './integers';

/** Units per order and per customer per store day; 0: no limit. */
export interface PurchaseLimits {
  maxPerOrder: number;
  maxPerCustomerPerDay: number;
}

/** The limits of a product whose limits were never set: none. */
export const NO_PURCHASE_LIMITS: PurchaseLimits = { maxPerOrder: 0, maxPerCustomerPerDay: 0 };

/** The largest limit staff may set: the largest quantity one purchase may ask for. */
export const PURCHASE_LIMIT_MAX = 10_000;

/** The labels of the admin form, which its messages name. */
export const PURCHASE_LIMIT_LABELS: Record<keyof PurchaseLimits, string> = {
  maxPerOrder: 'Maximum per order',
  maxPerCustomerPerDay: 'Maximum per customer per day',
};

/** "Maximum per order must be a whole number between 0 (no limit) and 10000". */
export const purchaseLimitRangeMessage = (field: keyof PurchaseLimits) =>
  `${PURCHASE_LIMIT_LABELS[field]} must be a whole number between 0 (no limit) and ${PURCHASE_LIMIT_MAX}`;

const limit = (field: keyof PurchaseLimits) => {
  const message = purchaseLimitRangeMessage(field);
  return integer({
    min: 0,
    max: PURCHASE_LIMIT_MAX,
    notWhole: message,
    tooSmall: message,
    tooLarge: message,
  });
};

/** PUT /api/admin/products/{id}/purchase-limits: both limits, 0 for none. */
export const purchaseLimitsSchema = z.object({
  maxPerOrder: limit('maxPerOrder'),
  maxPerCustomerPerDay: limit('maxPerCustomerPerDay'),
});

/**
 * The first limit outside its bounds, with its message; null when both fit. The same rule as
 * {@link purchaseLimitsSchema}, for callers that hold limits already parsed.
 */
export function purchaseLimitsProblem(limits: PurchaseLimits): string | null {
  for (const field of ['maxPerOrder', 'maxPerCustomerPerDay'] as const) {
    const value = limits[field];
    if (!Number.isSafeInteger(value) || value < 0 || value > PURCHASE_LIMIT_MAX)
      return purchaseLimitRangeMessage(field);
  }
  return null;
}

/** The refusal of an order over the per-order limit. */
export const perOrderLimitMessage = (max: number) =>
  `You can buy at most ${max} of this product per order`;

/**
 * The refusal of a purchase that would take the customer past the daily limit, given how many
 * units they may still buy today (0 when none).
 */
export const dailyLimitMessage = (max: number, left: number) =>
  left === 0
    ? `You have reached today's limit of ${max} of this product per customer. You can buy more tomorrow.`
    : `You can buy at most ${max} of this product per day: ${left} more today`;

/**
 * Why buying `quantity` units is refused under `limits` by a customer who bought `boughtToday`
 * units of the product earlier this store day, or null when the limits allow it. The per-order
 * limit is checked first: it does not depend on the day.
 */
export function purchaseLimitRefusal(
  limits: PurchaseLimits,
  quantity: number,
  boughtToday: number,
): string | null {
  if (limits.maxPerOrder > 0 && quantity > limits.maxPerOrder)
    return perOrderLimitMessage(limits.maxPerOrder);
  const daily = limits.maxPerCustomerPerDay;
  if (daily > 0 && boughtToday + quantity > daily)
    return dailyLimitMessage(daily, Math.max(0, daily - boughtToday));
  return null;
}

/**
 * The product page's line about the limits ("Limit: 2 per order, 5 per customer per day"); null
 * when the product has none.
 */
export function purchaseLimitsNote(limits: PurchaseLimits): string | null {
  const parts = [
    ...(limits.maxPerOrder > 0 ? [`${limits.maxPerOrder} per order`] : []),
    ...(limits.maxPerCustomerPerDay > 0
      ? [`${limits.maxPerCustomerPerDay} per customer per day`]
      : []),
  ];
  return parts.length === 0 ? null : `Limit: ${parts.join(', ')}`;
}
