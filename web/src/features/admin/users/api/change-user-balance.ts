/**
 * POST /api/admin/users/{id}/balance {amount, operation, reason?, depositId?} -> {success, balance,
 * message} (docs/specs/admin-area.md sections 2.7, 5 and 7): amount in dollars as a decimal string
 * (> 0, at most 2 decimals), add or subtract, an optional reason recorded with the ledger entry
 *, and for an addition the card or PayPal top-up request it credits.
 * Errors: 400 for a bad amount, 404 unknown user or request, 409 a request already credited,
 * 422 "Insufficient balance" when subtracting more than the user holds.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transactionsQueryOptions } from '@/api/get-transactions';
import { userQueryOptions } from '@/api/get-user';
import { api } from '@/lib/api-client';
import { adminUsersQueryOptions } from './get-admin-users';
import { topUpRequestsQueryOptions } from './get-top-up-requests';

export type BalanceOperation = 'add' | 'subtract';

interface ChangeUserBalanceInput {
  userId: number;
  /** Dollars as typed, a decimal string ("12.50"): no float on the way to the server. */
  amount: string;
  operation: BalanceOperation;
  /** Why the balance changes; sent only when non-blank. */
  reason?: string;
  /** The pending card or PayPal top-up request this addition credits (once). */
  depositId?: number;
}

interface ChangeUserBalanceResponse {
  success: boolean;
  /** The new balance in dollars. */
  balance: string;
  message: string;
}

function changeUserBalance({
  userId,
  amount,
  operation,
  reason,
  depositId,
}: ChangeUserBalanceInput) {
  const trimmedReason = reason?.trim();
  return api.post<ChangeUserBalanceResponse>(`/api/admin/users/${userId}/balance`, {
    amount,
    operation,
    ...(trimmedReason ? { reason: trimmedReason } : {}),
    ...(depositId === undefined ? {} : { depositId }),
  });
}

export function useChangeUserBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserBalance,
    onSuccess: async (_answer, { userId }) => {
      await Promise.all(
        [
          adminUsersQueryOptions().queryKey,
          userQueryOptions().queryKey,
          transactionsQueryOptions().queryKey,
          ['admin', 'transactions'],
          topUpRequestsQueryOptions(userId).queryKey,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
