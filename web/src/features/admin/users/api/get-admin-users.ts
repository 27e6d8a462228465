/**
 * GET /api/admin/users -> UserDto[]: every account, newest first (docs/specs/admin-area.md sections
 * 2.7 and 7). The statistics of the Users screen are computed from this full list. And the address
 * of the users the screen's search finds as CSV (GET /api/admin/users.csv).
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

/**
 * GET /api/admin/users.csv with the screen's search (`q`, as GET /api/admin/search/users takes
 * it): every user it finds, or every user for a blank search.
 */
export function adminUsersCsvUrl(search: string): string {
  return `/api/admin/users.csv${search.trim() ? `?q=${encodeURIComponent(search.trim())}` : ''}`;
}

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}
