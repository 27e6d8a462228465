/**
 * The wallet freeze calls (contracts/wallet-freeze.ts): POST /api/admin/users/{id}/wallet-freeze
 * {reason} and DELETE to lift it, for staff who manage users. Each answers `{ walletFreeze }`; the
 * users list and the user's page are refetched. The server may ask for the password again first
 * (the step-up dialog, lib/api-client.ts).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WalletFreezeDto } from '@contracts/wallet-freeze';
import { api } from '@/lib/api-client';
import { adminUsersQueryOptions } from './get-admin-users';

type FreezeAnswer = { walletFreeze: WalletFreezeDto | null };

function useFreezeChange<I>(call: (input: I) => Promise<FreezeAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries(adminUsersQueryOptions()),
  });
}

export const useFreezeWallet = () =>
  useFreezeChange(({ userId, reason }: { userId: number; reason: string }) =>
    api.post<FreezeAnswer>(`/api/admin/users/${userId}/wallet-freeze`, { reason }),
  );

export const useUnfreezeWallet = () =>
  useFreezeChange((userId: number) =>
    api.delete<FreezeAnswer>(`/api/admin/users/${userId}/wallet-freeze`),
  );
