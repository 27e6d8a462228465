/**
 * The audit screen's filters and page as the URL's query holds them (/admin/audit?actor&type&
 * stream&from&to&page), so a filtered view can be reloaded, bookmarked and shared; the same
 * names as GET /api/admin/audit takes (contracts/audit.ts).
 */

/** The filters as typed: empty text means no filter. */
export interface AuditFilterValues {
  /** A user id or part of an e-mail address. */
  actor: string;
  /** An event type, e.g. OrderPlaced. */
  type: string;
  /** The start of a stream id, e.g. order-12. */
  stream: string;
  /** YYYY-MM-DD, a day of the store's time zone. */
  from: string;
  /** YYYY-MM-DD, included. */
  to: string;
}

/** The filters and the page (from 1). */
export interface AuditView extends AuditFilterValues {
  page: number;
}

export const FILTER_NAMES = ['actor', 'type', 'stream', 'from', 'to'] as const;

/** The view a query string (`?actor=...`, with or without the `?`) describes; page 1 by default. */
export function auditViewFromSearch(search: string): AuditView {
  const query = new URLSearchParams(search);
  const page = Number(query.get('page'));
  return {
    actor: query.get('actor') ?? '',
    type: query.get('type') ?? '',
    stream: query.get('stream') ?? '',
    from: query.get('from') ?? '',
    to: query.get('to') ?? '',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The query string of `view` without a leading `?`: blank filters left out (trimmed), and page 1
 * too, so the plain screen has the plain URL.
 */
export function auditSearchOf(view: AuditFilterValues & { page?: number }): string {
  const query = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = view[name].trim();
    if (value) query.set(name, value);
  }
  if (view.page && view.page > 1) query.set('page', String(view.page));
  return query.toString();
}
