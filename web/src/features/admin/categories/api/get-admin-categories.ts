/**
 * GET /api/admin/categories?search={text}: every category, inactive ones too, in display order
 * (sortOrder, then id), each with how many products it holds; the server matches the text in the name or description
 * (docs/specs/admin-area.md sections 2.11 and 7).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCategoryDto } from '@contracts/responses';
import { api } from '@/lib/api-client';

function getAdminCategories(search: string): Promise<AdminCategoryDto[]> {
  const query = search.trim() ? `?search=${encodeURIComponent(search.trim())}` : '';
  return api.get<AdminCategoryDto[]>(`/api/admin/categories${query}`);
}

/** The key prefix of every search's copy of the list: invalidating it refreshes them all. */
export const ADMIN_CATEGORIES_KEY = ['admin', 'categories'] as const;

export function adminCategoriesQueryOptions(search = '') {
  return queryOptions({
    queryKey: [...ADMIN_CATEGORIES_KEY, search.trim()],
    queryFn: () => getAdminCategories(search),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCategories(search: string) {
  return useQuery(adminCategoriesQueryOptions(search));
}
