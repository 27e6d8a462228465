/**
 * Coupon commands (CreateCoupon, UpdateCoupon, DeleteCoupon) and the rule that says whether a
 * coupon applies now. Source: docs/specs/customer-area.md sections 4, 8, 9;
 * docs/specs/admin-area.md sections 4, 5, 9. The discount arithmetic is contracts/coupon-price.ts,
 * shared with the product page.
 */
import { couponStatus } from '../../contracts/coupon-status';
import { conflict, notFound, validationError } from '../shared/errors';
import {
  release,
  reserve,
  type Reservation,
  type ReservationEvent,
} from '../reservation/reservation';
import {
  couponOwner,
  normaliseCouponCode,
  type Coupon,
  type CouponDetails,
  type CouponEvent,
} from './coupon';

/**
 * The answer for an unknown, deleted or inactive coupon (docs/specs/customer-area.md section 8).
 */
export const INVALID_COUPON_MESSAGE = 'Invalid coupon code';
export const EXPIRED_COUPON_MESSAGE = 'This coupon has expired';
export const EXHAUSTED_COUPON_MESSAGE = 'This coupon has reached its usage limit';
/** 409 when another coupon holds the code. */
export const DUPLICATE_COUPON_MESSAGE = 'A coupon with this code already exists';

/** A coupon that exists (not deleted). */
export type ExistingCoupon = Extract<Coupon, { status: 'existing' }>;

/**
 * Normalises and checks an admin's coupon fields: code upper case and non-blank, discount a whole
 * percent 1-100, max usage a whole number >= 1, expiresAt a valid instant (kept as ISO) or null.
 * @throws validation with a readable message
 */
export function normaliseCouponDetails(details: CouponDetails): CouponDetails {
  const code = normaliseCouponCode(details.code);
  if (!code) throw validationError('Code is required');
  const { discountPercentage: pct, maxUsage } = details;
  if (!Number.isInteger(pct) || pct < 1 || pct > 100)
    throw validationError('Discount must be between 1 and 100');
  if (!Number.isInteger(maxUsage) || maxUsage < 1)
    throw validationError('Max usage must be at least 1');
  let expiresAt: string | null = null;
  if (details.expiresAt !== null) {
    const time = Date.parse(details.expiresAt);
    if (Number.isNaN(time)) throw validationError('Expiry must be a date and time');
    expiresAt = new Date(time).toISOString();
  }
  return { ...details, code, expiresAt };
}

/**
 * Why `coupon` cannot be used at `now` (ISO instant), or null when it applies: unknown, deleted
 * or inactive -> "Invalid coupon code"; expiresAt at or before now -> "This coupon has expired";
 * currentUsage >= maxUsage -> "This coupon has reached its usage limit".
 */
export function couponRefusal(coupon: Coupon, now: string): string | null {
  if (coupon.status !== 'existing') return INVALID_COUPON_MESSAGE;
  const terms = { ...coupon.details, currentUsage: coupon.currentUsage };
  switch (couponStatus(terms, new Date(now))) {
    case 'inactive':
      return INVALID_COUPON_MESSAGE;
    case 'expired':
      return EXPIRED_COUPON_MESSAGE;
    case 'used-up':
      return EXHAUSTED_COUPON_MESSAGE;
    case 'active':
      return null;
  }
}

/**
 * Creates a coupon and reserves its code in the same append.
 * @throws validation; conflict "A coupon with this code already exists"
 */
export function createCoupon(
  command: { couponId: number; details: CouponDetails },
  state: { coupon: Coupon; code: Reservation },
): { coupon: CouponEvent[]; code: ReservationEvent[] } {
  if (state.coupon.status !== 'none') throw conflict('Coupon already exists');
  const details = normaliseCouponDetails(command.details);
  return {
    code: reserve(state.code, couponOwner(command.couponId), DUPLICATE_COUPON_MESSAGE),
    coupon: [{ type: 'CouponCreated', data: { couponId: command.couponId, ...details } }],
  };
}

/**
 * Replaces a coupon's details (the caller merges a partial change into the current ones); a
 * changed code moves its reservation. Usage so far is kept, even above a lowered maxUsage.
 * @throws not_found "Coupon not found"; validation; conflict on a taken code
 */
export function updateCoupon(
  command: { details: CouponDetails },
  state: { coupon: Coupon; oldCode: Reservation; newCode: Reservation },
): { coupon: CouponEvent[]; oldCode: ReservationEvent[]; newCode: ReservationEvent[] } {
  if (state.coupon.status !== 'existing') throw notFound('Coupon not found');
  const owner = couponOwner(state.coupon.couponId);
  const details = normaliseCouponDetails(command.details);
  const codeChanged = details.code !== state.coupon.details.code;
  return {
    oldCode: codeChanged ? release(state.oldCode, owner) : [],
    newCode: codeChanged ? reserve(state.newCode, owner, DUPLICATE_COUPON_MESSAGE) : [],
    coupon: [{ type: 'CouponUpdated', data: details }],
  };
}

/** Deletes a coupon and frees its code for a new one. @throws not_found "Coupon not found" */
export function deleteCoupon(state: { coupon: Coupon; code: Reservation }): {
  coupon: CouponEvent[];
  code: ReservationEvent[];
} {
  if (state.coupon.status !== 'existing') throw notFound('Coupon not found');
  return {
    code: release(state.code, couponOwner(state.coupon.couponId)),
    coupon: [{ type: 'CouponDeleted', data: { couponId: state.coupon.couponId } }],
  };
}
