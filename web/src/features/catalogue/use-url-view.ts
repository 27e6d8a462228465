/**
 * A catalogue view held in the page's query string (catalogue-view.ts): read on every render from
 * the URL, written back with replaceState while a person types and pushState for a choice (a sort,
 * a category, Load more), so back and forward step through choices rather than keystrokes.
 */
import { useLocation, useSearch } from 'wouter';
import type { CatalogueView } from './catalogue-view';

/** How a change enters the history: `replace` for typing, `push` for a choice. */
export type HistoryMode = 'replace' | 'push';

export function useUrlView<F>(
  parse: (search: string) => CatalogueView<F>,
  format: (view: CatalogueView<F>) => string,
): [CatalogueView<F>, (next: CatalogueView<F>, mode: HistoryMode) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const view = parse(search);
  const show = (next: CatalogueView<F>, mode: HistoryMode) => {
    const query = format(next);
    if (query === format(view)) return;
    navigate(query ? `${path}?${query}` : path, { replace: mode === 'replace' });
  };
  return [view, show];
}
