/** GET /api/admin/users: every customer account (admin-area.md sections 2.7 and 7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDto } from '../../../../../contracts/responses';
import { api } from '../../../lib/api-client';

export function getAdminUsers(): Promise<UserDto[]> {
  return api.get<UserDto[]>('/api/admin/users');
}

export function adminUsersQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'users'], queryFn: getAdminUsers });
}

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}
