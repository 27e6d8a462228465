/**
 * FileWarrantyClaim (customer-area.md section 7 POST /api/warranty-claims) and the eligibility
 * answer of GET /api/orders/{id}/warranty-eligibility.
 */
import { evolveOrder, initialOrder, orderStream } from '../../domain/order/order';
import {
  claimStream,
  evolveClaim,
  initialClaim,
  type ClaimType,
} from '../../domain/warranty/claim';
import { fileWarrantyClaim as decideFile } from '../../domain/warranty/decide';
import { warrantyEligibility, type WarrantyEligibility } from '../../domain/warranty/eligibility';
import {
  aggregate,
  appendTo,
  executeCommand,
  nextId,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Files a warranty claim on the customer's own order, eligible at `context.now`. The order
 * stream records the claim in the same append, so concurrent claims on one order are serialised
 * by its expected version and at most one of them is accepted.
 * @throws not_found "Order not found"; validation; rule with the eligibility reason
 */
export async function fileWarrantyClaim(
  deps: CommandDeps,
  input: { userId: number; orderId: number; claimType: ClaimType; description: string },
  context: CommandContext,
) {
  const claimId = await nextId(deps.pool, 'claim_ids');
  const orderStreamId = orderStream(input.orderId);
  const claimStreamId = claimStream(claimId);
  return executeCommand(deps, 'FileWarrantyClaim', context, async (tx) => {
    const order = aggregate(
      await tx.load([orderStreamId]),
      orderStreamId,
      evolveOrder,
      initialOrder,
    );
    const lastClaimId = order.state.status === 'none' ? null : order.state.lastClaimId;
    const claims = await tx.load(
      lastClaimId === null ? [claimStreamId] : [claimStreamId, claimStream(lastClaimId)],
    );
    const claim = aggregate(claims, claimStreamId, evolveClaim, initialClaim);
    const lastClaim =
      lastClaimId === null
        ? { state: initialClaim }
        : aggregate(claims, claimStream(lastClaimId), evolveClaim, initialClaim);
    const events = decideFile(
      {
        claimId,
        userId: input.userId,
        claimType: input.claimType,
        description: input.description,
      },
      { order: order.state, lastClaim: lastClaim.state, claim: claim.state },
      context.now,
    );
    return {
      appends: [
        appendTo(orderStreamId, order.version, events.order),
        appendTo(claimStreamId, claim.version, events.claim),
      ],
      result: { claimId },
    };
  });
}

/**
 * The eligibility of the customer's own order at `now`, evaluated by the same rule and on the
 * same state (the order's and its last claim's streams) as FileWarrantyClaim, so the answer and
 * a claim made right after it never disagree. Null for a missing order or another customer's.
 */
export async function warrantyEligibilityOf(
  deps: CommandDeps,
  input: { userId: number; orderId: number },
  now: Date,
): Promise<WarrantyEligibility | null> {
  const orderStreamId = orderStream(input.orderId);
  const order = aggregate(
    await deps.store.readStreams(deps.pool, [orderStreamId]),
    orderStreamId,
    evolveOrder,
    initialOrder,
  ).state;
  if (order.status === 'none' || order.userId !== input.userId) return null;
  const lastClaim =
    order.lastClaimId === null
      ? initialClaim
      : aggregate(
          await deps.store.readStreams(deps.pool, [claimStream(order.lastClaimId)]),
          claimStream(order.lastClaimId),
          evolveClaim,
          initialClaim,
        ).state;
  return warrantyEligibility(order, lastClaim.status === 'none' ? null : lastClaim.status, now);
}
