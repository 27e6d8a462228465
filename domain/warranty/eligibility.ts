/**
 * Warranty eligibility of an order (docs/specs/customer-area.md section 4, both readings): the
 * order is completed, the product's warrantyDays (as sold, recorded on the order) is above 0, now
 * is not later than the order date plus warrantyDays days, and there is no claim or the last claim
 * was rejected. A claim that was given a replacement keeps the order claimed whatever status it was
 * set to afterwards: the warranty's replacement was handed out. Time is passed in; the domain reads
 * no clock.
 */
import type { OrderStatus } from '../order/order';
import type { FiledClaim } from './claim';

const DAY_MS = 24 * 60 * 60 * 1000;

export const NOT_COMPLETED = 'Only completed orders can be claimed under warranty';
export const NO_WARRANTY = 'This product has no warranty';
export const WARRANTY_EXPIRED = 'The warranty period for this order has expired';
export const ALREADY_CLAIMED = 'A warranty claim has already been made for this order';

/** Shape of WarrantyEligibilityDto (contracts/warranty.ts); dates are ISO strings. */
export interface WarrantyEligibility {
  eligible: boolean;
  expired: boolean;
  /** Whole days left, rounded up (0 when expired). */
  leftDays: number;
  warrantyDays: number;
  warrantyEndDate: string;
  orderDate: string;
  /** The first rule that refuses a claim now; null when eligible. */
  reason: string | null;
}

/**
 * Decides whether `order` can be claimed at `now`, given the claims filed on it, oldest first
 * (their status and replacement).
 */
export function warrantyEligibility(
  order: { status: OrderStatus; placedAt: string; warrantyDays: number },
  claims: readonly Pick<FiledClaim, 'status' | 'replacementItem'>[],
  now: Date,
): WarrantyEligibility {
  const orderDate = new Date(order.placedAt);
  const warrantyDays = Math.max(0, order.warrantyDays);
  const end = orderDate.getTime() + warrantyDays * DAY_MS;
  const expired = now.getTime() > end;
  const leftDays = expired ? 0 : Math.ceil((end - now.getTime()) / DAY_MS);
  const lastClaim = claims.at(-1);
  const claimed =
    (lastClaim !== undefined && lastClaim.status !== 'rejected') ||
    claims.some((claim) => claim.replacementItem !== null);
  const reason =
    order.status !== 'completed'
      ? NOT_COMPLETED
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
