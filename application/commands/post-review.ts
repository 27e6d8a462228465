/** PostReview (docs/specs/customer-area.md section 7 POST /api/products/{productId}/comments). */
import { evolveProduct, initialProduct, productStream } from '../../domain/catalogue/product';
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
 * reviews a product once even under concurrent posts.
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
    const streams = await tx.load([reviewStreamId, reservationId]);
    const review = aggregate(streams, reviewStreamId, evolveReview, initialReview);
    const reservation = aggregate(streams, reservationId, evolveReservation, initialReservation);
    const events = decidePost(
      { reviewId, ...input },
      { review: review.state, product: product.state, reservation: reservation.state },
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
