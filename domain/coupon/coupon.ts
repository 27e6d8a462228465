/**
 * The coupon aggregate (stream `coupon-<id>`): a percentage off the unit price, limited in uses and
 * optionally in time. Its code is held by a reservation stream in the namespace `coupon-code`
 * (upper case, so codes compare case-insensitively). Source: docs/specs/customer-area.md sections
 * 3, 4, 9; docs/specs/admin-area.md sections 2.9, 3, 4, 5, 9.
 */
import type { Event } from '../shared/event';

/** Every field an admin sets on a coupon. */
export interface CouponDetails {
  /** Upper case (see normaliseCouponCode). */
  code: string;
  /** Whole percent, 1-100. */
  discountPercentage: number;
  /** Uses allowed, at least 1. */
  maxUsage: number;
  isActive: boolean;
  /** ISO instant after which the coupon no longer applies, or null for no expiry. */
  expiresAt: string | null;
}

export type CouponEvent =
  | Event<'CouponCreated', { couponId: number } & CouponDetails>
  | Event<'CouponUpdated', CouponDetails>
  | Event<'CouponDeleted', { couponId: number }>
  | Event<'CouponRedeemed', { orderId: number }>;

export type Coupon =
  | { status: 'none' }
  | {
      status: 'existing' | 'deleted';
      couponId: number;
      details: CouponDetails;
      /** Orders that redeemed it (one use per order, whatever the quantity). */
      currentUsage: number;
    };

export const initialCoupon: Coupon = { status: 'none' };

export const couponStream = (couponId: number) => `coupon-${couponId}`;

/** The namespace of coupon code reservations. */
export const COUPON_CODE_NAMESPACE = 'coupon-code';

/** The owner recorded in a code reservation, and back. */
export const couponOwner = (couponId: number) => `coupon-${couponId}`;
export function couponIdOfOwner(owner: string | null): number | null {
  const match = owner === null ? null : /^coupon-(\d+)$/.exec(owner);
  return match ? Number(match[1]) : null;
}

/** Codes are compared case-insensitively: trimmed and upper-cased. */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();

export function evolveCoupon(state: Coupon, event: CouponEvent): Coupon {
  if (event.type === 'CouponCreated') {
    const { couponId, ...details } = event.data;
    return { status: 'existing', couponId, details, currentUsage: 0 };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'CouponUpdated':
      return { ...state, details: event.data };
    case 'CouponDeleted':
      return { ...state, status: 'deleted' };
    case 'CouponRedeemed':
      return { ...state, currentUsage: state.currentUsage + 1 };
  }
}
