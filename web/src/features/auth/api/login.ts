/**
 * POST /api/login {email, password} (docs/specs/customer-area.md section 7); success stores the
 * session user. An account with two-factor sign-in on answers `{ twoFactorRequired: true }`
 * instead: no session yet, the second step (login-two-factor.ts) completes it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest } from '@contracts/requests';
import type { UserDto } from '@contracts/responses';
import { userQueryOptions } from '@/api/get-user';
import { api } from '@/lib/api-client';

/** The answer of the password step: the user, or the demand for a second factor. */
export type LoginAnswer = UserDto | { twoFactorRequired: true };

/** Whether the password step asks for a two-factor code before signing in. */
export const needsTwoFactor = (answer: LoginAnswer): answer is { twoFactorRequired: true } =>
  'twoFactorRequired' in answer && answer.twoFactorRequired;

function login(body: LoginRequest): Promise<LoginAnswer> {
  return api.post<LoginAnswer>('/api/login', body);
}

/** Signs in; on success the user query holds the answer and is refetched to be sure. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (answer) => {
      if (needsTwoFactor(answer)) return;
      const { queryKey } = userQueryOptions();
      queryClient.setQueryData(queryKey, answer);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
