/**
 * How a product's figures are shown (docs/specs/customer-area.md sections 2, 3 and 9;
 * docs/specs/admin-area.md 2.16, 2.17 and 9): rating with its review count (or none while no
 * review is approved), the struck original price and the saving it makes, stock, warranty days
 * and the sold-today figure. Prices compare in integer cents.
 */
import type { ProductDto } from '@contracts/responses';
import { toCents } from '@/lib/money';

/**
 * Rating of a product that has none, where products are ordered by rating
 * (docs/specs/customer-area.md section 9).
 */
export const DEFAULT_CARD_RATING = 4.5;
/** Warranty days shown when a product gives none (docs/specs/customer-area.md section 9). */
const DEFAULT_WARRANTY_DAYS = 30;
/** The fixed decorative rating of All Products cards (docs/specs/admin-area.md 2.17). */
export const ALL_PRODUCTS_CARD_RATING = 4.8;

/** Approved reviews of the product (0 when the answer has none). */
export function reviewCountOf(product: ProductDto): number {
  const count = Number(product.reviewCount);
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/** `value` within the 1-5 stars a rating can have. */
const toStars = (value: number) => Math.min(5, Math.max(1, value));

/**
 * The rating products are ordered by, 1-5: `rating` (the average of approved reviews, or the
 * store's reviewRating when there are none), else reviewRating, else `fallback`.
 */
export function displayRating(product: ProductDto, fallback: number): number {
  return toStars(Number(product.rating) || Number(product.reviewRating) || fallback);
}

/** A rating as cards and the product page show it: what customers said, and how many did. */
export interface ShownRating {
  /** The average of the approved reviews' stars, 1-5, to one decimal. */
  average: number;
  /** Approved reviews, at least 1. */
  count: number;
}

/**
 * The rating to show beside a product (home and category cards, the product page): the average
 * of its approved reviews with their count; null while it has none, shown as NO_REVIEWS_TEXT. A
 * rating no review stands behind (the admin's reviewRating, the spec's defaults 4.5 and 5) is
 * never shown as if customers had given it. The fixed decorative stars of All Products
 * (ALL_PRODUCTS_CARD_RATING) stay as the spec draws them.
 */
export function shownRating(product: ProductDto): ShownRating | null {
  const count = reviewCountOf(product);
  const average = Number(product.rating);
  if (count === 0 || !(average > 0)) return null;
  return { average: toStars(Math.round(average * 10) / 10), count };
}

/** "1 review", "12 reviews". */
export function reviewCountText(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** What stands in for the rating of a product no customer has reviewed yet. */
export const NO_REVIEWS_TEXT = 'No reviews yet';

/** The fragment of a product page's address that opens it on its Reviews tab. */
export const REVIEWS_FRAGMENT = '#reviews';

/** The original price in cents when it is higher than the price, else null (nothing struck). */
export function struckOriginalCents(product: ProductDto): number | null {
  const original = toCents(product.originalPrice);
  const price = toCents(product.price) ?? 0;
  return original !== null && original > price ? original : null;
}

/**
 * The whole percent a buyer saves against the struck original price, floored so the badge never
 * promises more than the prices show ("-85%" for 4.99 instead of 34.99); null when nothing is
 * struck or the saving is under 1%.
 */
export function savingsPercent(product: ProductDto): number | null {
  const original = struckOriginalCents(product);
  if (original === null) return null;
  const price = toCents(product.price) ?? 0;
  const percent = Math.floor(((original - price) * 100) / original);
  return percent >= 1 ? percent : null;
}

/** In stock when stock is above 0 (docs/specs/admin-area.md section 4). */
export function isInStock(product: ProductDto): boolean {
  return product.stock > 0;
}

/**
 * Warranty days to show: the product's days; DEFAULT_WARRANTY_DAYS when the figure is missing;
 * null when the store sells the product without a warranty (hasWarranty false, 0 days), so the
 * page never promises a replacement that a claim would be refused (claims need warrantyDays > 0).
 */
export function warrantyDaysShown(product: ProductDto): number | null {
  const days = Number(product.warrantyDays);
  if (days > 0) return days;
  if (product.hasWarranty === false) return null;
  return DEFAULT_WARRANTY_DAYS;
}

/**
 * The display-only "sold today" figure, 1 to 50, from the time of day (docs/specs/customer-area.md
 * section 9: not real data). It grows through the day and differs a little per product.
 */
export function soldToday(now: Date, productId: number): number {
  const minutes = now.getHours() * 60 + now.getMinutes();
  const dayShare = Math.floor((minutes / 1440) * 40);
  const perProduct = Math.abs(productId * 7) % 10;
  return Math.min(50, Math.max(1, 1 + dayShare + perProduct));
}
