/**
 * Warranty claim commands: FileWarrantyClaim (the customer, on their own eligible order; approved
 * at once with a replacement when the product's policy allows it) and
 * RespondToWarrantyClaim (staff: Approve, Reject, Update Response; optionally a replacement taken
 * from the product's auto-delivery stock). Sources: docs/specs/customer-area.md sections 4, 5, 8;
 * docs/specs/admin-area.md sections 2.8, 4.
 */
import { reportClaimedItems } from '../catalogue/decide-stock';
import {
  evolveProduct,
  productPolicy,
  type Product,
  type ProductEvent,
} from '../catalogue/product';
import { fold } from '../shared/event';
import type { Order, OrderEvent } from '../order/order';
import { conflict, notFound, ruleBroken, validationError } from '../shared/errors';
import type { Claim, ClaimEvent, ClaimResponseStatus, ClaimType, FiledClaim } from './claim';
import {
  autoApprovalsWithin,
  claimsFiledWithin,
  type ClaimHistory,
  type ClaimHistoryEvent,
} from './claim-history';
import { CLAIM_WINDOW_DAYS, claimVelocityMessage } from '../../contracts/velocity-limits';
import { WALLET_FROZEN_CLAIM } from '../../contracts/wallet-freeze';
import { refuseWhileFrozen } from '../wallet/decide-freeze';
import type { WalletFreeze } from '../wallet/freeze';
import { CLAIM_CAP_WINDOW_DAYS } from '../../contracts/product-policy';
import { warrantyEligibility } from '../../contracts/warranty-eligibility';

/**
 * Answered for a missing order and for another customer's order alike (ARCHITECTURE.md "Contract
 * that users, scripts and tests rely on": 404).
 */
export const ORDER_NOT_FOUND = 'Order not found';
export const CLAIM_NOT_FOUND = 'Warranty claim not found';
export const OUT_OF_STOCK = 'Out of stock';
export const REPLACEMENT_ONLY_ON_APPROVE =
  'A replacement from stock can only be given when approving a claim';
export const REPLACEMENT_STAYS_APPROVED =
  'A replacement was delivered for this claim, so it stays approved';

/**
 * Files a claim on an order: records it on the order stream (whose expected version serialises
 * concurrent claims) and opens the claim's stream. `claims` are the claims already filed on the
 * order, oldest first; `product` is the order's product and `history` the customer's
 * auto-approved claims.
 *
 * The claim is approved at once, in the same decision, when the product's policy auto-approves
 * claims (contracts/product-policy.ts), the product has an auto-delivery item left and the
 * customer had fewer than the policy's cap of claims auto-approved in the CLAIM_CAP_WINDOW_DAYS
 * before `now`: the first item is taken (StockTaken, quantity 1, with the order's id), answered
 * as the claim's replacement, and the approval recorded in the history. Otherwise the claim waits
 * for staff, pending. Every claim filed is recorded in the history, for the store's velocity
 * limit (`maxClaimsPer90Days`, 0 or absent: off; contracts/velocity-limits.ts).
 * @throws not_found "Order not found" (missing or someone else's); validation "Description is
 *   required"; rule WALLET_FROZEN_CLAIM while the customer's wallet is frozen (`freeze`), with
 *   the eligibility reason (not completed, no warranty, expired, already claimed), or
 *   claimVelocityMessage when the customer filed the limit's number of claims in 90 days
 */
export function fileWarrantyClaim(
  command: {
    claimId: number;
    userId: number;
    claimType: ClaimType;
    description: string;
    maxClaimsPer90Days?: number;
  },
  state: {
    order: Order;
    claims: readonly FiledClaim[];
    claim: Claim;
    product: Product;
    /** The items the order received from the product's stock (domain/catalogue/decide-stock.ts itemsDeliveredTo). */
    deliveredItems: readonly string[];
    history: ClaimHistory;
    /** The customer's wallet freeze; absent: not frozen. */
    freeze?: WalletFreeze;
  },
  now: Date,
): {
  order: OrderEvent[];
  claim: ClaimEvent[];
  product: ProductEvent[];
  history: ClaimHistoryEvent[];
} {
  const { order } = state;
  if (order.status === 'none' || order.userId !== command.userId) throw notFound(ORDER_NOT_FOUND);
  if (state.claim.status !== 'none') throw conflict('Warranty claim already exists');
  if (state.freeze) refuseWhileFrozen(state.freeze, WALLET_FROZEN_CLAIM);
  const description = command.description.trim();
  if (!description) throw validationError('Description is required');
  const eligibility = warrantyEligibility(order, state.claims, now);
  if (eligibility.reason !== null) throw ruleBroken(eligibility.reason);
  const maxClaims = command.maxClaimsPer90Days ?? 0;
  if (maxClaims > 0 && claimsFiledWithin(state.history, CLAIM_WINDOW_DAYS, now) >= maxClaims)
    throw ruleBroken(claimVelocityMessage(maxClaims));
  const recorded: ClaimHistoryEvent = {
    type: 'WarrantyClaimRecorded',
    data: { claimId: command.claimId, orderId: order.orderId, filedAt: now.toISOString() },
  };
  const filedEvent: ClaimEvent = {
    type: 'WarrantyClaimFiled',
    data: {
      claimId: command.claimId,
      orderId: order.orderId,
      userId: command.userId,
      productId: order.productId,
      claimType: command.claimType,
      description,
    },
  };
  const orderEvents: OrderEvent[] = [
    { type: 'OrderWarrantyClaimed', data: { claimId: command.claimId } },
  ];
  // The claim is traced to the batches of the order's items first: a batch it quarantines
  // gives no replacement.
  const reported = reportClaimedItems(
    {
      claimId: command.claimId,
      orderId: order.orderId,
      items: state.deliveredItems,
      thresholdPercent:
        state.product.status === 'none'
          ? 0
          : productPolicy(state.product).quarantineClaimRatePercent,
    },
    state.product,
  );
  const product = fold(reported, evolveProduct, state.product);
  const item = autoReplacement(product, order.productId, state.history, now);
  if (item === null)
    return { order: orderEvents, claim: [filedEvent], product: reported, history: [recorded] };
  return {
    order: orderEvents,
    claim: [
      filedEvent,
      {
        type: 'WarrantyClaimResponded',
        data: { status: 'approved', adminResponse: item, replacementItem: item },
      },
    ],
    product: [
      ...reported,
      {
        type: 'StockTaken',
        data: { orderId: order.orderId, quantity: 1, items: [item], claimId: command.claimId },
      },
    ],
    history: [
      recorded,
      {
        type: 'WarrantyClaimAutoApproved',
        data: {
          claimId: command.claimId,
          orderId: order.orderId,
          productId: order.productId,
          approvedAt: now.toISOString(),
        },
      },
    ],
  };
}

/**
 * The replacement an eligible claim on product `productId` gets at once (the product's first
 * auto-delivery item), or null when the claim waits for staff: the product is missing, deleted or
 * not the order's, its policy does not auto-approve, it has no auto-delivery item left, or the
 * customer reached the policy's cap within the window.
 */
function autoReplacement(
  product: Product,
  productId: number,
  history: ClaimHistory,
  now: Date,
): string | null {
  if (product.status !== 'existing' || product.productId !== productId) return null;
  const policy = productPolicy(product);
  if (!policy.autoApproveClaims) return null;
  if (autoApprovalsWithin(history, CLAIM_CAP_WINDOW_DAYS, now) >= policy.claimCapPer90Days)
    return null;
  const item = product.details.deliveryType === 'automatic' ? product.stockItems[0] : undefined;
  return item ?? null;
}

/**
 * Staff's answer to a claim. The response text is recorded only when non-blank. With
 * `replaceFromStock` (approve only) the first auto-delivery item of the claim's product is taken
 * (StockTaken, quantity 1, with the claim's order id) and becomes the response; a claim gets at
 * most one replacement, so approving again reuses it instead of taking another. Once a
 * replacement was handed out the claim stays approved: rejecting it (or setting it pending)
 * would let the customer claim the order again and receive a second replacement.
 * @throws not_found "Warranty claim not found"; validation when replacing without approving;
 * rule "A replacement was delivered for this claim, so it stays approved" for another status
 * after a replacement; conflict "Out of stock" when the product has no auto-delivery item left
 */
export function respondToWarrantyClaim(
  command: {
    status: ClaimResponseStatus;
    adminResponse?: string | undefined;
    replaceFromStock?: boolean | undefined;
  },
  state: { claim: Claim; product: Product },
): { claim: ClaimEvent[]; product: ProductEvent[] } {
  const { claim, product } = state;
  if (claim.status === 'none') throw notFound(CLAIM_NOT_FOUND);
  if (!command.replaceFromStock) {
    if (claim.replacementItem !== null && command.status !== 'approved')
      throw ruleBroken(REPLACEMENT_STAYS_APPROVED);
    const response = command.adminResponse?.trim() || null;
    const unchanged =
      claim.status === command.status && (response === null || response === claim.adminResponse);
    if (unchanged) return { claim: [], product: [] };
    return {
      claim: [
        {
          type: 'WarrantyClaimResponded',
          data: { status: command.status, adminResponse: response },
        },
      ],
      product: [],
    };
  }
  if (command.status !== 'approved') throw validationError(REPLACEMENT_ONLY_ON_APPROVE);
  if (claim.replacementItem !== null) {
    const item = claim.replacementItem;
    if (claim.status === 'approved' && claim.adminResponse === item)
      return { claim: [], product: [] };
    return {
      claim: [
        { type: 'WarrantyClaimResponded', data: { status: 'approved', adminResponse: item } },
      ],
      product: [],
    };
  }
  const item =
    product.status === 'existing' && product.details.deliveryType === 'automatic'
      ? product.stockItems[0]
      : undefined;
  if (item === undefined) throw conflict(OUT_OF_STOCK);
  return {
    claim: [
      {
        type: 'WarrantyClaimResponded',
        data: { status: 'approved', adminResponse: item, replacementItem: item },
      },
    ],
    product: [
      {
        type: 'StockTaken',
        data: { orderId: claim.orderId, quantity: 1, items: [item], claimId: claim.claimId },
      },
    ],
  };
}
