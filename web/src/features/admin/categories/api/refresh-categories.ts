/**
 * After any category change: the admin lists and every public view a category shows in (the
 * home page's Popular Categories, category pages, product cards naming their category).
 */
import type { QueryClient } from '@tanstack/react-query';
import { categoriesQueryOptions } from '@/api/get-categories';
import { productsQueryOptions } from '@/api/get-products';
import { ADMIN_CATEGORIES_KEY } from './get-admin-categories';

export async function refreshCategories(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [ADMIN_CATEGORIES_KEY, categoriesQueryOptions().queryKey, productsQueryOptions().queryKey].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
