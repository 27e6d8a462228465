/**
 * POST /api/logout with no payload (docs/specs/customer-area.md section 1, "Sign out"): the page
 * reloads afterwards whether the call succeeded or failed.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

function logout(): Promise<void> {
  return api.post<void>('/api/logout');
}

export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSettled: () => window.location.reload(),
  });
}
