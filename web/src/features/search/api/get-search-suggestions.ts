/** GET /api/search/suggestions?q=: the header search's products and categories (contracts/search.ts). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchSuggestionsDto } from '@contracts/search';
import { api } from '@/lib/api-client';

function getSearchSuggestions(text: string): Promise<SearchSuggestionsDto> {
  return api.get<SearchSuggestionsDto>(`/api/search/suggestions?q=${encodeURIComponent(text)}`);
}

/**
 * Suggestions for `text` (already trimmed; nothing is asked for ''). The previous answer stays
 * shown while the next one loads, so the list does not flicker as a person types. Keyed under
 * ['products'] so a catalogue change refreshes it too.
 */
export function useSearchSuggestions(text: string) {
  return useQuery({
    queryKey: ['products', 'search-suggestions', text],
    queryFn: () => getSearchSuggestions(text),
    enabled: text !== '',
    placeholderData: keepPreviousData,
  });
}
