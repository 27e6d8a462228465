/**
 * Warranty eligibility of an order, decided once for the server (FileWarrantyClaim and the
 * warranty-eligibility answer) and the order list (whether it offers Claim Warranty), so the
 * list never offers a claim the server refuses. Source: docs/specs/customer-area.md section 4
 * "Warranty claim status", both readings. The order is completed, the product's warrantyDays (as
 * sold, recorded on the order) is above 0, now is not later than the order date plus
 * warrantyDays days, and there is no claim or the last claim was rejected. A claim that was given
 * a replacement keeps the order claimed whatever status it was set to afterwards: the warranty's
 * replacement was handed out. Time is passed in; the rule reads no clock.
 */
import type { OrderStatus } from './requests';
import type { ClaimStatus, WarrantyEligibilityDto } from './warranty';

const DAY_MS = 24 * 60 * 60 * 1000;

export const NOT_COMPLETED = 'Only completed orders can be claimed under warranty';
export const NO_WARRANTY = 'This product has no warranty';
export const WARRANTY_EXPIRED = 'The warranty period for this order has expired';
export const ALREADY_CLAIMED = 'A warranty claim has already been made for this order';
export const REFUNDED_IN_FULL =
  'This order was refunded in full, so it cannot be claimed under warranty';

/** A claim filed on the order, as far as eligibility reads it. */
export interface ClaimOnOrder {
  status: ClaimStatus;
  /**
   * The replacement handed out from stock for this claim, or null. The web's claim list does not
   * carry it (it passes only the latest claim's status); the server always does.
   */
  replacementItem?: string | null;
}

/**
 * Decides whether `order` can be claimed at `now`, given the claims filed on it, oldest first.
 * `placedAt` is the order's ISO time; the answer's dates are ISO strings, `leftDays` whole days
 * left rounded up (0 when expired), `reason` the first rule that refuses a claim (null when
 * eligible). An order refunded in full (`refundedCents` > 0 reaching `totalCents`, integer cents)
 * has nothing left under warranty: the customer got their money back.
 */
export function warrantyEligibility(
  order: {
    status: OrderStatus;
    placedAt: string;
    warrantyDays: number;
    refundedCents?: number;
    totalCents?: number;
  },
  claims: readonly ClaimOnOrder[],
  now: Date,
): WarrantyEligibilityDto {
  const orderDate = new Date(order.placedAt);
  const warrantyDays = Math.max(0, order.warrantyDays);
  const end = orderDate.getTime() + warrantyDays * DAY_MS;
  const expired = now.getTime() > end;
  const leftDays = expired ? 0 : Math.ceil((end - now.getTime()) / DAY_MS);
  const lastClaim = claims.at(-1);
  const claimed =
    (lastClaim !== undefined && lastClaim.status !== 'rejected') ||
    claims.some((claim) => (claim.replacementItem ?? null) !== null);
  const refundedCents = order.refundedCents ?? 0;
  const isRefundedInFull = refundedCents > 0 && refundedCents >= (order.totalCents ?? 0);
  const reason =
    order.status !== 'completed'
      ? NOT_COMPLETED
      : isRefundedInFull
        ? REFUNDED_IN_FULL
        : warrantyDays <= 0
          ? NO_WARRANTY
          : expired
            ? WARRANTY_EXPIRED
            : claimed
              ? ALREADY_CLAIMED
              : null;
  return {
    eligible: reason === null,
    expired,
    leftDays,
    warrantyDays,
    warrantyEndDate: new Date(end).toISOString(),
    orderDate: orderDate.toISOString(),
    reason,
  };
}
