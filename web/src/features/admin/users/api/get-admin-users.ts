/**
 * GET /api/admin/users -> UserDto[]: every account, newest first (docs/specs/admin-area.md sections
 * 2.7 and 7). The statistics of the Users screen are computed from this full list.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDto } from '@contracts/responses';
import { api } from '@/lib/api-client';

function getAdminUsers(): Promise<UserDto[]> {
  return api.get<UserDto[]>('/api/admin/users');
}

/** ['admin', 'users'] is also the prefix of the searches (search-users.ts). */
export function adminUsersQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'users'], queryFn: getAdminUsers });
}

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}
