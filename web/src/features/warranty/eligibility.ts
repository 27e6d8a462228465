/**
 * When a warranty claim can be made (docs/specs/customer-area.md section 4, "Warranty claim
 * status"): the order is completed, the warranty is not over, and the order has no claim or its
 * last claim was rejected. The order list reads the window from the order itself (product
 * warrantyDays > 0 and now <= order date + warrantyDays days); the order page uses the server's
 * warranty-eligibility answer. Pure functions; `now` is passed in.
 */
import type { OrderDto } from '@contracts/responses';
import type { WarrantyClaimDto, WarrantyEligibilityDto } from '@contracts/warranty';

const DAY_MS = 86_400_000;

/** The order's most recent claim (latest createdAt, then highest id), or null. */
export function latestClaimFor(
  orderId: number,
  claims: readonly WarrantyClaimDto[] | undefined,
): WarrantyClaimDto | null {
  let latest: WarrantyClaimDto | null = null;
  for (const claim of claims ?? []) {
    if (claim.orderId !== orderId) continue;
    if (!latest || isLater(claim, latest)) latest = claim;
  }
  return latest;
}

/** The order's most recent approved claim: its adminResponse is the replacement account. */
export function latestApprovedClaimFor(
  orderId: number,
  claims: readonly WarrantyClaimDto[] | undefined,
): WarrantyClaimDto | null {
  return latestClaimFor(
    orderId,
    (claims ?? []).filter((claim) => claim.status === 'approved'),
  );
}

function isLater(a: WarrantyClaimDto, b: WarrantyClaimDto): boolean {
  const byTime = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  return byTime === 0 || Number.isNaN(byTime) ? a.id > b.id : byTime > 0;
}

/** True when no claim stands in the way: none yet, or the last one was rejected. */
function isFreeOfClaims(orderId: number, claims: readonly WarrantyClaimDto[] | undefined) {
  const last = latestClaimFor(orderId, claims);
  return last === null || last.status === 'rejected';
}

/** The end of the warranty window in ms since the epoch: order date + warrantyDays days. */
function warrantyEndsAt(order: Pick<OrderDto, 'createdAt' | 'product'>): number {
  return Date.parse(order.createdAt) + order.product.warrantyDays * DAY_MS;
}

/** The order list's rule: completed, warrantyDays > 0, now <= end of window, no blocking claim. */
export function canClaimFromOrderList(
  order: Pick<OrderDto, 'id' | 'status' | 'createdAt' | 'product'>,
  claims: readonly WarrantyClaimDto[] | undefined,
  now: number,
): boolean {
  return (
    order.status === 'completed' &&
    order.product.warrantyDays > 0 &&
    now <= warrantyEndsAt(order) &&
    isFreeOfClaims(order.id, claims)
  );
}

/** The order page's rule: completed, the server says not expired, no blocking claim. */
export function canClaimFromOrderPage(
  order: Pick<OrderDto, 'id' | 'status'>,
  eligibility: Pick<WarrantyEligibilityDto, 'expired' | 'warrantyDays'>,
  claims: readonly WarrantyClaimDto[] | undefined,
): boolean {
  return (
    order.status === 'completed' &&
    eligibility.warrantyDays > 0 &&
    !eligibility.expired &&
    isFreeOfClaims(order.id, claims)
  );
}
