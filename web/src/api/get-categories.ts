/** GET /api/categories: the category list (docs/specs/customer-area.md section 7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryDto } from '@contracts/responses';
import { CATEGORIES_PATH } from '@contracts/public-reads';
import { api } from '@/lib/api-client';
import { takeInitialAnswer } from '@/lib/initial-answers';

function getCategories(): Promise<CategoryDto[]> {
  return api.get<CategoryDto[]>(CATEGORIES_PATH);
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories'],
    queryFn: getCategories,
    initialData: () => takeInitialAnswer<CategoryDto[]>(CATEGORIES_PATH),
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
