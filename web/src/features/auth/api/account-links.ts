/**
 * The account's mailed links: POST /api/forgot-password {email}, /api/reset-password {token,
 * password} and /api/verify-email {token}. Each answers `{ success, message }`; a refusal's
 * message is read with errorMessage().
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForgotPasswordRequest, ResetPasswordRequest } from '@contracts/requests';
import { userQueryOptions } from '@/api/get-user';
import { api } from '@/lib/api-client';

/** The answer of every account-link call. */
export interface LinkAnswer {
  success: boolean;
  message: string;
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordRequest) => api.post<LinkAnswer>('/api/forgot-password', body),
  });
}

/** Sets the new password; every session of the account ends, this browser's included. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) => api.post<LinkAnswer>('/api/reset-password', body),
    onSuccess: () => queryClient.setQueryData(userQueryOptions().queryKey, null),
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) => api.post<LinkAnswer>('/api/verify-email', { token }),
  });
}
