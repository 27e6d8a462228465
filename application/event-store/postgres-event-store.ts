/**
 * The PostgreSQL event store (ARCHITECTURE.md "Event store"): multi-stream atomic appends with expected
 * versions through the `append_events` function, with the inline projections of the appended types
 * applied in the append's transaction (inline-projection.ts), stream reads (optionally locking the streams
 * for the transaction, without giving it a transaction id), and ordered reading for subscribers
 * by (transaction id, position) strictly below the snapshot's xmin, so a transaction that
 * commits late is never skipped.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { inTransaction, type Pool, type PoolClient, type Queryable } from '../db/pool';
import { preparedStatement } from '../db/prepared-statement';
import { DeferredStatements } from '../db/deferred-statements';
import { querySeveral, type Statement } from '../db/simple-query';
import type { InlineProjection } from './inline-projection';
import { StreamCache, type CachedStream } from './stream-cache';
import { Upcasters } from './upcasters';
import type { WakeUps } from './wake-ups';
import {
  expectedVersionNumber,
  WrongExpectedVersion,
  type AppendResult,
  type AppendToStream,
  type Checkpoint,
  type EventMetadata,
  type EventStore,
  type RecordedEvent,
  type StreamState,
} from './types';

// Converted columns get aliases of their own: an ORDER BY naming an output column would
// otherwise sort by its text form ('10' < '9').
const EVENT_COLUMNS =
  'e.position::text AS position_text, e.transaction_id::text AS transaction_id_text, e.event_id, e.stream_id, ' +
  'e.stream_version::int AS stream_version_int, e.event_type, e.data, e.metadata, e.recorded_at';

const insertEvents = preparedStatement(
  'events.append',
  `SELECT transaction_id::text, event_position::text, event_version::int, event_recorded_at
     FROM append_events($1::text[], $2::bigint[], $3::int[], $4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[], $8::text[])`,
);

const lockStreams = preparedStatement('events.lock-streams', 'SELECT lock_streams($1::text[])');

const selectStreamsAfter = preparedStatement(
  'events.read-streams',
  `SELECT ${EVENT_COLUMNS}, e.transaction_id = pg_current_xact_id_if_assigned() AS own
     FROM events e
     JOIN unnest($1::text[], $2::bigint[]) AS read(stream_id, after)
       ON e.stream_id = read.stream_id AND e.stream_version > read.after
    ORDER BY e.stream_id, e.stream_version`,
);

// One statement, so one snapshot: its xmin is the horizon, and every transaction below it had
// finished when the events were read (one row of nulls when there are none).
const selectOrdered = preparedStatement(
  'events.read-ordered',
  `SELECT h.horizon::text AS horizon_text, e.*
     FROM (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS horizon) AS h
     LEFT JOIN LATERAL (
       SELECT ${EVENT_COLUMNS} FROM events e
        WHERE (e.transaction_id, e.position) > ($1::text::xid8, $2::bigint)
          AND ($5 OR e.transaction_id < h.horizon)
          AND ($3::text[] IS NULL OR e.event_type = ANY($3::text[]))
        ORDER BY e.transaction_id, e.position
        LIMIT $4) AS e ON true`,
);

// Committed events by global position (the primary key), for readers that name events by their
// position, which a backup keeps (it renumbers transaction ids): webhook deliveries and replays.
const selectByPosition = preparedStatement(
  'events.read-by-position',
  `SELECT ${EVENT_COLUMNS} FROM events e
    WHERE e.position > $1::bigint AND e.position < $2::bigint AND e.event_type = ANY($3::text[])
    ORDER BY e.position
    LIMIT $4`,
);

interface EventRow {
  position_text: string;
  transaction_id_text: string;
  event_id: string;
  stream_id: string;
  stream_version_int: number;
  event_type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  recorded_at: Date;
}

function toRecorded(row: EventRow, upcasters: Upcasters): RecordedEvent {
  const version = row.metadata.schemaVersion ?? 1;
  return {
    position: BigInt(row.position_text),
    transactionId: BigInt(row.transaction_id_text),
    eventId: row.event_id,
    streamId: row.stream_id,
    streamVersion: row.stream_version_int,
    type: row.event_type,
    data: upcasters.upcast(row.event_type, version, row.data),
    metadata: row.metadata,
    recordedAt: row.recorded_at,
  };
}

/** The result of one ordered read: events in subscription order and the horizon it read below. */
export interface OrderedBatch {
  events: RecordedEvent[];
  /** Every transaction with an id below this one had finished when the batch was read. */
  horizon: bigint;
}

export class PostgresEventStore implements EventStore {
  private readonly cache = new StreamCache();

  constructor(
    readonly pool: Pool,
    private readonly wakeUps: WakeUps,
    private readonly upcasters: Upcasters = new Upcasters(),
    /** Applied in the transaction of every append of their types (none in most tests). */
    private readonly inline: readonly InlineProjection[] = [],
  ) {}

  /**
   * Appends to several streams in one new transaction. Without an inline projection of the
   * appended types that is the single `append_events` statement, which PostgreSQL commits (or,
   * on any error, rolls back) as a whole, so no BEGIN and COMMIT round trips are needed; with
   * one, the statement and the inline handlers run inside BEGIN and COMMIT.
   * @throws WrongExpectedVersion when a stream is not at its expected version
   * @throws Error from an inline handler (nothing is appended then)
   */
  async append(streams: AppendToStream[], metadata: EventMetadata = {}): Promise<AppendResult> {
    const types = streams.flatMap((stream) => stream.events.map((event) => event.type));
    const result =
      this.inlineFor(types).length === 0
        ? await this.insertEvents(this.pool, streams, metadata, [])
        : await inTransaction(this.pool, (client, { commitWith }) =>
            this.appendWith(client, streams, metadata, commitWith),
          );
    this.appended(types);
    return result;
  }

  /**
   * Appends inside the caller's transaction (the caller commits, then calls `appended()`), and
   * applies the inline projections of the appended types in it. The transaction must not have
   * written before it locked every stream it reads to decide (see readStreams), so that its
   * transaction id is given by this append.
   * With `deferWrites`, the inline handlers' statements are handed to it instead of run (for the
   * caller to send with its COMMIT, in one round trip: inTransaction's `commitWith`).
   * @throws WrongExpectedVersion when a stream is not at its expected version
   * @throws Error from an inline handler (the caller must roll back)
   */
  appendInTransaction(
    client: PoolClient,
    streams: AppendToStream[],
    metadata: EventMetadata = {},
    deferWrites?: (...statements: Statement[]) => void,
  ): Promise<AppendResult> {
    return this.appendWith(client, streams, metadata, deferWrites);
  }

  /** The inline projections handling one of `types`. */
  private inlineFor(types: readonly string[]): InlineProjection[] {
    return this.inline.filter((projection) =>
      projection.eventTypes.some((type) => types.includes(type)),
    );
  }

  /**
   * Inserts the events, then hands each inline projection concerned its events; with
   * `deferWrites`, their handlers' statements are recorded and handed to it rather than run.
   */
  private async appendWith(
    client: PoolClient,
    streams: AppendToStream[],
    metadata: EventMetadata,
    deferWrites?: (...statements: Statement[]) => void,
  ): Promise<AppendResult> {
    const concerned = this.inlineFor(
      streams.flatMap((stream) => stream.events.map((event) => event.type)),
    );
    const recorded: RecordedEvent[] = [];
    const result = await this.insertEvents(
      client,
      streams,
      metadata,
      concerned,
      concerned.length > 0 ? recorded : undefined,
    );
    // Inline handlers only write: deferred, their statements cost no round trip of their own.
    const deferred = deferWrites && new DeferredStatements();
    for (const projection of concerned)
      await projection.handle(
        deferred?.client ?? client,
        recorded.filter((event) => projection.eventTypes.includes(event.type)),
      );
    if (deferred) deferWrites(...deferred.statements);
    return result;
  }

  /**
   * The `append_events` statement, which takes the inline locks of `concerned` shared; pushes
   * the events as recorded onto `recorded`, when given.
   */
  private async insertEvents(
    db: Queryable,
    streams: AppendToStream[],
    metadata: EventMetadata,
    concerned: readonly InlineProjection[],
    recorded?: RecordedEvent[],
  ): Promise<AppendResult> {
    const nonEmpty = streams.filter((stream) => stream.events.length > 0);
    if (nonEmpty.length === 0) throw new Error('Nothing to append');
    const events = nonEmpty.flatMap((stream) =>
      stream.events.map((event) => ({
        streamId: stream.streamId,
        eventId: randomUUID(),
        type: event.type,
        data: JSON.stringify(event.data),
        metadata: JSON.stringify({
          ...(stream.metadata ?? metadata),
          schemaVersion: this.upcasters.currentVersion(event.type),
        }),
      })),
    );
    try {
      const { rows } = await db.query<{
        transaction_id: string;
        event_position: string;
        event_version: number;
        event_recorded_at: Date;
      }>(
        insertEvents([
          nonEmpty.map((stream) => stream.streamId),
          nonEmpty.map((stream) => expectedVersionNumber(stream.expectedVersion)),
          nonEmpty.map((stream) => stream.events.length),
          events.map((event) => event.eventId),
          events.map((event) => event.type),
          events.map((event) => event.data),
          events.map((event) => event.metadata),
          concerned.map((projection) => projection.name),
        ]),
      );
      // Rows come in insertion order; data and metadata as a read gives them (through JSON).
      if (recorded)
        for (const [i, row] of rows.entries()) {
          const event = events[i]!;
          const stored = JSON.parse(event.metadata) as EventMetadata;
          recorded.push({
            position: BigInt(row.event_position),
            transactionId: BigInt(row.transaction_id),
            eventId: event.eventId,
            streamId: event.streamId,
            streamVersion: row.event_version,
            type: event.type,
            data: this.upcasters.upcast(
              event.type,
              stored.schemaVersion ?? 1,
              JSON.parse(event.data) as Record<string, unknown>,
            ),
            metadata: stored,
            recordedAt: row.event_recorded_at,
          });
        }
      const last = rows.at(-1)!;
      return {
        transactionId: BigInt(last.transaction_id),
        lastPosition: BigInt(last.event_position),
      };
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'KM409' || code === '23505') {
        throw new WrongExpectedVersion((error as Error).message);
      }
      throw error;
    }
  }

  /**
   * Tells subscribers that new events (of `eventTypes`, when given: subscribers of other types
   * need not wake) were committed (call after COMMIT).
   */
  appended(eventTypes?: readonly string[]): void {
    this.wakeUps.signal(eventTypes);
  }

  /** Reads streams as committed, through the pool (EventStore.read). */
  read(streamIds: readonly string[]): Promise<Map<string, StreamState>> {
    return this.readStreams(this.pool, [...streamIds]);
  }

  /** Reads in subscription order through the pool, below the horizon (EventStore.readAll). */
  async readAll(
    after: Checkpoint,
    limit: number,
    types: readonly string[] | null = null,
  ): Promise<RecordedEvent[]> {
    return (await this.readOrdered(this.pool, after, limit, types)).events;
  }

  /**
   * Reads streams. With `lock`, the streams are locked first (in a statement of its own, so the
   * events read afterwards include whatever the previous lock holder committed), until the
   * transaction ends; `client` must then be inside a transaction, one that has not written yet.
   * Only events after a stream's cached prefix are read (StreamCache); events of the caller's own
   * open transaction are never cached.
   *
   * The lock (`lock_streams`, migrations/0017_stream-locks.sql) is a transaction-level advisory
   * lock per stream, held whether or not the stream exists yet, and it gives the transaction no
   * id. That keeps each stream's events in version order for subscribers, which read in
   * (transaction id, position) order: PostgreSQL gives a transaction its id at its first write
   * (from a counter that only grows), and a command's first write is its `append_events`, after
   * it has taken all its locks. Let transactions T1 and T2 both append to stream S, T2's events
   * after T1's. Each holds S's lock when it appends (from its load, or from append_events, which
   * locks its streams before its first write) until it ends, so one holds it wholly before the
   * other: T1, whose events come first. T2 thus took S's lock after T1 committed, and T2's id,
   * given once T2 held all its locks, is greater than T1's, given before T1 committed. Within a
   * transaction, positions follow the order of insertion, which is version order within a
   * stream. A row lock (FOR UPDATE) would give the transaction its id at its first lock, and a
   * command that loads its streams in several steps could then append to a stream with an id
   * older than that of another transaction which appended to it meanwhile. The xmin horizon
   * rule is untouched: an id given late is above every horizon read before it was given.
   */
  async readStreams(
    client: Queryable,
    streamIds: string[],
    options: {
      lock?: boolean;
      /** Sends the lock and the read (the transaction's `send`, which may carry its BEGIN). */
      send?: (statements: readonly Statement[]) => Promise<pg.QueryResult[]>;
    } = {},
  ): Promise<Map<string, StreamState>> {
    const ids = [...new Set(streamIds)].sort();
    const cached = ids.map((id) => this.cache.get(id));
    const read = selectStreamsAfter([ids, cached.map((stream) => stream?.events.length ?? 0)]);
    // Locked: the lock and the read in one round trip. In a simple query each statement takes
    // its own snapshot, so the read sees what a holder of the lock it waited for committed.
    const send = options.send ?? ((statements) => querySeveral(client, statements));
    const rows = (
      options.lock
        ? (await send([lockStreams([ids]), read])).at(-1)!.rows
        : (await client.query(read)).rows
    ) as (EventRow & { own: boolean | null })[];
    const added = new Map<string, { events: RecordedEvent[]; own: boolean }>();
    for (const row of rows) {
      let stream = added.get(row.stream_id);
      if (!stream) added.set(row.stream_id, (stream = { events: [], own: false }));
      stream.events.push(toRecorded(row, this.upcasters));
      if (row.own) stream.own = true;
    }
    const streams = new Map<string, StreamState>();
    ids.forEach((id, i) => {
      const before = cached[i];
      const after = added.get(id);
      const events = after ? [...(before?.events ?? []), ...after.events] : (before?.events ?? []);
      const folds: CachedStream['folds'] = after?.own
        ? new Map(before?.folds)
        : (before?.folds ?? new Map<unknown, { version: number; state: unknown }>());
      if (after && !after.own) this.cache.set(id, { events, folds });
      streams.set(id, { version: events.length, events, folds });
    });
    return streams;
  }

  /** The (transaction id, position) of `streamId`'s last event; null for an empty stream. */
  async streamHead(client: Queryable, streamId: string): Promise<Checkpoint | null> {
    const { rows } = await client.query<{ transaction_id: string; position: string }>(
      `SELECT transaction_id::text, position::text FROM events
        WHERE stream_id = $1 ORDER BY stream_version DESC LIMIT 1`,
      [streamId],
    );
    const row = rows[0];
    return row
      ? { transactionId: BigInt(row.transaction_id), position: BigInt(row.position) }
      : null;
  }

  /**
   * Reads up to `limit` committed events of `types` with a position strictly between `after` and
   * `before`, in position order (not subscription order: see readOrdered), as that read's snapshot
   * sees them.
   */
  async readByPosition(
    client: Queryable,
    range: { after: bigint; before: bigint; types: readonly string[]; limit: number },
  ): Promise<RecordedEvent[]> {
    const { rows } = await client.query<EventRow>(
      selectByPosition([range.after.toString(), range.before.toString(), range.types, range.limit]),
    );
    return rows.map((row) => toRecorded(row, this.upcasters));
  }

  /**
   * Reads up to `limit` events after `after` in subscription order, only from transactions below
   * the current snapshot's xmin (all of them finished), optionally only of `types`. With
   * `everyCommitted`, reads every committed event instead: only for a caller that knows no
   * transaction appending `types` is in flight (a rebuild's switch holding the inline lock).
   */
  async readOrdered(
    client: Queryable,
    after: Checkpoint,
    limit: number,
    types: readonly string[] | null = null,
    options: { everyCommitted?: boolean } = {},
  ): Promise<OrderedBatch> {
    const { rows } = await client.query<EventRow & { horizon_text: string }>(
      selectOrdered([
        after.transactionId.toString(),
        after.position.toString(),
        types,
        limit,
        options.everyCommitted ?? false,
      ]),
    );
    return {
      events: rows
        .filter((row) => row.event_id !== null)
        .map((row) => toRecorded(row, this.upcasters)),
      horizon: BigInt(rows[0]!.horizon_text),
    };
  }
}
