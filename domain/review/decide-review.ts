/**
 * Review commands: PostReview (docs/specs/customer-area.md section 5 "Review"), ModerateReview and
 * DeleteReview (docs/specs/admin-area.md sections 2.10, 4 "Comment").
 */
import type { Product } from '../catalogue/product';
import type { Order } from '../order/order';
import { conflict, notFound, validationError } from '../shared/errors';
import {
  release,
  reserve,
  type Reservation,
  type ReservationEvent,
} from '../reservation/reservation';
import { reviewOwner, type Review, type ReviewEvent } from './review';

/** 409 for a second review of one product by one customer. */
export const ALREADY_REVIEWED_MESSAGE = 'You have already reviewed this product';

function checkedComment(comment: string): string {
  const trimmed = comment.trim();
  if (!trimmed) throw validationError('Comment is required');
  return trimmed;
}

function existing(review: Review) {
  if (review.status !== 'existing') throw notFound('Comment not found');
  return review;
}

export interface PostReview {
  reviewId: number;
  productId: number;
  userId: number;
  comment: string;
  /** Whole stars 1-5 (the API defaults it to 5). */
  rating: number;
}

/**
 * Whether `orders` hold a purchase of `productId` by `userId` that reached the customer: a
 * completed order (delivered automatically or by staff) not cancelled since. A pending order has
 * delivered nothing yet, a cancelled one was refunded.
 */
export function isVerifiedPurchase(
  orders: readonly Order[],
  userId: number,
  productId: number,
): boolean {
  return orders.some(
    (order) =>
      order.status === 'completed' && order.userId === userId && order.productId === productId,
  );
}

/**
 * Posts a pending review of an active product and reserves the (product, customer) pair. Any
 * signed-in customer may review (docs/specs/customer-area.md section 6); the review records
 * whether they bought the product, judged from `orders`, the customer's orders of it.
 * @throws validation "Comment is required" (blank after trimming) or a rating outside 1-5
 * @throws not_found "Product not found" (missing, deleted or inactive)
 * @throws conflict "You have already reviewed this product"
 */
export function postReview(
  command: PostReview,
  state: { review: Review; product: Product; reservation: Reservation; orders: readonly Order[] },
): { review: ReviewEvent[]; reservation: ReservationEvent[] } {
  const comment = checkedComment(command.comment);
  if (!Number.isInteger(command.rating) || command.rating < 1 || command.rating > 5)
    throw validationError('Rating must be a whole number from 1 to 5');
  if (state.product.status !== 'existing' || !state.product.details.isActive)
    throw notFound('Product not found');
  if (state.review.status !== 'none') throw conflict('Review already exists');
  return {
    reservation: reserve(
      state.reservation,
      reviewOwner(command.reviewId),
      ALREADY_REVIEWED_MESSAGE,
    ),
    review: [
      {
        type: 'ReviewPosted',
        data: {
          ...command,
          comment,
          verifiedPurchase: isVerifiedPurchase(state.orders, command.userId, command.productId),
        },
      },
    ],
  };
}

/**
 * Approves or unapproves a review and/or replaces its text; asking for the state it already has
 * appends nothing.
 * @throws not_found "Comment not found"; validation "Comment is required"
 */
export function moderateReview(
  command: { isApproved?: boolean; comment?: string },
  state: Review,
): ReviewEvent[] {
  const review = existing(state);
  const events: ReviewEvent[] = [];
  if (command.comment !== undefined) {
    const comment = checkedComment(command.comment);
    if (comment !== review.comment) events.push({ type: 'ReviewEdited', data: { comment } });
  }
  if (command.isApproved !== undefined && command.isApproved !== review.isApproved) {
    events.push({
      type: command.isApproved ? 'ReviewApproved' : 'ReviewUnapproved',
      data: { reviewId: review.reviewId },
    });
  }
  return events;
}

/**
 * Deletes a review and frees the customer's reservation (they may review the product again).
 * @throws not_found "Comment not found"
 */
export function deleteReview(state: { review: Review; reservation: Reservation }): {
  review: ReviewEvent[];
  reservation: ReservationEvent[];
} {
  const review = existing(state.review);
  return {
    reservation: release(state.reservation, reviewOwner(review.reviewId)),
    review: [{ type: 'ReviewDeleted', data: { reviewId: review.reviewId } }],
  };
}
