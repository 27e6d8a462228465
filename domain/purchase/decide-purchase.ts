/**
 * The Purchase command (docs/specs/customer-area.md section 4 "Purchase flow", section 7 POST
 * /api/purchase; ARCHITECTURE.md "Event store"): debits the wallet, takes stock and places the
 * order in ONE append across the wallet, product and order streams (and the coupon's, when one is
 * used). Automatic delivery completes the order with the taken items as its delivered text. A
 * coupon takes its percentage off the unit price, half up to the cent; the total is the discounted
 * unit price x quantity; one order is one use whatever the quantity (docs/specs/customer-area.md
 * section 9). A sale that leaves the product running low also raises its stock alert
 * (domain/catalogue/stock-alert.ts). Amounts in integer cents.
 */
import {
  availableStock,
  evolveProduct,
  itemsCostCents,
  type Product,
  type ProductEvent,
} from '../catalogue/product';
import { stockAlert } from '../catalogue/stock-alert';
import { normaliseCouponCode, type Coupon, type CouponEvent } from '../coupon/coupon';
import { discountedUnitPriceCents } from '../../contracts/coupon-price';
import { couponRefusal, INVALID_COUPON_MESSAGE } from '../coupon/decide-coupon';
import { conflict, notFound, ruleBroken, validationError } from '../shared/errors';
import type { Wallet, WalletEvent } from '../wallet/wallet';
import { orderNumberFor, type Order, type OrderEvent } from '../order/order';

export interface Purchase {
  orderId: number;
  userId: number;
  productId: number;
  quantity: number;
  /** ISO time, from the command's context. */
  placedAt: string;
  /** The code the customer entered, if any (compared case-insensitively). */
  couponCode?: string | null;
  /**
   * The fraud rule that holds the order for review (domain/fraud): paid and stock taken, the
   * keys kept on the order (OrderHeld) instead of delivered.
   */
  hold?: { ruleId: number } | null;
}

/**
 * Decides a purchase.
 * @throws not_found "Product not found" (missing, deleted or inactive)
 * @throws validation when the quantity is not a whole number of at least 1
 * @throws conflict "Out of stock" / "Only N left in stock"
 * @throws rule "Invalid coupon code" / "This coupon has expired" / "This coupon has reached its
 *   usage limit" when a code is given and `coupon` (the coupon holding that code) does not apply
 * @throws rule "Insufficient balance"
 */
export function decidePurchase(
  command: Purchase,
  state: { wallet: Wallet; product: Product; order: Order; coupon?: Coupon },
): { wallet: WalletEvent[]; product: ProductEvent[]; order: OrderEvent[]; coupon: CouponEvent[] } {
  const { product } = state;
  if (product.status !== 'existing' || !product.details.isActive)
    throw notFound('Product not found');
  if (state.order.status !== 'none') throw conflict('Order already exists');
  if (!Number.isInteger(command.quantity) || command.quantity < 1)
    throw validationError('Quantity must be at least 1');

  // A blank code is ignored (docs/specs/customer-area.md section 5, "Coupon").
  const couponCode = normaliseCouponCode(command.couponCode ?? '') || null;
  let discountPercentage = 0;
  if (couponCode) {
    const { coupon } = state;
    // It must be the coupon holding this code now (not one whose code moved since the look-up).
    if (coupon?.status !== 'existing' || coupon.details.code !== couponCode)
      throw ruleBroken(INVALID_COUPON_MESSAGE);
    const refusal = couponRefusal(coupon, command.placedAt);
    if (refusal !== null) throw ruleBroken(refusal);
    discountPercentage = coupon.details.discountPercentage;
  }

  const available = availableStock(product);
  if (available < command.quantity) {
    throw conflict(available === 0 ? 'Out of stock' : `Only ${available} left in stock`);
  }
  const unitPriceCents = discountedUnitPriceCents(product.details.priceCents, discountPercentage);
  const totalCents = unitPriceCents * command.quantity;
  if (state.wallet.balanceCents < totalCents) throw ruleBroken('Insufficient balance');

  const isAutomatic = product.details.deliveryType === 'automatic';
  const items = isAutomatic ? product.stockItems.slice(0, command.quantity) : [];
  const orderNumber = orderNumberFor(command.orderId);
  const taken: ProductEvent = {
    type: 'StockTaken',
    data: { orderId: command.orderId, quantity: command.quantity, items, at: command.placedAt },
  };
  const order: OrderEvent[] = [
    {
      type: 'OrderPlaced',
      data: {
        orderId: command.orderId,
        orderNumber,
        userId: command.userId,
        productId: command.productId,
        productName: product.details.name,
        quantity: command.quantity,
        unitPriceCents,
        totalCents,
        couponCode,
        deliveryType: product.details.deliveryType,
        warrantyDays: product.details.warrantyDays,
        placedAt: command.placedAt,
        costCents: itemsCostCents(product, items),
      },
    },
  ];
  if (command.hold) order.push({ type: 'OrderHeld', data: { ruleId: command.hold.ruleId, items } });
  else if (isAutomatic)
    order.push({ type: 'OrderDelivered', data: { deliveredItem: items.join('\n') } });
  return {
    wallet: [
      {
        type: 'PurchaseDebited',
        data: {
          userId: command.userId,
          orderId: command.orderId,
          orderNumber,
          amountCents: totalCents,
          productName: product.details.name,
          quantity: command.quantity,
        },
      },
    ],
    product: [taken, ...stockAlert(evolveProduct(product, taken))],
    order,
    coupon: couponCode ? [{ type: 'CouponRedeemed', data: { orderId: command.orderId } }] : [],
  };
}
