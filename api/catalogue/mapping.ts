/** From the API's product and category requests to the domain's details (prices in cents). */
import type { ProductDetails } from '../../domain/catalogue/product';
import type { ProductUpdate } from '../../contracts/requests';

/**
 * Product request fields to domain details: `price` -> priceCents, `stock` -> manualStock,
 * warranty off -> 0 days (docs/specs/admin-area.md section 5).
 */
export function toProductChanges(update: ProductUpdate): Partial<ProductDetails> {
  const { price, originalPrice, stock, hasWarranty, ...rest } = update;
  const changes: Partial<ProductDetails> = Object.fromEntries(
    Object.entries(rest).filter(([, v]) => v !== undefined),
  );
  if (price !== undefined) changes.priceCents = price;
  if (originalPrice !== undefined) changes.originalPriceCents = originalPrice;
  if (stock !== undefined) changes.manualStock = stock;
  if (hasWarranty === false) changes.warrantyDays = 0;
  return changes;
}
