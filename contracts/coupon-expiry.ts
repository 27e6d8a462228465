/**
 * When a coupon has expired, decided once for the server (a purchase or a coupon check refuses it
 * with "This coupon has expired") and the admin's coupon list (which marks it Expired), so the
 * list never calls usable a coupon the server refuses. Source: docs/specs/customer-area.md
 * section 8 and docs/specs/admin-area.md section 5 (Coupon, expiresAt).
 */

/**
 * True when a coupon expiring at `expiresAt` (an ISO instant; null for never) no longer applies at
 * `now`: from its expiry instant on. An unreadable instant never expires (the server stores only
 * valid ones).
 */
export function isCouponExpired(expiresAt: string | null, now: Date): boolean {
  return expiresAt !== null && Date.parse(expiresAt) <= now.getTime();
}
