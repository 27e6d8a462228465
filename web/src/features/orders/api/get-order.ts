/**
 * GET /api/orders/{id}: one of the customer's orders (docs/specs/customer-area.md section 7). A 404
 * (also for another customer's order, ARCHITECTURE.md) means "Order not found".
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDto } from '@contracts/responses';
import { api } from '@/lib/api-client';

function getOrder(id: string): Promise<OrderDto> {
  return api.get<OrderDto>(`/api/orders/${encodeURIComponent(id)}`);
}

function orderQueryOptions(id: string) {
  return queryOptions({ queryKey: ['orders', id], queryFn: () => getOrder(id) });
}

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
