import { describe, expect, it } from 'vitest';
import type { WarrantyClaimDto } from '@contracts/warranty';
import {
  canClaimFromOrderList,
  canClaimFromOrderPage,
  latestApprovedClaimFor,
  latestClaimFor,
} from './eligibility';

const DAY = 86_400_000;
const ordered = Date.UTC(2025, 0, 1);
const order = (over: { status?: string; warrantyDays?: number; refundedAmount?: string } = {}) => ({
  id: 7,
  status: (over.status ?? 'completed') as 'completed',
  createdAt: new Date(ordered).toISOString(),
  totalAmount: '10.00',
  refundedAmount: over.refundedAmount ?? '0.00',
  product: {
    id: 1,
    name: 'Licence',
    description: '',
    warrantyDays: over.warrantyDays ?? 30,
    productUrl: 'licence',
    categoryUrl: null,
  },
});
const claim = (id: number, status: WarrantyClaimDto['status'], day: number, orderId = 7) =>
  ({
    id,
    orderId,
    status,
    claimType: 'account_access',
    description: 'broken',
    adminResponse: status === 'approved' ? `replacement ${id}` : null,
    createdAt: new Date(ordered + day * DAY).toISOString(),
    updatedAt: new Date(ordered + day * DAY).toISOString(),
    order: { id: orderId, orderNumber: 'ORD-7' },
    product: { id: 1, name: 'Licence' },
  }) satisfies WarrantyClaimDto;

describe('warranty claim eligibility (docs/specs/customer-area.md section 4)', () => {
  it('allows a claim on a completed order inside its window with no claim', () => {
    expect(canClaimFromOrderList(order(), [], ordered + 30 * DAY)).toBe(true);
  });

  it('refuses an order that is not completed, has no warranty days or is past the window', () => {
    expect(canClaimFromOrderList(order({ status: 'pending' }), [], ordered)).toBe(false);
    expect(canClaimFromOrderList(order({ warrantyDays: 0 }), [], ordered)).toBe(false);
    expect(canClaimFromOrderList(order(), [], ordered + 30 * DAY + 1)).toBe(false);
  });

  it('refuses while the last claim is not rejected, and allows again after a rejection', () => {
    expect(canClaimFromOrderList(order(), [claim(1, 'pending', 1)], ordered + DAY)).toBe(false);
    expect(canClaimFromOrderList(order(), [claim(1, 'approved', 1)], ordered + DAY)).toBe(false);
    expect(canClaimFromOrderList(order(), [claim(1, 'rejected', 1)], ordered + DAY)).toBe(true);
    expect(
      canClaimFromOrderList(order(), [claim(2, 'rejected', 2), claim(1, 'pending', 1)], ordered),
    ).toBe(true);
    expect(
      canClaimFromOrderList(order(), [claim(1, 'rejected', 1), claim(2, 'pending', 2)], ordered),
    ).toBe(false);
  });

  it('ignores the claims of other orders', () => {
    expect(canClaimFromOrderList(order(), [claim(1, 'pending', 1, 99)], ordered)).toBe(true);
  });

  it('uses the server eligibility on the order page', () => {
    expect(canClaimFromOrderPage(order(), { expired: false, warrantyDays: 30 }, [])).toBe(true);
    expect(canClaimFromOrderPage(order(), { expired: true, warrantyDays: 30 }, [])).toBe(false);
  });

  it('offers no claim on an order refunded in full, on the list or the page; a partial refund keeps it', () => {
    const now = ordered + DAY;
    const refunded = order({ refundedAmount: '10.00' });
    expect(canClaimFromOrderList(refunded, [], now)).toBe(false);
    expect(canClaimFromOrderPage(refunded, { expired: false, warrantyDays: 30 }, [])).toBe(false);
    const partly = order({ refundedAmount: '4.00' });
    expect(canClaimFromOrderList(partly, [], now)).toBe(true);
    expect(canClaimFromOrderPage(partly, { expired: false, warrantyDays: 30 }, [])).toBe(true);
  });

  it('finds the latest claim and the latest approved claim', () => {
    const claims = [claim(1, 'approved', 1), claim(2, 'approved', 3), claim(3, 'rejected', 5)];
    expect(latestClaimFor(7, claims)?.id).toBe(3);
    expect(latestApprovedClaimFor(7, claims)?.adminResponse).toBe('replacement 2');
  });
});
