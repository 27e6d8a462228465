/**
 * When a warranty claim can be made (docs/specs/customer-area.md section 4, "Warranty claim
 * status"): the order list decides by the shared rule (contracts/warranty-eligibility.ts) on the
 * order and its latest claim; the order page uses the server's warranty-eligibility answer. Pure
 * functions; `now` is passed in.
 */
import type { OrderDto } from '@contracts/responses';
import type { WarrantyClaimDto, WarrantyEligibilityDto } from '@contracts/warranty';
import { warrantyEligibility } from '@contracts/warranty-eligibility';
import { toCents } from '@/lib/money';

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

/** The order list's rule: the shared eligibility of the order and its latest claim at `now` (ms). */
export function canClaimFromOrderList(
  order: Pick<
    OrderDto,
    'id' | 'status' | 'createdAt' | 'product' | 'refundedAmount' | 'totalAmount'
  >,
  claims: readonly WarrantyClaimDto[] | undefined,
  now: number,
): boolean {
  const latest = latestClaimFor(order.id, claims);
  return warrantyEligibility(
    {
      status: order.status,
      placedAt: order.createdAt,
      warrantyDays: order.product.warrantyDays,
      refundedCents: toCents(order.refundedAmount) ?? 0,
      totalCents: toCents(order.totalAmount) ?? 0,
    },
    latest ? [latest] : [],
    new Date(now),
  ).eligible;
}

/**
 * The order page's rule: completed, not refunded in full, the server says not expired, no
 * blocking claim.
 */
export function canClaimFromOrderPage(
  order: Pick<OrderDto, 'id' | 'status' | 'refundedAmount' | 'totalAmount'>,
  eligibility: Pick<WarrantyEligibilityDto, 'expired' | 'warrantyDays'>,
  claims: readonly WarrantyClaimDto[] | undefined,
): boolean {
  const refundedCents = toCents(order.refundedAmount) ?? 0;
  return (
    order.status === 'completed' &&
    !(refundedCents > 0 && refundedCents >= (toCents(order.totalAmount) ?? 0)) &&
    eligibility.warrantyDays > 0 &&
    !eligibility.expired &&
    isFreeOfClaims(order.id, claims)
  );
}
