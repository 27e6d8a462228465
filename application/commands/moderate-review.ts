/** ModerateReview (docs/specs/admin-area.md section 7 PUT /api/admin/comments/{id}): approve, unapprove, edit. */
import { moderateReview as decideModerate } from '../../domain/review/decide-review';
import { evolveReview, initialReview, reviewStream } from '../../domain/review/review';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/** Sets isApproved and/or replaces the text. @throws not_found "Comment not found"; validation */
export function moderateReview(
  deps: CommandDeps,
  input: { reviewId: number; isApproved?: boolean; comment?: string },
  context: CommandContext,
) {
  const streamId = reviewStream(input.reviewId);
  return executeCommand(deps, 'ModerateReview', context, async (tx) => {
    const review = aggregate(await tx.load([streamId]), streamId, evolveReview, initialReview);
    const events = decideModerate(
      {
        ...(input.isApproved === undefined ? {} : { isApproved: input.isApproved }),
        ...(input.comment === undefined ? {} : { comment: input.comment }),
      },
      review.state,
    );
    return { appends: [appendTo(streamId, review.version, events)], result: undefined };
  });
}
