/**
 * GET /api/user: the session's user (docs/specs/customer-area.md section 1, "Session"). A 401
 * answer means signed out (null, not an error). Fresh for 5 minutes, no retry, no refetch on focus.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDto } from '@contracts/responses';
import { api, hasStatus } from '@/lib/api-client';

/** Freshness of the current-user query (docs/specs/customer-area.md section 9). */
const USER_STALE_TIME_MS = 300_000;

/** The signed-in user, or null when the server answers 401. */
async function getUser(): Promise<UserDto | null> {
  try {
    return await api.get<UserDto>('/api/user');
  } catch (error) {
    if (hasStatus(error, 401)) return null;
    throw error;
  }
}

export function userQueryOptions() {
  return queryOptions({
    queryKey: ['user'],
    queryFn: getUser,
    staleTime: USER_STALE_TIME_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export interface Session {
  user: UserDto | null;
  /** True until the first answer (the sign-in state is unknown). */
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
}

/** The sign-in state: signed in when a user record is returned (docs/specs/customer-area.md section 4). */
export function useUser(): Session {
  const { data, isPending } = useQuery(userQueryOptions());
  const user = data ?? null;
  return {
    user,
    isLoading: isPending,
    isAuthenticated: user !== null,
    isAdmin: user?.isAdmin === true,
  };
}
