/**
 * The `product-<id>` address of a product, shared by the web app (the links to a product without
 * a URL of its own, and the product page that resolves them) and the server (no product may take
 * another product's `product-<id>` as its URL, or those links would open it). Source:
 * docs/specs/customer-area.md section 2 (Product page, You May Also Like).
 */

const PRODUCT_ID_URL = /^product-(\d+)$/;

/** The address of product `productId`: `product-42`. */
export const productIdUrl = (productId: number) => `product-${productId}`;

/**
 * The product id a URL segment names, when it is `product-` and digits (`product-42` -> 42,
 * `product-042` -> 42); null for anything else, or for more digits than an id can have.
 */
export function productIdOfUrl(url: string): number | null {
  const digits = PRODUCT_ID_URL.exec(url)?.[1];
  if (digits === undefined) return null;
  const id = Number(digits);
  return Number.isSafeInteger(id) ? id : null;
}
