/**
 * Staff administration calls: PUT /api/admin/users/{id}/roles {roles} (owners only) and
 * POST /api/admin/users/{id}/suspend {reason} / .../unsuspend (staff who manage users). Each
 * answers the user; a refusal's message is read with errorMessage(). The server may ask for the
 * password again first (the step-up dialog, lib/api-client.ts).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDto } from '@contracts/responses';
import type { StaffRole } from '@contracts/staff-roles';
import { api } from '@/lib/api-client';
import { adminUsersQueryOptions } from './get-admin-users';

/** A mutation that refreshes the users list once the server answered. */
function useUserChange<I>(call: (input: I) => Promise<UserDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries(adminUsersQueryOptions()),
  });
}

export const useSetStaffRoles = () =>
  useUserChange(({ userId, roles }: { userId: number; roles: StaffRole[] }) =>
    api.put<UserDto>(`/api/admin/users/${userId}/roles`, { roles }),
  );

export const useSuspendUser = () =>
  useUserChange(({ userId, reason }: { userId: number; reason: string }) =>
    api.post<UserDto>(`/api/admin/users/${userId}/suspend`, { reason }),
  );

export const useUnsuspendUser = () =>
  useUserChange((userId: number) => api.post<UserDto>(`/api/admin/users/${userId}/unsuspend`));
