/** DeleteReview (docs/specs/admin-area.md section 7 DELETE /api/admin/comments/{id}). */
import {
  evolveReservation,
  initialReservation,
  reservationStream,
} from '../../domain/reservation/reservation';
import { deleteReview as decideDelete } from '../../domain/review/decide-review';
import { notFound } from '../../domain/shared/errors';
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

/** Deletes a review and frees its author's reservation for that product. @throws not_found */
export function deleteReview(
  deps: CommandDeps,
  input: { reviewId: number },
  context: CommandContext,
) {
  const streamId = reviewStream(input.reviewId);
  return executeCommand(deps, 'DeleteReview', context, async (tx) => {
    const review = aggregate(await tx.load([streamId]), streamId, evolveReview, initialReview);
    if (review.state.status !== 'existing') throw notFound('Comment not found');
    const reservationId = reservationStream(
      REVIEW_NAMESPACE,
      reviewKey(review.state.productId, review.state.userId),
    );
    const reservation = aggregate(
      await tx.load([reservationId]),
      reservationId,
      evolveReservation,
      initialReservation,
    );
    const events = decideDelete({ review: review.state, reservation: reservation.state });
    return {
      appends: [
        appendTo(reservationId, reservation.version, events.reservation),
        appendTo(streamId, review.version, events.review),
      ],
      result: undefined,
    };
  });
}
