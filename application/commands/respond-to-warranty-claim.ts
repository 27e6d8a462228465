/** RespondToWarrantyClaim (docs/specs/admin-area.md section 7 PUT /api/admin/warranty-claims/{id}). */
import { evolveProduct, initialProduct, productStream } from '../../domain/catalogue/product';
import {
  claimStream,
  evolveClaim,
  initialClaim,
  type ClaimResponseStatus,
} from '../../domain/warranty/claim';
import { respondToWarrantyClaim as decideRespond } from '../../domain/warranty/decide';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Records the staff's answer to a claim. With `replaceFromStock` the replacement is taken from
 * the product's stream in the SAME append as the answer; both streams are locked and appended
 * with their expected versions, so repeated or concurrent approvals take one item, once.
 *
 * @throws not_found; validation; conflict "Out of stock"
 */
export function respondToWarrantyClaim(
  deps: CommandDeps,
  input: {
    claimId: number;
    status: ClaimResponseStatus;
    adminResponse?: string | undefined;
    replaceFromStock?: boolean | undefined;
  },
  context: CommandContext,
) {
  const claimStreamId = claimStream(input.claimId);
  return executeCommand(deps, 'RespondToWarrantyClaim', context, async (tx) => {
    const claimStreams = await tx.load([claimStreamId]);
    const claim = aggregate(claimStreams, claimStreamId, evolveClaim, initialClaim);
    const productStreamId = productStream(
      claim.state.status === 'none' ? 0 : claim.state.productId,
    );
    const productStreams = await tx.load([productStreamId]);
    const product = aggregate(productStreams, productStreamId, evolveProduct, initialProduct);
    const events = decideRespond(
      {
        status: input.status,
        adminResponse: input.adminResponse,
        replaceFromStock: input.replaceFromStock,
      },
      { claim: claim.state, product: product.state },
    );
    return {
      appends: [
        appendTo(claimStreamId, claim.version, events.claim),
        appendTo(productStreamId, product.version, events.product),
      ],
      result: undefined,
    };
  });
}
