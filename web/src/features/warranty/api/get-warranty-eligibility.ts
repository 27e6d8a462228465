/**
 * GET /api/orders/{id}/warranty-eligibility (docs/specs/customer-area.md section 7): warranty days,
 * end date, days left or expired, for one of the customer's orders.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WarrantyEligibilityDto } from '@contracts/warranty';
import { api } from '@/lib/api-client';

function getWarrantyEligibility(orderId: number | string): Promise<WarrantyEligibilityDto> {
  return api.get<WarrantyEligibilityDto>(
    `/api/orders/${encodeURIComponent(String(orderId))}/warranty-eligibility`,
  );
}

/** Keyed under ['orders', id] so invalidating an order refreshes its warranty too. */
function warrantyEligibilityQueryOptions(orderId: number | string) {
  return queryOptions({
    queryKey: ['orders', String(orderId), 'warranty-eligibility'],
    queryFn: () => getWarrantyEligibility(orderId),
  });
}

export function useWarrantyEligibility(orderId: number | string) {
  return useQuery(warrantyEligibilityQueryOptions(orderId));
}
