/**
 * POST /api/stop-impersonation (no body) -> {success, user}: the admin acting
 * as a customer returns to their own session; the session user is refetched and the browser
 * goes to /admin/users. Not under /api/admin: while impersonating the session is the customer's.
 * Error: 409 "You are not impersonating anyone". Part of the main bundle (the impersonation
 * banner), so it stays small.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { UserDto } from '@contracts/responses';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { forgetPreviousIdentity, refetchSessionUser } from './switch-session';

function stopImpersonation(): Promise<{ success: boolean; user: UserDto }> {
  return api.post<{ success: boolean; user: UserDto }>('/api/stop-impersonation');
}

export function useStopImpersonation() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: stopImpersonation,
    // The admin user must be in the cache before the admin route renders.
    onSuccess: async () => {
      await refetchSessionUser(queryClient);
      navigate(paths.admin.users);
      forgetPreviousIdentity(queryClient);
    },
  });
}
