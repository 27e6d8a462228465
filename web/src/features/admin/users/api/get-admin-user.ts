/**
 * GET /api/admin/users/{id} -> AdminUserDetailDto (contracts/admin-user-detail.ts): one user with
 * the orders, deposits, tickets and claims the staff member's roles may read.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetailDto } from '@contracts/admin-user-detail';
import { api } from '@/lib/api-client';
import { adminUsersQueryOptions } from './get-admin-users';

function getAdminUser(id: number): Promise<AdminUserDetailDto> {
  return api.get<AdminUserDetailDto>(`/api/admin/users/${id}`);
}

/** Under ['admin', 'users'], so a balance, role or suspension change refreshes it. */
export function adminUserQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...adminUsersQueryOptions().queryKey, id, 'detail'],
    queryFn: () => getAdminUser(id),
    staleTime: 0,
  });
}

export function useAdminUser(id: number) {
  return useQuery(adminUserQueryOptions(id));
}
