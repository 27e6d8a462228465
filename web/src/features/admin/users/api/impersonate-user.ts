/**
 * POST /api/admin/users/{id}/impersonate (no body) -> {success, message, user}
 * (docs/specs/admin-area.md sections 2.7, 4, 7 and 8): the session cookie becomes the customer's,
 * with the admin recorded as the real actor. On success: the toast "You are now logged in as this
 * user.", the browser goes to / and the session user is refetched. Errors (toasted by the caller,
 * titled "Failed to impersonate user"): 403 "Administrators cannot be impersonated", 404 "User not
 * found".
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { UserDto } from '@contracts/responses';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { forgetPreviousIdentity, refetchSessionUser } from './switch-session';

interface ImpersonateUserResponse {
  success: boolean;
  message: string;
  user: UserDto;
}

/** The success toast's text (docs/specs/admin-area.md section 8). */
const IMPERSONATION_SUCCESS_MESSAGE = 'You are now logged in as this user.';

function impersonateUser(userId: number): Promise<ImpersonateUserResponse> {
  return api.post<ImpersonateUserResponse>(`/api/admin/users/${userId}/impersonate`);
}

export function useImpersonateUser() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: impersonateUser,
    // Leave the admin screen first: with the customer's user in the cache it would say
    // "Access denied" for a moment. The page unmounts, so the toast is raised here.
    onSuccess: async () => {
      toast({ title: 'Logged in as user', description: IMPERSONATION_SUCCESS_MESSAGE });
      navigate(paths.home);
      await refetchSessionUser(queryClient);
      forgetPreviousIdentity(queryClient);
    },
  });
}
