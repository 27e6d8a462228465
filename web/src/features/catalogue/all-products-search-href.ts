/**
 * The link to All Products searched for some text, /products?search=..., which the header search
 * opens on Enter. Apart from catalogue-view.ts (which reads the same key) so that the app's entry
 * chunk, where the header lives, does not carry the catalogue's filters and sorts.
 */
import { paths } from '@/config/paths';

/** The query key of the catalogue pages' search text. */
export const SEARCH_PARAM = 'search';

/** /products?search={text}. */
export function allProductsSearchHref(text: string): string {
  return `${paths.products}?${new URLSearchParams({ [SEARCH_PARAM]: text }).toString()}`;
}
