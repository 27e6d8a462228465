/**
 * POST /api/register {email, password, firstName, lastName, country} (docs/specs/customer-area.md
 * section 7); success signs the new customer in.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterRequest } from '@contracts/requests';
import type { UserDto } from '@contracts/responses';
import { userQueryOptions } from '@/api/get-user';
import { api } from '@/lib/api-client';

function register(body: RegisterRequest): Promise<UserDto> {
  return api.post<UserDto>('/api/register', body);
}

/** Creates the account; on success the user query holds the answer and is refetched. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: async (user) => {
      const { queryKey } = userQueryOptions();
      if (user) queryClient.setQueryData(queryKey, user);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
