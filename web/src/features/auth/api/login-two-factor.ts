/**
 * POST /api/login/two-factor {code}: the second step of signing in to an account with two-factor
 * sign-in on (a TOTP or recovery code); success stores the session user as login does.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorSignInRequest } from '@contracts/requests';
import type { UserDto } from '@contracts/responses';
import { userQueryOptions } from '@/api/get-user';
import { api } from '@/lib/api-client';

function loginTwoFactor(body: TwoFactorSignInRequest): Promise<UserDto> {
  return api.post<UserDto>('/api/login/two-factor', body);
}

/** Completes a sign-in; on success the user query holds the answer and is refetched. */
export function useLoginTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginTwoFactor,
    onSuccess: async (user) => {
      const { queryKey } = userQueryOptions();
      queryClient.setQueryData(queryKey, user);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
