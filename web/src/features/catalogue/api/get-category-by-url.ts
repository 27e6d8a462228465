/**
 * GET /api/categories/by-url/{categoryUrl}: one category by its customUrl or id
 * (docs/specs/admin-area.md section 7). A 404 means Category Not Found (docs/specs/admin-area.md
 * 2.16).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryDto } from '@contracts/responses';
import { categoryByUrlPath } from '@contracts/public-reads';
import { api } from '@/lib/api-client';
import { takeInitialAnswer } from '@/lib/initial-answers';

function getCategoryByUrl(url: string): Promise<CategoryDto> {
  return api.get<CategoryDto>(categoryByUrlPath(url));
}

function categoryByUrlQueryOptions(url: string) {
  return queryOptions({
    queryKey: ['categories', 'by-url', url],
    queryFn: () => getCategoryByUrl(url),
    initialData: () => takeInitialAnswer<CategoryDto>(categoryByUrlPath(url)),
  });
}

export function useCategoryByUrl(url: string) {
  return useQuery(categoryByUrlQueryOptions(url));
}
