/**
 * Header search suggestions: the query the browser sends and the answer it shows
 * (GET /api/search/suggestions; ARCHITECTURE.md "web/"). Both sides import the limits from here so
 * the box never asks for what the server refuses.
 */
import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH } from './search-limits';

/** `?q=`: part of a name, trimmed, 1 to SEARCH_QUERY_MAX_LENGTH characters. */
export const searchSuggestionsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, { message: 'Type something to search for' })
    .max(SEARCH_QUERY_MAX_LENGTH, {
      message: `Search at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
    }),
});

/** A suggested product: what the suggestion row shows and what its link is built from. */
export interface ProductSuggestionDto {
  id: number;
  name: string;
  /** Dollars, "12.50". */
  price: string;
  /** The first product image's URL, or null. */
  image: string | null;
  productUrl: string;
  customUrl: string;
  category: { id: number; name: string; customUrl: string } | null;
}

/** A suggested category. */
export interface CategorySuggestionDto {
  id: number;
  name: string;
  customUrl: string;
}

/**
 * The answer: active products and categories whose name contains the text (case-insensitive),
 * names starting with it first, then by name.
 */
export interface SearchSuggestionsDto {
  products: ProductSuggestionDto[];
  categories: CategorySuggestionDto[];
}
