/**
 * Whether a coupon applies, decided once for the server (a purchase or a coupon check refuses it
 * with the message of its status) and the admin's coupon list (whose badge names the status), so
 * the list never calls usable a coupon the server refuses. Source: docs/specs/customer-area.md
 * section 8 and docs/specs/admin-area.md section 5 (Coupon: isActive, maxUsage, currentUsage,
 * expiresAt).
 */

/**
 * A coupon's status: `inactive` (switched off), `expired` (from its expiry instant on), `used-up`
 * (currentUsage >= maxUsage) or `active`, checked in that order, the order of the server's
 * refusals.
 */
export type CouponStatus = 'active' | 'inactive' | 'expired' | 'used-up';

/** What decides a coupon's status (expiresAt an ISO instant, null for never). */
export interface CouponTerms {
  isActive: boolean;
  expiresAt: string | null;
  maxUsage: number;
  currentUsage: number;
}

/**
 * True when a coupon expiring at `expiresAt` (an ISO instant; null for never) no longer applies at
 * `now`: from its expiry instant on. An unreadable instant never expires (the server stores only
 * valid ones).
 */
export function isCouponExpired(expiresAt: string | null, now: Date): boolean {
  return expiresAt !== null && Date.parse(expiresAt) <= now.getTime();
}

/** True when every use of a coupon is taken (currentUsage >= maxUsage). */
export function isCouponUsedUp(terms: Pick<CouponTerms, 'maxUsage' | 'currentUsage'>): boolean {
  return terms.currentUsage >= terms.maxUsage;
}

/** The status of a coupon with `terms` at `now`. */
export function couponStatus(terms: CouponTerms, now: Date): CouponStatus {
  if (!terms.isActive) return 'inactive';
  if (isCouponExpired(terms.expiresAt, now)) return 'expired';
  if (isCouponUsedUp(terms)) return 'used-up';
  return 'active';
}
