/**
 * The limits of the header search (GET /api/search/suggestions), apart from its zod schema
 * (contracts/search.ts): the search box is in the first page's code, and importing zod there would
 * add about 25 kB of gzipped JavaScript to every first visit.
 */

/** Longest search text accepted, in characters: a product name is at most 200, a search far less. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Products suggested at most: what fits a phone screen above the keyboard. */
export const SUGGESTED_PRODUCTS_LIMIT = 6;
/** Categories suggested at most. */
export const SUGGESTED_CATEGORIES_LIMIT = 3;
