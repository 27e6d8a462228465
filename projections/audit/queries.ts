/**
 * Reads of the audit log for the API: a page of entries newest first with the total, and the
 * query of every matching entry for the CSV export. Filters: actor (a user id, or part of an e-mail
 * address), event type, stream id prefix, and a time range (a date is a whole day of the store's
 * time zone). Every filter is served by an index ending in the page order
 * (migrations/0021_audit-log.sql).
 */
import { containsPattern, prefixPattern } from '../../application/db/like-pattern';
import type { Queryable } from '../../application/db/pool';
import type { AuditEntryDto, AuditPageDto, AuditQuery } from '../../contracts/audit';
import { AUDIT_PAGE_SIZE } from '../../contracts/audit';
import { idTextSchema } from '../../contracts/integers';

/** The filters of a read (the query without its page). */
export type AuditFilters = Omit<AuditQuery, 'page'>;

/** An audit_entries row with its users' e-mails (SELECT). */
export interface AuditRow {
  position: string;
  recorded_at: Date;
  actor_id: number | null;
  actor_email: string | null;
  on_behalf_of: number | null;
  on_behalf_of_email: string | null;
  command: string | null;
  event_type: string;
  stream_id: string;
  summary: string;
  changes: Record<string, unknown>;
  request_id: string | null;
  ip: string | null;
  api_key_id: number | null;
  api_key_name: string | null;
}

const SELECT = `SELECT a.position::text AS position, a.recorded_at, a.actor_id, actor.email AS actor_email,
       a.on_behalf_of, customer.email AS on_behalf_of_email, a.command, a.event_type, a.stream_id,
       a.summary, a.changes, a.request_id, a.ip, a.api_key_id, a.api_key_name
  FROM audit_entries a
  LEFT JOIN users actor ON actor.id = a.actor_id
  LEFT JOIN users customer ON customer.id = a.on_behalf_of`;

/** Newest first; the position breaks ties between events of one transaction. */
const ORDER = 'ORDER BY a.recorded_at DESC, a.position DESC';

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/**
 * The actors `actor` names: the user id it spells, or the logged actors whose e-mail contains it
 * (audit_actors, a few dozen rows, rather than every customer). Digits beyond any id (more than
 * PostgreSQL's integer holds) are part of an e-mail address.
 */
async function actorIds(db: Queryable, actor: string): Promise<number[]> {
  const id = idTextSchema.safeParse(actor);
  if (id.success) return [id.data];
  const { rows } = await db.query<{ id: number }>(
    // One primary-key read per logged actor, whatever the number of customers.
    `SELECT x.user_id AS id FROM audit_actors x
      WHERE (SELECT u.email FROM users u WHERE u.id = x.user_id) ILIKE $1`,
    [containsPattern(actor)],
  );
  return rows.map((row) => row.id);
}

/**
 * The WHERE clause of `filters` and its values, numbered from $1; null when no entry can match
 * (an actor filter that names nobody).
 */
async function whereOf(
  db: Queryable,
  filters: AuditFilters,
  timeZone: string,
): Promise<{ sql: string; values: unknown[] } | null> {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const value = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  if (filters.actor !== undefined) {
    const ids = await actorIds(db, filters.actor);
    if (ids.length === 0) return null;
    // One actor as equality: the actor index then gives the rows in page order.
    conditions.push(
      ids.length === 1 ? `a.actor_id = ${value(ids[0])}` : `a.actor_id = ANY(${value(ids)}::int[])`,
    );
  }
  if (filters.type !== undefined) conditions.push(`a.event_type = ${value(filters.type)}`);
  if (filters.stream !== undefined)
    conditions.push(`a.stream_id LIKE ${value(prefixPattern(filters.stream))}`);
  if (filters.from !== undefined)
    conditions.push(
      isDate(filters.from)
        ? `a.recorded_at >= (${value(filters.from)}::date)::timestamp AT TIME ZONE ${value(timeZone)}`
        : `a.recorded_at >= ${value(filters.from)}::timestamptz`,
    );
  if (filters.to !== undefined)
    conditions.push(
      isDate(filters.to)
        ? `a.recorded_at < (${value(filters.to)}::date + 1)::timestamp AT TIME ZONE ${value(timeZone)}`
        : `a.recorded_at <= ${value(filters.to)}::timestamptz`,
    );
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', values };
}

/** The entry a row is, as the list and the CSV export show it. */
export function auditEntryOf(row: AuditRow): AuditEntryDto {
  return {
    position: row.position,
    when: row.recorded_at.toISOString(),
    actor: row.actor_id === null ? null : { id: row.actor_id, email: row.actor_email },
    apiKey: row.api_key_id === null ? null : { id: row.api_key_id, name: row.api_key_name ?? '' },
    onBehalfOf:
      row.on_behalf_of === null ? null : { id: row.on_behalf_of, email: row.on_behalf_of_email },
    command: row.command,
    eventType: row.event_type,
    streamId: row.stream_id,
    summary: row.summary,
    changes: row.changes,
    requestId: row.request_id,
    ip: row.ip,
  };
}

/**
 * Page `page` (from 1) of the entries matching `filters`, AUDIT_PAGE_SIZE a page, newest first,
 * and how many match in all.
 */
export async function listAuditPage(
  db: Queryable,
  filters: AuditFilters,
  page: number,
  timeZone: string,
): Promise<AuditPageDto> {
  const where = await whereOf(db, filters, timeZone);
  if (!where) return { entries: [], page, pageSize: AUDIT_PAGE_SIZE, total: 0 };
  const limit = `LIMIT ${AUDIT_PAGE_SIZE} OFFSET ${(page - 1) * AUDIT_PAGE_SIZE}`;
  const [rows, count] = await Promise.all([
    db.query<AuditRow>(`${SELECT} ${where.sql} ${ORDER} ${limit}`, where.values),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM audit_entries a ${where.sql}`,
      where.values,
    ),
  ]);
  return {
    entries: rows.rows.map(auditEntryOf),
    page,
    pageSize: AUDIT_PAGE_SIZE,
    total: count.rows[0]?.total ?? 0,
  };
}

/**
 * Every entry matching `filters`, newest first as the list pages them, as AuditRow (none
 * when the actor filter names nobody).
 */
export async function auditExportQuery(
  db: Queryable,
  filters: AuditFilters,
  timeZone: string,
): Promise<{ text: string; values: unknown[] }> {
  const where = (await whereOf(db, filters, timeZone)) ?? { sql: 'WHERE false', values: [] };
  return { text: `${SELECT} ${where.sql} ${ORDER}`, values: where.values };
}
