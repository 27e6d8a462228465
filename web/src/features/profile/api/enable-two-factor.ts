/**
 * POST /api/two-factor/enable {code}: turns two-factor sign-in on; answers the recovery codes once.
 * The session user (its `twoFactorEnabled`) is refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnableTwoFactorRequest } from '@contracts/requests';
import type { RecoveryCodesDto } from '@contracts/responses';
import { userQueryOptions } from '@/api/get-user';
import { api } from '@/lib/api-client';

function enableTwoFactor(body: EnableTwoFactorRequest): Promise<RecoveryCodesDto> {
  return api.post<RecoveryCodesDto>('/api/two-factor/enable', body);
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey }),
  });
}
