/**
 * The audit log ("who did this?", ARCHITECTURE.md "Security model"): one row per event appended
 * by a staff member, or by an admin acting as a customer (`onBehalfOf`), read from the events'
 * metadata (actor, on-behalf-of, command, request id, client address) with a one-line summary
 * (summary.ts) and the changed fields, sealed values hidden (changes.ts). It reads every event
 * type, so an action added later is logged without a change here; only a session's routine use
 * (SessionSeen) is left out.
 *
 * Who is staff is decided as the event is recorded, not as the account is today: the projection
 * keeps its own list (`audit_staff`) from the user streams' AdminGranted and StaffRolesChanged
 * (roles: staff; no roles: no longer staff), so a rebuild writes the same rows. `audit_actors`
 * lists everyone who appears as an actor, for the actor filter's e-mail match.
 */
import type { PoolClient } from '../../application/db/pool';
import type { RecordedEvent } from '../../application/event-store/types';
import type { UserEvent } from '../../domain/identity/user';
import type { Projection } from '../projection';
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

/** Appends the log rows of `entries` in one statement. */
async function insertEntries(client: PoolClient, entries: RecordedEvent[]): Promise<void> {
  if (entries.length === 0) return;
  await client.query(
    `INSERT INTO audit_entries (position, transaction_id, recorded_at, actor_id, on_behalf_of,
                                command, event_type, stream_id, summary, changes, request_id, ip)
     SELECT position, transaction_id::xid8, recorded_at, actor_id, on_behalf_of, command,
            event_type, stream_id, summary, changes::jsonb, request_id, ip
       FROM unnest($1::bigint[], $2::text[], $3::timestamptz[], $4::int[], $5::int[], $6::text[],
                   $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[])
         AS e(position, transaction_id, recorded_at, actor_id, on_behalf_of, command, event_type,
              stream_id, summary, changes, request_id, ip)`,
    [
      entries.map((e) => e.position.toString()),
      entries.map((e) => e.transactionId.toString()),
      entries.map((e) => e.recordedAt),
      entries.map((e) => e.metadata.actorId ?? null),
      entries.map((e) => e.metadata.onBehalfOf ?? null),
      entries.map((e) => e.metadata.command ?? null),
      entries.map((e) => e.type),
      entries.map((e) => e.streamId),
      entries.map((e) => summarizeEvent(e.type, e.data)),
      entries.map((e) => JSON.stringify(changedFields(e.data))),
      entries.map((e) => e.metadata.requestId ?? null),
      entries.map((e) => e.metadata.ip ?? null),
    ],
  );
}

/**
 * Logs a batch: whether an actor is staff is read once per batch and then followed through the
 * batch in order, so an event is judged by its actor's role as it was recorded.
 */
async function handleBatch(client: PoolClient, events: readonly RecordedEvent[]): Promise<void> {
  const staff = await staffAmong(client, actorsOf(events));
  const changed = new Map<number, boolean>();
  const entries: RecordedEvent[] = [];
  for (const event of events) {
    const { actorId, onBehalfOf } = event.metadata;
    const logged = (actorId != null && staff.has(actorId)) || onBehalfOf != null;
    if (logged && !NOT_ACTIONS.has(event.type)) entries.push(event);
    const change = staffChange(event);
    const userId = userIdOf(event.streamId);
    if (change === null || userId === null) continue;
    if (change) staff.add(userId);
    else staff.delete(userId);
    changed.set(userId, change);
  }
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

export const auditProjection: Projection = {
  name: 'audit',
  version: 1,
  tables: ['audit_entries', 'audit_staff', 'audit_actors'],
  eventTypes: null,
  commutative: false,
  inline: false,
  handleBatch,
};
