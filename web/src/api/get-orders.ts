/** GET /api/orders: the signed-in customer's orders (docs/specs/customer-area.md section 7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDto } from '@contracts/responses';
import { api } from '@/lib/api-client';

function getOrders(): Promise<OrderDto[]> {
  return api.get<OrderDto[]>('/api/orders');
}

/** Key ['orders'] is also the prefix of each order's key, so invalidating it refreshes both. */
export function ordersQueryOptions() {
  return queryOptions({ queryKey: ['orders'], queryFn: getOrders });
}

export function useOrders() {
  return useQuery(ordersQueryOptions());
}
