/**
 * GET /api/admin/orders/{id}[?reveal=true] -> AdminOrderDetailDto (contracts/admin-order-detail.ts):
 * one order with its events and claims. Keys come hidden unless the password was entered lately;
 * `reveal` asks for them, and the API client answers the server's step-up request with the
 * password dialog, then asks again.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetailDto } from '@contracts/admin-order-detail';
import { api } from '@/lib/api-client';

function getAdminOrder(id: number, reveal: boolean): Promise<AdminOrderDetailDto> {
  return api.get<AdminOrderDetailDto>(`/api/admin/orders/${id}${reveal ? '?reveal=true' : ''}`);
}

/**
 * Key ['admin', 'order', id, reveal]: outside ['admin', 'orders'], whose page-shaped cache the
 * status update rewrites optimistically; read afresh on every opening.
 */
export function adminOrderQueryOptions(id: number, reveal: boolean) {
  return queryOptions({
    queryKey: ['admin', 'order', id, reveal],
    queryFn: () => getAdminOrder(id, reveal),
    staleTime: 0,
  });
}

export function useAdminOrder(id: number, reveal: boolean) {
  return useQuery(adminOrderQueryOptions(id, reveal));
}
