/** GET /api/categories: the category list (docs/specs/customer-area.md section 7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryDto } from '@contracts/responses';
import { api } from '@/lib/api-client';

function getCategories(): Promise<CategoryDto[]> {
  return api.get<CategoryDto[]>('/api/categories');
}

export function categoriesQueryOptions() {
  return queryOptions({ queryKey: ['categories'], queryFn: getCategories });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
