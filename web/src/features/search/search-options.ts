/**
 * The header search's suggestions as the rows of one list: products first, then categories, each
 * with the page it opens (config/paths.ts: a product's /category/{category}/{product} URL, a
 * category's /category/{customUrl or id}).
 */
import type { SearchSuggestionsDto } from '@contracts/search';
import { paths } from '@/config/paths';

/** One suggestion row. */
export type SearchOption =
  | {
      kind: 'product';
      /** React key and option id: `product-{id}`. */
      key: string;
      label: string;
      href: string;
      /** Dollars as the API sends them ("12.50"). */
      price: string;
      image: string | null;
      categoryName: string | null;
    }
  | { kind: 'category'; key: string; label: string; href: string };

/** The group heading each kind of row is listed under. */
export const SEARCH_GROUP_LABELS: Record<SearchOption['kind'], string> = {
  product: 'Products',
  category: 'Categories',
};

/** The rows for an answer: its products, then its categories, in the server's order. */
export function searchOptions(suggestions: SearchSuggestionsDto | undefined): SearchOption[] {
  if (!suggestions) return [];
  return [
    ...suggestions.products.map((product): SearchOption => ({
      kind: 'product',
      key: `product-${product.id}`,
      label: product.name,
      href: paths.product(product),
      price: product.price,
      image: product.image,
      categoryName: product.category?.name ?? null,
    })),
    ...suggestions.categories.map((category): SearchOption => ({
      kind: 'category',
      key: `category-${category.id}`,
      label: category.name,
      href: paths.category(category),
    })),
  ];
}
