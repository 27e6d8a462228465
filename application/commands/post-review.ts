/** PostReview (docs/specs/customer-area.md section 7 POST /api/products/{productId}/comments). */
import { evolveProduct, initialProduct, productStream } from '../../domain/catalogue/product';
import { evolveOrder, initialOrder, orderStream } from '../../domain/order/order';
import {
  evolveReservation,
  initialReservation,
  reservationStream,
} from '../../domain/reservation/reservation';
import { postReview as decidePost } from '../../domain/review/decide-review';
import {
  evolveReview,
  initialReview,
  REVIEW_NAMESPACE,
  reviewKey,
  reviewStream,
} from '../../domain/review/review';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Posts a pending review; the (product, customer) reservation is appended with it, so a customer
 * reviews a product once even under concurrent posts. The customer's orders of the product are
 * loaded with them (locked, so a delivery or cancellation in flight is decided before or after),
 * and the review records whether one of them was delivered: a verified purchase.
 * @throws validation; not_found "Product not found"; conflict "You have already reviewed this product"
 */
export async function postReview(
  deps: CommandDeps,
  input: { productId: number; userId: number; comment: string; rating: number },
  context: CommandContext,
) {
  // The product is read, not locked: a review must not queue behind the product's purchases,
  // and a product deleted a moment later leaves only a harmless review behind.
  const productId = productStream(input.productId);
  const product = aggregate(
    await deps.commandRunner.read([productId]),
    productId,
    evolveProduct,
    initialProduct,
  );
  const reviewId = await deps.commandRunner.nextId('review_ids');
  const reviewStreamId = reviewStream(reviewId);
  const reservationId = reservationStream(
    REVIEW_NAMESPACE,
    reviewKey(input.productId, input.userId),
  );
  return executeCommand(deps, 'PostReview', context, async (tx) => {
    const orderIds = (await tx.ordersPlaced(input.userId, input.productId)).map(orderStream);
    const streams = await tx.load([reviewStreamId, reservationId, ...orderIds]);
    const orders = orderIds.map((id) => aggregate(streams, id, evolveOrder, initialOrder).state);
    const review = aggregate(streams, reviewStreamId, evolveReview, initialReview);
    const reservation = aggregate(streams, reservationId, evolveReservation, initialReservation);
    const events = decidePost(
      { reviewId, ...input },
      { review: review.state, product: product.state, reservation: reservation.state, orders },
    );
    return {
      appends: [
        appendTo(reservationId, reservation.version, events.reservation),
        appendTo(reviewStreamId, review.version, events.review),
      ],
      result: { reviewId },
    };
  });
}
