/** POST /api/login {email, password} (docs/specs/customer-area.md section 7); success stores the session user. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest } from '@contracts/requests';
import type { UserDto } from '@contracts/responses';
import { userQueryOptions } from '@/api/get-user';
import { api } from '@/lib/api-client';

function login(body: LoginRequest): Promise<UserDto> {
  return api.post<UserDto>('/api/login', body);
}

/** Signs in; on success the user query holds the answer and is refetched to be sure. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      const { queryKey } = userQueryOptions();
      if (user) queryClient.setQueryData(queryKey, user);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
