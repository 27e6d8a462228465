/** Purchase (docs/specs/customer-area.md section 7 POST /api/purchase). */
import { evolveProduct, initialProduct, productStream } from '../../domain/catalogue/product';
import {
  COUPON_CODE_NAMESPACE,
  couponIdOfOwner,
  couponStream,
  evolveCoupon,
  initialCoupon,
  normaliseCouponCode,
} from '../../domain/coupon/coupon';
import {
  evolveReservation,
  initialReservation,
  reservationStream,
} from '../../domain/reservation/reservation';
import { evolveOrder, initialOrder, orderStream } from '../../domain/order/order';
import { decidePurchase } from '../../domain/purchase/decide-purchase';
import { evolveWallet, initialWallet, walletStream } from '../../domain/wallet/wallet';
import type { Statement } from '../db/simple-query';
import { executeBatched } from './command-batch';
import { checkFraud, type FraudScreen } from './fraud-check';
import { aggregate, appendTo, type CommandContext, type CommandDeps } from './execute';

/**
 * Buys `quantity` of a product from the user's balance: wallet debit, stock taken, order placed
 * (and, for automatic delivery, completed) and, with a coupon, its redemption, in one atomic
 * append. The coupon's stream is locked and appended with the others, so its usage never passes
 * maxUsage under concurrent purchases. Purchases arriving together share a transaction
 * (command-batch.ts), each decided on what the ones before it left. Fraud rules of purchases are
 * checked in the decide step, their hits appended with the purchase; a hold rule places the order
 * held for review (fraud-check.ts).
 * @throws not_found, validation, conflict (out of stock), rule "Insufficient balance" or a
 *   coupon's refusal ("Invalid coupon code", "This coupon has expired", "This coupon has reached
 *   its usage limit"), or a blocking fraud rule's message
 */
export async function purchase(
  deps: CommandDeps,
  input: {
    userId: number;
    productId: number;
    quantity: number;
    couponCode?: string | null;
    /** The fraud rules of purchases and who buys (application/fraud/fraud-screen.ts). */
    fraud?: FraudScreen | undefined;
  },
  context: CommandContext,
  /** The read the caller answers with, given the new order's id (CommandOutcome.answer). */
  answer?: (orderId: number) => Statement,
) {
  const couponCode = normaliseCouponCode(input.couponCode ?? '') || null;
  const couponStreamId = couponCode ? await couponHolding(deps, couponCode) : null;
  const orderId = await deps.commandRunner.nextId('order_ids');
  const walletId = walletStream(input.userId);
  const productId = productStream(input.productId);
  const orderStreamId = orderStream(orderId);
  return executeBatched(deps, {
    name: 'Purchase',
    context,
    ...(answer ? { answer: () => answer(orderId) } : {}),
    streamIds: couponStreamId
      ? [walletId, productId, orderStreamId, couponStreamId]
      : [walletId, productId, orderStreamId],
    decide: (streams) => {
      const fraud = checkFraud(input.fraud, 'purchase', context.now);
      const wallet = aggregate(streams, walletId, evolveWallet, initialWallet);
      const product = aggregate(streams, productId, evolveProduct, initialProduct);
      const order = aggregate(streams, orderStreamId, evolveOrder, initialOrder);
      const coupon = couponStreamId
        ? aggregate(streams, couponStreamId, evolveCoupon, initialCoupon)
        : null;
      const events = decidePurchase(
        {
          orderId,
          userId: input.userId,
          productId: input.productId,
          quantity: input.quantity,
          placedAt: context.now.toISOString(),
          couponCode,
          hold: fraud.hold,
        },
        {
          wallet: wallet.state,
          product: product.state,
          order: order.state,
          ...(coupon ? { coupon: coupon.state } : {}),
        },
      );
      return {
        appends: [
          appendTo(walletId, wallet.version, events.wallet),
          appendTo(productId, product.version, events.product),
          appendTo(orderStreamId, order.version, events.order),
          ...(coupon && couponStreamId
            ? [appendTo(couponStreamId, coupon.version, events.coupon)]
            : []),
          ...fraud.hits,
        ],
        result: { orderId },
      };
    },
  });
}

/**
 * The stream of the coupon holding `code` (upper case) now, from the code's reservation; null
 * when no coupon holds it. Read without a lock: the purchase then locks the coupon's stream and
 * checks that the coupon still carries this code.
 */
async function couponHolding(deps: CommandDeps, code: string): Promise<string | null> {
  const reservationId = reservationStream(COUPON_CODE_NAMESPACE, code);
  const reservation = aggregate(
    await deps.commandRunner.read([reservationId]),
    reservationId,
    evolveReservation,
    initialReservation,
  );
  const couponId = couponIdOfOwner(reservation.state.owner);
  return couponId === null ? null : couponStream(couponId);
}
