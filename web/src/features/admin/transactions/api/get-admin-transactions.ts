/**
 * GET /api/admin/transactions?search&type&status&page&limit=20 -> {transactions, total, page,
 * limit} (docs/specs/admin-area.md sections 2.12, 7 and 9): every customer's transactions newest
 * first, 20 per page, searched on the server in the description and the customer's e-mail, filtered
 * by type and status (omitted for all); and the address of every transaction the same filters
 * match as CSV (GET /api/admin/transactions.csv).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TransactionPageDto } from '@contracts/admin';
import { api } from '@/lib/api-client';

/** Admin transactions page size (docs/specs/admin-area.md section 9). */
export const ADMIN_TRANSACTIONS_PAGE_SIZE = 20;

/** Types an admin can filter by: the spec's four plus the admin's balance adjustments. */
export const TRANSACTION_TYPE_FILTERS = [
  'purchase',
  'deposit',
  'refund',
  'warranty_claim',
  'credit',
  'debit',
] as const;
/** Statuses an admin can filter by (docs/specs/admin-area.md section 4). */
export const TRANSACTION_STATUS_FILTERS = ['completed', 'pending', 'failed', 'cancelled'] as const;

/** The filters of the transactions list (and of its CSV export). */
export interface AdminTransactionsFilters {
  search: string;
  /** One of TRANSACTION_TYPE_FILTERS, or '' for all. */
  type: string;
  /** One of TRANSACTION_STATUS_FILTERS, or '' for all. */
  status: string;
}

export interface AdminTransactionsParams extends AdminTransactionsFilters {
  /** 1-based. */
  page: number;
}

/** The filters' query: empty search and filters are left out. */
function filterParams({ search, type, status }: AdminTransactionsFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (search.trim()) query.set('search', search.trim());
  if (type) query.set('type', type);
  if (status) query.set('status', status);
  return query;
}

/** The query string of one page: the filters, page and limit. */
function transactionsSearchParams({ page, ...filters }: AdminTransactionsParams): URLSearchParams {
  const query = filterParams(filters);
  query.set('page', String(page));
  query.set('limit', String(ADMIN_TRANSACTIONS_PAGE_SIZE));
  return query;
}

/** GET /api/admin/transactions.csv with the list's filters: every transaction they match. */
export function adminTransactionsCsvUrl(filters: AdminTransactionsFilters): string {
  const search = filterParams(filters).toString();
  return `/api/admin/transactions.csv${search ? `?${search}` : ''}`;
}

function getAdminTransactions(params: AdminTransactionsParams): Promise<TransactionPageDto> {
  return api.get<TransactionPageDto>(`/api/admin/transactions?${transactionsSearchParams(params)}`);
}

function adminTransactionsQueryOptions(params: AdminTransactionsParams) {
  const { search, type, status, page } = params;
  return queryOptions({
    queryKey: ['admin', 'transactions', { search: search.trim(), type, status, page }],
    queryFn: () => getAdminTransactions(params),
    placeholderData: keepPreviousData,
    // Money moves all day: opening the screen always asks again.
    refetchOnMount: 'always',
  });
}

export function useAdminTransactions(params: AdminTransactionsParams) {
  return useQuery(adminTransactionsQueryOptions(params));
}
