/**
 * GET /api/admin/orders?page&limit=10&search&status&overdue -> OrderPageDto (docs/specs/admin-area.md
 * 2.5, sections 7 and 9): one server page of every customer's orders, newest first. `status` is left
 * out for all statuses, `search` when blank and `overdue` unless only the manual orders past their
 * delivery promise are asked for (contracts/delivery-promise.ts). Pages are 1-based. And the address
 * of every order the same filters match as CSV (GET /api/admin/orders.csv).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderPageDto } from '@contracts/admin';
import type { OrderStatus } from '@contracts/requests';
import { api } from '@/lib/api-client';

/** Admin orders page size (docs/specs/admin-area.md section 9). */
export const ADMIN_ORDERS_PAGE_SIZE = 10;

/** The filters of the orders list (and of its CSV export). */
export interface AdminOrdersFilters {
  search: string;
  /** null for all statuses. */
  status: OrderStatus | null;
  /** Only the manual orders past their delivery promise, judged by the server's clock. */
  overdue: boolean;
}

export interface AdminOrdersParams extends AdminOrdersFilters {
  /** 1-based. */
  page: number;
}

/** search, status and overdue when set. */
function filterParams({ search, status, overdue }: AdminOrdersFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  if (status) params.set('status', status);
  if (overdue) params.set('overdue', 'true');
  return params;
}

/** The query string of one page: page, limit=10, then search, status and overdue when set. */
export function adminOrdersSearchParams({ page, ...filters }: AdminOrdersParams): string {
  const params = new URLSearchParams({ page: String(page), limit: String(ADMIN_ORDERS_PAGE_SIZE) });
  for (const [name, value] of filterParams(filters)) params.set(name, value);
  return params.toString();
}

/** GET /api/admin/orders.csv with the list's filters: every order they match. */
export function adminOrdersCsvUrl(filters: AdminOrdersFilters): string {
  const search = filterParams(filters).toString();
  return `/api/admin/orders.csv${search ? `?${search}` : ''}`;
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
