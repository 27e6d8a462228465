/**
 * FileWarrantyClaim (docs/specs/customer-area.md section 7 POST /api/warranty-claims) and the eligibility
 * answer of GET /api/orders/{id}/warranty-eligibility.
 */
import { evolveProduct, initialProduct, productStream } from '../../domain/catalogue/product';
import { evolveOrder, initialOrder, orderStream, type Order } from '../../domain/order/order';
import {
  claimStream,
  evolveClaim,
  initialClaim,
  type ClaimType,
  type FiledClaim,
} from '../../domain/warranty/claim';
import {
  claimHistoryStream,
  evolveClaimHistory,
  initialClaimHistory,
} from '../../domain/warranty/claim-history';
import { fileWarrantyClaim as decideFile } from '../../domain/warranty/decide';
import {
  evolveWalletFreeze,
  initialWalletFreeze,
  walletFreezeStream,
} from '../../domain/wallet/freeze';
import { velocityLimitsInForce } from './store-settings';
import { itemsDeliveredTo } from '../../domain/catalogue/decide-stock';
import { productEventsOf } from './held-stock';
import { warrantyEligibility } from '../../contracts/warranty-eligibility';
import type { WarrantyEligibilityDto } from '../../contracts/warranty';
import type { StreamState } from '../event-store/types';
import { checkFraud, type FraudScreen } from './fraud-check';
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
 *
 * The order's product and the customer's claim history (domain/warranty/claim-history.ts) are
 * locked and loaded too: when the product's policy approves the claim at once, its replacement
 * (the first auto-delivery item, sealed as the stock holds it) is taken from the product and the
 * approval recorded in the history in the SAME append as the claim. Two claims of one customer
 * on different orders both lock the history, so the policy's cap holds under concurrency, and
 * the product's expected version hands each stock item out once. The history records every
 * claim filed, so the store's velocity limit on claims per customer per 90 days holds the same
 * way; the customer's wallet freeze stream is locked and loaded too (a frozen wallet files none).
 * Fraud rules of warranty claims are checked in the decide step (fraud-check.ts).
 * @throws not_found "Order not found"; validation; rule with the eligibility reason, the frozen
 *   wallet's or the velocity limit's refusal, or a blocking fraud rule's message
 */
export async function fileWarrantyClaim(
  deps: CommandDeps,
  input: {
    userId: number;
    orderId: number;
    claimType: ClaimType;
    description: string;
    /** The fraud rules of warranty claims and who claims (application/fraud/fraud-screen.ts). */
    fraud?: FraudScreen | undefined;
  },
  context: CommandContext,
) {
  const claimId = await deps.commandRunner.nextId('claim_ids');
  const orderStreamId = orderStream(input.orderId);
  const claimStreamId = claimStream(claimId);
  const historyStreamId = claimHistoryStream(input.userId);
  const freezeStreamId = walletFreezeStream(input.userId);
  const { claimsPer90Days } = await velocityLimitsInForce(deps);
  return executeCommand(deps, 'FileWarrantyClaim', context, async (tx) => {
    const fraud = checkFraud(input.fraud, 'warranty-claim', context.now);
    const order = aggregate(
      await tx.load([orderStreamId]),
      orderStreamId,
      evolveOrder,
      initialOrder,
    );
    const earlier = claimStreamsOf(order.state);
    // The order names its product; another customer's order names none, so nothing of theirs
    // is loaded (the decision answers it as not found).
    const productStreamId = productStream(
      order.state.status !== 'none' && order.state.userId === input.userId
        ? order.state.productId
        : 0,
    );
    const streams = await tx.load([
      claimStreamId,
      ...earlier,
      productStreamId,
      historyStreamId,
      freezeStreamId,
    ]);
    const claim = aggregate(streams, claimStreamId, evolveClaim, initialClaim);
    const product = aggregate(streams, productStreamId, evolveProduct, initialProduct);
    const history = aggregate(streams, historyStreamId, evolveClaimHistory, initialClaimHistory);
    const events = decideFile(
      {
        claimId,
        userId: input.userId,
        claimType: input.claimType,
        description: input.description,
        maxClaimsPer90Days: claimsPer90Days,
      },
      {
        order: order.state,
        claims: filedClaims(streams, earlier),
        claim: claim.state,
        product: product.state,
        deliveredItems: itemsDeliveredTo(
          productEventsOf(streams.get(productStreamId)?.events ?? []),
          input.orderId,
        ),
        history: history.state,
        freeze: aggregate(streams, freezeStreamId, evolveWalletFreeze, initialWalletFreeze).state,
      },
      context.now,
    );
    return {
      appends: [
        appendTo(orderStreamId, order.version, events.order),
        appendTo(claimStreamId, claim.version, events.claim),
        appendTo(productStreamId, product.version, events.product),
        appendTo(historyStreamId, history.version, events.history),
        ...fraud.hits,
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
