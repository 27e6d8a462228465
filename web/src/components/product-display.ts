/**
 * How a product's figures are shown (docs/specs/customer-area.md sections 2, 3 and 9;
 * docs/specs/admin-area.md 2.16, 2.17 and 9): rating and review count, the struck original price
 * and the saving it makes, stock, warranty days and the sold-today figure. Prices compare in
 * integer cents.
 */
import type { ProductDto } from '@contracts/responses';
import { toCents } from '@/lib/money';

/** Rating on home and category cards when a product has none (docs/specs/customer-area.md section 9). */
export const DEFAULT_CARD_RATING = 4.5;
/** Rating on the product page when a product has none (docs/specs/customer-area.md section 9). */
export const DEFAULT_PRODUCT_RATING = 5;
/** Warranty days shown when a product gives none (docs/specs/customer-area.md section 9). */
const DEFAULT_WARRANTY_DAYS = 30;
/** The fixed decorative rating of All Products cards (docs/specs/admin-area.md 2.17). */
export const ALL_PRODUCTS_CARD_RATING = 4.8;

/** Approved reviews of the product (0 when the answer has none). */
export function reviewCountOf(product: ProductDto): number {
  const count = Number(product.reviewCount);
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/**
 * The rating shown, 1-5: `rating` (the average of approved reviews, or the store's reviewRating
 * when there are none), else reviewRating, else `fallback`.
 */
export function displayRating(product: ProductDto, fallback: number): number {
  const value = Number(product.rating) || Number(product.reviewRating) || fallback;
  return Math.min(5, Math.max(1, value));
}

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
