/**
 * FileWarrantyClaim (docs/specs/customer-area.md section 7 POST /api/warranty-claims) and the eligibility
 * answer of GET /api/orders/{id}/warranty-eligibility.
 */
import { evolveOrder, initialOrder, orderStream, type Order } from '../../domain/order/order';
import {
  claimStream,
  evolveClaim,
  initialClaim,
  type ClaimType,
  type FiledClaim,
} from '../../domain/warranty/claim';
import { fileWarrantyClaim as decideFile } from '../../domain/warranty/decide';
import { warrantyEligibility } from '../../contracts/warranty-eligibility';
import type { WarrantyEligibilityDto } from '../../contracts/warranty';
import type { StreamState } from '../event-store/types';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/** The streams of the claims filed on `order`, oldest first. */
function claimStreamsOf(order: Order): string[] {
  return order.status === 'none' ? [] : order.claimIds.map(claimStream);
}

/** The claims of `streamIds`, folded from `streams` (a stream without a claim is skipped). */
function filedClaims(streams: Map<string, StreamState>, streamIds: string[]): FiledClaim[] {
  return streamIds
    .map((id) => aggregate(streams, id, evolveClaim, initialClaim).state)
    .filter((claim): claim is FiledClaim => claim.status !== 'none');
}

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
  const claimId = await deps.commandRunner.nextId('claim_ids');
  const orderStreamId = orderStream(input.orderId);
  const claimStreamId = claimStream(claimId);
  return executeCommand(deps, 'FileWarrantyClaim', context, async (tx) => {
    const order = aggregate(
      await tx.load([orderStreamId]),
      orderStreamId,
      evolveOrder,
      initialOrder,
    );
    const earlier = claimStreamsOf(order.state);
    const claims = await tx.load([claimStreamId, ...earlier]);
    const claim = aggregate(claims, claimStreamId, evolveClaim, initialClaim);
    const events = decideFile(
      {
        claimId,
        userId: input.userId,
        claimType: input.claimType,
        description: input.description,
      },
      { order: order.state, claims: filedClaims(claims, earlier), claim: claim.state },
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
 * same state (the order's and its claims' streams) as FileWarrantyClaim, so the answer and
 * a claim made right after it never disagree. Null for a missing order or another customer's.
 */
export async function warrantyEligibilityOf(
  deps: CommandDeps,
  input: { userId: number; orderId: number },
  now: Date,
): Promise<WarrantyEligibilityDto | null> {
  const orderStreamId = orderStream(input.orderId);
  const order = aggregate(
    await deps.commandRunner.read([orderStreamId]),
    orderStreamId,
    evolveOrder,
    initialOrder,
  ).state;
  if (order.status === 'none' || order.userId !== input.userId) return null;
  const claimStreams = claimStreamsOf(order);
  const claims =
    claimStreams.length === 0
      ? []
      : filedClaims(await deps.commandRunner.read(claimStreams), claimStreams);
  return warrantyEligibility(order, claims, now);
}
