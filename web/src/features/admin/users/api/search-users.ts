/**
 * GET /api/admin/search/users?q={text} -> UserDto[] (docs/specs/admin-area.md sections 2.7 and 7):
 * the server matches the e-mail, first, last or full name (at most 50 rows). Used only while the
 * search box holds text; the full list (get-admin-users.ts) is shown otherwise.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDto } from '@contracts/responses';
import { api } from '@/lib/api-client';
import { adminUsersQueryOptions } from './get-admin-users';

function searchAdminUsers(text: string): Promise<UserDto[]> {
  return api.get<UserDto[]>(`/api/admin/search/users?q=${encodeURIComponent(text.trim())}`);
}

/** Under ['admin', 'users'], so a balance change refreshes the searches too. */
function searchAdminUsersQueryOptions(text: string) {
  return queryOptions({
    queryKey: [...adminUsersQueryOptions().queryKey, 'search', text.trim()],
    queryFn: () => searchAdminUsers(text),
    placeholderData: keepPreviousData,
  });
}

/** The users matching `text`; idle (no request) while `text` is blank. */
export function useSearchAdminUsers(text: string) {
  return useQuery({ ...searchAdminUsersQueryOptions(text), enabled: text.trim() !== '' });
}
