/**
 * The audit log ("who did this?", ARCHITECTURE.md "Security model"): one row per event appended
 * by a staff member, by an admin acting as a customer (`onBehalfOf`), or with an API key (every
 * request made with one, ApiKeyUsed, and whatever it changed, under the key's name), read from the events'
 * metadata (actor, on-behalf-of, command, request id, client address) with a one-line summary
 * (summary.ts) and the changed fields, sealed values hidden (changes.ts). It reads every event
 * type, so an action added later is logged without a change here; only a session's routine use
 * (SessionSeen) is left out. A fraud rule's hit is logged whoever the actor.
 *
 * Who is staff is decided as the event is recorded, not as the account is today: the projection
 * keeps its own list (`audit_staff`) from the user streams' AdminGranted and StaffRolesChanged
 * (roles: staff; no roles: no longer staff), so a rebuild writes the same rows. `audit_actors`
 * lists everyone who appears as an actor, for the actor filter's e-mail match.
 */
import type { PoolClient } from '../../application/db/pool';
import type { RecordedEvent } from '../../application/event-store/types';
import type { FraudRuleHitEvent } from '../../domain/fraud/fraud-rule-hit';
import type { UserEvent } from '../../domain/identity/user';
import type { Projection, SetBuilder, TableRow } from '../projection';
import { changedFields } from './changes';
import { summarizeEvent } from './summary';

/** The user id of a `user-<id>` stream; null for another stream. */
function userIdOf(streamId: string): number | null {
  const match = /^user-(\d+)$/.exec(streamId);
  return match ? Number(match[1]) : null;
}

/**
 * Whether `event` makes its user staff (true), ends it (false), or neither (null).
 */
function staffChange(event: RecordedEvent): boolean | null {
  const type = event.type as UserEvent['type'];
  if (type === 'AdminGranted') return true;
  if (type === 'StaffRolesChanged') {
    const { roles } = event.data as Extract<UserEvent, { type: 'StaffRolesChanged' }>['data'];
    return roles.length > 0;
  }
  return null;
}

/** Events that record routine use, not an action: never logged. */
const NOT_ACTIONS: ReadonlySet<string> = new Set<UserEvent['type']>(['SessionSeen']);

/**
 * Events logged whoever caused them: a fraud rule's hit is a decision staff must be able to
 * trace, though a customer or a visitor made the request. (Added with the first such events: no
 * earlier row changes, so the projection's version stays.)
 */
const ALWAYS_LOGGED: ReadonlySet<string> = new Set<FraudRuleHitEvent['type']>(['FraudRuleHit']);

/** The distinct actor ids of `events` (the system, null, left out). */
const actorsOf = (events: readonly RecordedEvent[]) => [
  ...new Set(events.flatMap((e) => (e.metadata.actorId == null ? [] : [e.metadata.actorId]))),
];

/** The staff among `ids`, as the projection knows them. */
async function staffAmong(client: PoolClient, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const { rows } = await client.query<{ user_id: number }>(
    'SELECT user_id FROM audit_staff WHERE user_id = ANY($1::int[])',
    [ids],
  );
  return new Set(rows.map((row) => row.user_id));
}

/** An entry's row of audit_entries (as text and JSON, for one insert of many rows). */
const entryRow = (e: RecordedEvent): TableRow => ({
  position: e.position.toString(),
  transaction_id: e.transactionId.toString(),
  recorded_at: e.recordedAt,
  actor_id: e.metadata.actorId ?? null,
  on_behalf_of: e.metadata.onBehalfOf ?? null,
  command: e.metadata.command ?? null,
  event_type: e.type,
  stream_id: e.streamId,
  summary: summarizeEvent(e.type, e.data),
  changes: changedFields(e.data),
  request_id: e.metadata.requestId ?? null,
  ip: e.metadata.ip ?? null,
  api_key_id: e.metadata.apiKeyId ?? null,
  api_key_name: e.metadata.apiKeyName ?? null,
});

/** Appends the log rows of `entries` in one statement. */
async function insertEntries(client: PoolClient, entries: RecordedEvent[]): Promise<void> {
  if (entries.length === 0) return;
  await client.query(
    `INSERT INTO audit_entries SELECT * FROM json_populate_recordset(NULL::audit_entries, $1::json)`,
    [JSON.stringify(entries.map(entryRow))],
  );
}

/**
 * The entries of `events` to log, an event judged by its actor's role as it was recorded: `staff`
 * (the staff as known before the first event) is followed through the events in order. Returns
 * the entries and each user whose staff role changed (true: now staff).
 */
function judge(
  events: readonly RecordedEvent[],
  staff: Set<number>,
): { entries: RecordedEvent[]; changed: Map<number, boolean> } {
  const changed = new Map<number, boolean>();
  const entries: RecordedEvent[] = [];
  for (const event of events) {
    const { actorId, onBehalfOf } = event.metadata;
    const logged =
      (actorId != null && staff.has(actorId)) ||
      onBehalfOf != null ||
      event.metadata.apiKeyId != null ||
      ALWAYS_LOGGED.has(event.type);
    if (logged && !NOT_ACTIONS.has(event.type)) entries.push(event);
    const change = staffChange(event);
    const userId = userIdOf(event.streamId);
    if (change === null || userId === null) continue;
    if (change) staff.add(userId);
    else staff.delete(userId);
    changed.set(userId, change);
  }
  return { entries, changed };
}

/** Logs a batch: whether an actor is staff is read once per batch and then followed (judge). */
async function handleBatch(client: PoolClient, events: readonly RecordedEvent[]): Promise<void> {
  const { entries, changed } = judge(events, await staffAmong(client, actorsOf(events)));
  const added = [...changed].filter(([, isStaff]) => isStaff).map(([id]) => id);
  const removed = [...changed].filter(([, isStaff]) => !isStaff).map(([id]) => id);
  if (added.length > 0)
    await client.query(
      'INSERT INTO audit_staff (user_id) SELECT unnest($1::int[]) ON CONFLICT DO NOTHING',
      [added],
    );
  if (removed.length > 0)
    await client.query('DELETE FROM audit_staff WHERE user_id = ANY($1::int[])', [removed]);
  await insertEntries(client, entries);
  const actors = actorsOf(entries);
  if (actors.length > 0)
    await client.query(
      'INSERT INTO audit_actors (user_id) SELECT unnest($1::int[]) ON CONFLICT DO NOTHING',
      [actors],
    );
}

/** The set-based build: the whole history judged in memory, each table written once. */
function setBuild(): SetBuilder {
  const staff = new Set<number>();
  const entries: TableRow[] = [];
  const actors = new Set<number>();
  return {
    fold(events) {
      for (const entry of judge(events, staff).entries) {
        entries.push(entryRow(entry));
        if (entry.metadata.actorId != null) actors.add(entry.metadata.actorId);
      }
      return Promise.resolve();
    },
    rows: () => ({
      audit_entries: entries,
      audit_staff: [...staff].map((userId) => ({ user_id: userId })),
      audit_actors: [...actors].map((userId) => ({ user_id: userId })),
    }),
  };
}

export const auditProjection: Projection = {
  name: 'audit',
  version: 1,
  tables: ['audit_entries', 'audit_staff', 'audit_actors'],
  eventTypes: null,
  commutative: false,
  inline: false,
  storeDays: false,
  // Its batch reads which users are staff (audit_staff) before it writes.
  writesOnly: false,
  // Only staff read the audit log.
  readers: 'staff',
  foldsNewStreams: false,
  setBuild,
  handleBatch,
};
