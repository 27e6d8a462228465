/**
 * After any category change: the admin lists (categories, and products, which a category delete
 * may move) and every public view a category shows in (the home page's Popular Categories,
 * category pages, product cards naming their category).
 */
import type { QueryClient } from '@tanstack/react-query';
import { categoriesQueryOptions } from '@/api/get-categories';
import { invalidateProductQueries } from '../../products/api/get-admin-products';
import { ADMIN_CATEGORIES_KEY } from './get-admin-categories';

export async function refreshCategories(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    ...[ADMIN_CATEGORIES_KEY, categoriesQueryOptions().queryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
    invalidateProductQueries(queryClient),
  ]);
}
