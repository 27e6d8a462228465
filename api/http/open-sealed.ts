/**
 * Opens the sealed parts of answers (ARCHITECTURE.md "Security model", secrets at rest): the
 * delivered items of an order, a warranty replacement, the stock items of a product (to staff
 * who confirmed their password lately; hidden otherwise). Read tables
 * keep them sealed; only the routes that answer their owner or an admin call these, after the
 * access check.
 */
import type { SecretBox } from '../../application/security/secret-box';
import type { AdminProductDto, OrderDto } from '../../contracts/responses';
import { MASKED_STOCK_ITEM } from '../../contracts/stock-items';
import type { WarrantyClaimDto } from '../../contracts/warranty';
import type { SealedAdminProduct } from '../../projections/catalogue/queries';

/** The order with its delivered item and replacements in plaintext (null stays null). */
export async function openOrder<T extends OrderDto | null>(
  secrets: SecretBox,
  order: T,
): Promise<T> {
  if (!order) return order;
  return {
    ...order,
    deliveredItem: order.deliveredItem === null ? null : await secrets.open(order.deliveredItem),
    replacements: await Promise.all(
      order.replacements.map(async (replacement) => ({
        ...replacement,
        item: await secrets.open(replacement.item),
      })),
    ),
  };
}

/**
 * The order with its keys (delivered item, replacements) shown as MASKED_STOCK_ITEM, for staff
 * who have not confirmed their password lately.
 */
export function maskOrder(order: OrderDto): OrderDto {
  return {
    ...order,
    deliveredItem: order.deliveredItem === null ? null : MASKED_STOCK_ITEM,
    replacements: order.replacements.map((replacement) => ({
      ...replacement,
      item: MASKED_STOCK_ITEM,
    })),
  };
}

/** `openOrder` for each order. */
export function openOrders(secrets: SecretBox, orders: OrderDto[]): Promise<OrderDto[]> {
  return Promise.all(orders.map((order) => openOrder(secrets, order)));
}

/** The claim with its response (a replacement from stock is sealed) in plaintext. */
export async function openClaim<T extends WarrantyClaimDto | null>(
  secrets: SecretBox,
  claim: T,
): Promise<T> {
  if (!claim || claim.adminResponse === null) return claim;
  return { ...claim, adminResponse: await secrets.open(claim.adminResponse) };
}

/** `openClaim` for each claim. */
export function openClaims(secrets: SecretBox, claims: WarrantyClaimDto[]) {
  return Promise.all(claims.map((claim) => openClaim(secrets, claim)));
}

/**
 * The product with its auto-delivery items in plaintext when `reveal`, else each as
 * MASKED_STOCK_ITEM (the reader has not confirmed their password lately).
 */
export async function openAdminProduct(
  secrets: SecretBox,
  product: SealedAdminProduct,
  reveal: boolean,
): Promise<AdminProductDto> {
  const items = product.autoDeliveryStock;
  return {
    ...product,
    autoDeliveryStock: reveal
      ? await Promise.all(items.map((item) => secrets.open(item)))
      : items.map(() => MASKED_STOCK_ITEM),
    autoDeliveryStockMasked: !reveal && items.length > 0,
  };
}
