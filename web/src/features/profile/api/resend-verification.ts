/** POST /api/resend-verification: a new verification link to the signed-in user's address. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useResendVerification() {
  return useMutation({
    mutationFn: () => api.post<{ success: boolean; message: string }>('/api/resend-verification'),
  });
}
