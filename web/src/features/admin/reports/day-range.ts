/**
 * A report's range of store days as the screen's URL and the API take it (?from&to, YYYY-MM-DD,
 * To included); an absent end takes the server's default (api/reports/day-range.ts).
 */

export interface DayRange {
  from?: string;
  to?: string;
}

/** The query string of `range`, without `?` ("" for the defaults). */
export function dayRangeSearch(range: DayRange): string {
  const search = new URLSearchParams();
  if (range.from) search.set('from', range.from);
  if (range.to) search.set('to', range.to);
  return search.toString();
}

/** The range a query string (`?from=...`, with or without the `?`) holds. */
export function dayRangeFromSearch(search: string): DayRange {
  const query = new URLSearchParams(search);
  return { from: query.get('from') ?? undefined, to: query.get('to') ?? undefined };
}

/** `search` (with or without `?`) with its range replaced by `range`, every other field kept. */
export function withDayRange(search: string, range: DayRange): string {
  const query = new URLSearchParams(search);
  query.delete('from');
  query.delete('to');
  for (const [name, value] of new URLSearchParams(dayRangeSearch(range))) query.set(name, value);
  return query.toString();
}
