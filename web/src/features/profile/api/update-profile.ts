/**
 * PUT /api/update-profile {firstName, lastName, country} -> the updated user
 * (docs/specs/customer-area.md section 7). On error the body's message member is shown
 * (profile-errors.ts).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileRequest } from '@contracts/requests';
import type { UserDto } from '@contracts/responses';
import { userQueryOptions } from '@/api/get-user';
import { api } from '@/lib/api-client';

function updateProfile(body: UpdateProfileRequest): Promise<UserDto> {
  return api.put<UserDto>('/api/update-profile', body);
}

/** Saves the profile; on success the session's user holds the new values. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      if (user) queryClient.setQueryData(userQueryOptions().queryKey, user);
    },
  });
}
