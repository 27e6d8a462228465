/**
 * The admin product list's search and paging (docs/specs/admin-area.md 2.4 and section 9): the
 * search runs in the browser on name, description, category name and price; pages hold 10 products
 * and the pager shows at most 5 page numbers around the current page.
 */
import type { AdminProductDto } from '@contracts/responses';

/** Products per page (docs/specs/admin-area.md section 9). */
export const ADMIN_PRODUCTS_PER_PAGE = 10;

/** Page numbers the pager shows at once (docs/specs/admin-area.md section 9: page-number window 5). */
const PAGE_NUMBER_WINDOW = 5;

/**
 * Products whose name, description, category name or price ("12.50", also typed as "$12.50")
 * contains the search text, case-insensitive; every product for a blank search.
 */
export function searchProducts(
  products: readonly AdminProductDto[],
  search: string,
): AdminProductDto[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...products];
  return products.filter((product) =>
    [
      product.name,
      product.description,
      product.category?.name ?? '',
      product.price,
      `$${product.price}`,
    ].some((field) => field.toLowerCase().includes(needle)),
  );
}

/**
 * The page numbers to show (1-based): a window of at most PAGE_NUMBER_WINDOW pages holding the
 * current one, centred on it where the ends allow.
 */
export function pageNumberWindow(
  page: number,
  totalPages: number,
  size: number = PAGE_NUMBER_WINDOW,
): number[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, page), totalPages);
  const first = Math.max(1, Math.min(current - Math.floor(size / 2), totalPages - size + 1));
  const last = Math.min(totalPages, first + size - 1);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
