/**
 * GET /api/admin/transactions?search&type&status&page&limit=20 -> {transactions, total, page,
 * limit} (docs/specs/admin-area.md sections 2.12, 7 and 9): every customer's transactions newest
 * first, 20 per page, searched on the server in the description and the customer's e-mail, filtered
 * by type and status (omitted for all).
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

export interface AdminTransactionsParams {
  search: string;
  /** One of TRANSACTION_TYPE_FILTERS, or '' for all. */
  type: string;
  /** One of TRANSACTION_STATUS_FILTERS, or '' for all. */
  status: string;
  /** 1-based. */
  page: number;
}

/** The query string: empty search and filters are left out. */
function transactionsSearchParams(params: AdminTransactionsParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search.trim()) query.set('search', params.search.trim());
  if (params.type) query.set('type', params.type);
  if (params.status) query.set('status', params.status);
  query.set('page', String(params.page));
  query.set('limit', String(ADMIN_TRANSACTIONS_PAGE_SIZE));
  return query;
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
