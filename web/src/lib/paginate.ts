/**
 * Client-side paging of a list (docs/specs/customer-area.md section 2, Transaction history;
 * docs/specs/admin-area.md 2.4). Pages are 1-based; a page past the end is clamped to the last one.
 */
export interface PageView<T> {
  slice: T[];
  page: number;
  totalPages: number;
  /** 1-based index of the first item shown (0 when the list is empty). */
  from: number;
  /** 1-based index of the last item shown. */
  to: number;
  total: number;
}

export function paginate<T>(items: readonly T[], page: number, perPage: number): PageView<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, page), totalPages);
  const start = (current - 1) * perPage;
  const slice = items.slice(start, start + perPage);
  return {
    slice,
    page: current,
    totalPages,
    from: items.length === 0 ? 0 : start + 1,
    to: start + slice.length,
    total: items.length,
  };
}
