/** GET /api/transactions: the signed-in customer's transactions, newest first (docs/specs/customer-area.md section 7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransactionDto } from '@contracts/responses';
import { api } from '@/lib/api-client';

function getTransactions(): Promise<TransactionDto[]> {
  return api.get<TransactionDto[]>('/api/transactions');
}

export function transactionsQueryOptions() {
  return queryOptions({ queryKey: ['transactions'], queryFn: getTransactions });
}

export function useTransactions() {
  return useQuery(transactionsQueryOptions());
}
