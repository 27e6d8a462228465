/**
 * POST /api/two-factor/disable {password, code}: turns two-factor sign-in off. The session user
 * (its `twoFactorEnabled`) is refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisableTwoFactorRequest } from '@contracts/requests';
import { userQueryOptions } from '@/api/get-user';
import { api } from '@/lib/api-client';

function disableTwoFactor(body: DisableTwoFactorRequest): Promise<{ success: boolean }> {
  return api.post('/api/two-factor/disable', body);
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey }),
  });
}
