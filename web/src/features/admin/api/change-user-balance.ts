/**
 * POST /api/admin/users/{id}/balance {amount, operation} -> {success, balance}
 * (admin-area.md sections 2.7, 5 and 7): amount in dollars (> 0, 2 decimals), add or subtract.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userQueryOptions } from '../../auth/api/get-user';
import { transactionsQueryOptions } from '../../transactions/api/get-transactions';
import { adminUsersQueryOptions } from './get-admin-users';

export type BalanceOperation = 'add' | 'subtract';

export interface ChangeUserBalanceInput {
  userId: number;
  /** Dollars, sent as a number. */
  /** Dollars as typed, a decimal string ("12.50"): no float on the way to the server. */
  amount: string;
  operation: BalanceOperation;
}

export interface ChangeUserBalanceResponse {
  success: boolean;
  /** The new balance in dollars. */
  balance: string;
}

export function changeUserBalance({ userId, amount, operation }: ChangeUserBalanceInput) {
  return api.post<ChangeUserBalanceResponse>(`/api/admin/users/${userId}/balance`, {
    amount,
    operation,
  });
}

export function useChangeUserBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserBalance,
    onSuccess: async () => {
      await Promise.all(
        [
          adminUsersQueryOptions().queryKey,
          userQueryOptions().queryKey,
          transactionsQueryOptions().queryKey,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
