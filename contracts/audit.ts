/**
 * The audit log at the HTTP edge (ARCHITECTURE.md "Security model", audit): the filters of
 * GET /api/admin/audit and GET /api/admin/audit.csv, the page they answer and how a user is named.
 */
import { z } from 'zod';
import { integerText } from './integers';

/** Rows per page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;

/** An optional text filter: trimmed, and blank means no filter. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `At most ${max} characters` })
    .optional()
    .transform((value) => value || undefined);

/**
 * A calendar date (YYYY-MM-DD, a day of the store's time zone) or an instant with its offset
 * (ISO 8601, e.g. 2026-03-01T12:00:00Z).
 */
const dateOrInstant = z
  .union([z.literal(''), z.iso.date(), z.iso.datetime({ offset: true })], {
    error: 'Use a date as YYYY-MM-DD or an ISO time such as 2026-03-01T12:00:00Z',
  })
  .optional()
  .transform((value) => value || undefined)
  // PostgreSQL has no year 0.
  .refine((value) => value === undefined || !value.startsWith('0000'), {
    message: 'Use a year from 0001',
  });

/** The audit filters' fields, each optional (see auditQuerySchema). */
const auditFilterFields = {
  actor: optionalText(200),
  type: optionalText(80).refine((type) => type === undefined || /^[A-Za-z]+$/.test(type), {
    message: 'Use an event type such as OrderPlaced',
  }),
  stream: optionalText(200),
  from: dateOrInstant,
  to: dateOrInstant,
};

/** The filters' rule across fields: `from` not after `to`. */
const withOrderedRange = <S extends z.ZodObject<typeof auditFilterFields>>(schema: S) =>
  schema.refine(
    ({ from, to }) => from === undefined || to === undefined || Date.parse(from) <= Date.parse(to),
    { message: 'from must not be after to', path: ['from'] },
  );

/**
 * The audit filters of GET /api/admin/audit.csv, each optional: `actor` a user id or part of an
 * e-mail address, `type` an event type (OrderPlaced), `stream` the start of a stream id
 * (order-12, wallet-), `from` and `to` a date (the whole day, in the store's time zone) or an
 * instant, both included.
 */
export const auditFiltersSchema = withOrderedRange(z.object(auditFilterFields));

/** The filters and `page` (from 1) of GET /api/admin/audit. */
export const auditQuerySchema = withOrderedRange(
  z.object({ ...auditFilterFields, page: integerText({ min: 1, max: 1_000_000 }).default(1) }),
);

/** The parsed audit filters. */
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** A user named in the log; `email` null when the account is unknown to the users read model. */
export interface AuditUserDto {
  id: number;
  email: string | null;
}

/**
 * A user as the log names them, on the screen and in its CSV: the e-mail, "user 7" for an
 * account the store no longer knows, System for no user.
 */
export const auditUserLabel = (user: AuditUserDto | null) =>
  user ? (user.email ?? `user ${user.id}`) : 'System';

/** Who an entry names: "API key <name>" for a request made with a key, else its actor. */
export const auditActorLabel = (entry: Pick<AuditEntryDto, 'actor' | 'apiKey'>) =>
  entry.apiKey ? `API key ${entry.apiKey.name}` : auditUserLabel(entry.actor);

/** One logged event. */
export interface AuditEntryDto {
  /** The event's global position (a string: it is a bigint); unique. */
  position: string;
  /** When the event was recorded, ISO 8601. */
  when: string;
  /** Who appended it: the real admin when impersonating; null for the system. */
  actor: AuditUserDto | null;
  /** The API key the request was made with (its creator is the actor), when one was. */
  apiKey: { id: number; name: string } | null;
  /** The customer the actor acted as, when impersonating. */
  onBehalfOf: AuditUserDto | null;
  /** The command that appended it (Purchase, AdjustBalance...). */
  command: string | null;
  eventType: string;
  streamId: string;
  /** One readable line ("Balance adjusted: +$12.50 (Welcome bonus)"). */
  summary: string;
  /** The event data's fields and values; sealed values read "(sealed)". */
  changes: Record<string, unknown>;
  requestId: string | null;
  /** The client address of the request, as the store saw it (TRUST_PROXY). */
  ip: string | null;
}

/** GET /api/admin/audit: a page of entries, newest first, and how many match in all. */
export interface AuditPageDto {
  entries: AuditEntryDto[];
  page: number;
  pageSize: number;
  total: number;
}
