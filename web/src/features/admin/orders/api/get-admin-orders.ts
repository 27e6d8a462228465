/**
 * GET /api/admin/orders?page&limit=10&search&status -> OrderPageDto (docs/specs/admin-area.md 2.5,
 * sections 7 and 9): one server page of every customer's orders, newest first. `status` is left out
 * for all statuses and `search` when blank. Pages are 1-based.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderPageDto } from '@contracts/admin';
import type { OrderStatus } from '@contracts/requests';
import { api } from '@/lib/api-client';

/** Admin orders page size (docs/specs/admin-area.md section 9). */
export const ADMIN_ORDERS_PAGE_SIZE = 10;

export interface AdminOrdersParams {
  /** 1-based. */
  page: number;
  search: string;
  /** null for all statuses. */
  status: OrderStatus | null;
}

/** The query string of one page: page, limit=10, then search and status when set. */
export function adminOrdersSearchParams({ page, search, status }: AdminOrdersParams): string {
  const params = new URLSearchParams({ page: String(page), limit: String(ADMIN_ORDERS_PAGE_SIZE) });
  if (search.trim()) params.set('search', search.trim());
  if (status) params.set('status', status);
  return params.toString();
}

function getAdminOrders(params: AdminOrdersParams): Promise<OrderPageDto> {
  return api.get<OrderPageDto>(`/api/admin/orders?${adminOrdersSearchParams(params)}`);
}

/** Key ['admin', 'orders', params]: ['admin', 'orders'] is the prefix of every page. */
function adminOrdersQueryOptions(params: AdminOrdersParams) {
  return queryOptions({
    queryKey: ['admin', 'orders', params],
    queryFn: () => getAdminOrders(params),
    // Orders arrive all the time: each page is read again when shown.
    staleTime: 0,
  });
}

/** One page; the previous page stays on screen while the next one loads. */
export function useAdminOrders(params: AdminOrdersParams) {
  return useQuery({ ...adminOrdersQueryOptions(params), placeholderData: keepPreviousData });
}
