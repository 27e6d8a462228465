/**
 * A projection (ARCHITECTURE.md "projections/"): the event types it handles and the SQL it runs for
 * each, writing read tables it owns. The runner feeds it in subscription order and stores its
 * checkpoint in the same transaction. Handlers must be deterministic (times from the event, ids
 * from event data) so a rebuild from position 0 reproduces the tables exactly.
 */
import type { PoolClient } from '../application/db/pool';
import type { RecordedEvent } from '../application/event-store/types';
import type { SecretBox } from '../application/security/secret-box';
import type { Event } from '../domain/shared/event';
import { insertRows } from './insert-rows';

/**
 * What handlers may use beside their client: the secrets box, to open sealed personal fields, and
 * the store's time zone (STORE_TIMEZONE, an IANA name), whose days the store-day buckets follow.
 */
export interface ProjectionContext {
  secrets: SecretBox;
  storeTimeZone: string;
}

type Handler<E extends Event> = (
  client: PoolClient,
  data: E['data'],
  event: RecordedEvent,
  context: ProjectionContext,
) => Promise<void>;

/** Handlers keyed by event type, typed by the domain's event unions. */
export type Handlers<E extends Event> = { [T in E['type']]?: Handler<Extract<E, { type: T }>> };

type BatchHandler<E extends Event> = (
  client: PoolClient,
  items: { data: E['data']; event: RecordedEvent }[],
  context: ProjectionContext,
) => Promise<void>;

/**
 * Optional handlers for a run of consecutive events of one type (a few statements for hundreds
 * of events during catch-up and rebuilds). Each must leave the tables exactly as its type's
 * handler applied to every item in order would.
 */
export type BatchHandlers<E extends Event> = {
  [T in E['type']]?: BatchHandler<Extract<E, { type: T }>>;
};

/** A read-table row for a set-based build: column name -> value (JSON-serializable; Dates as times). */
export type TableRow = Record<string, unknown>;

type Fold<E extends Event> = (
  data: E['data'],
  event: RecordedEvent,
  context: ProjectionContext,
) => void | Promise<void>;

/**
 * A set-based build of a projection's tables from position 0 (projections/rebuild-load.ts): the
 * events are folded into rows in memory, each row once, then each table is written in a few
 * statements, indexes after. Every row of a table carries the same columns (the defaults of the
 * columns a handler leaves alone included), and the rows must equal those the handlers write.
 */
export interface SetBuild<E extends Event = Event> {
  /** One fold per event type the projection handles. */
  folds: { [T in E['type']]?: Fold<Extract<E, { type: T }>> };
  /** The rows folded so far, per table. */
  rows(): Record<string, Iterable<TableRow>>;
}

/** The set-based side of a projection, its events folded in order. */
export interface SetBuilder {
  fold(events: readonly RecordedEvent[], context: ProjectionContext): Promise<void>;
  rows(): Record<string, Iterable<TableRow>>;
}

export interface Projection {
  name: string;
  /**
   * Its version: raise it when the handlers change what they write. The version is part of the
   * projection's identity (its checkpoint key), so a changed projection is rebuilt on deploy.
   */
  version: number;
  /** Read tables it owns (emptied on rebuild), in an order safe to truncate. */
  tables: readonly string[];
  /** The event types it handles; null for every event (the audit log reads them all). */
  eventTypes: readonly string[] | null;
  /**
   * Its handlers commute (sums per bucket): applied in any order, the same events leave the same
   * tables. Only such a projection may read the Kafka topic (KAFKA_CONSUMERS), where only each
   * stream's own order is kept.
   */
  commutative: boolean;
  /**
   * Its handlers run in the transaction of every append of its types (inline-projection.ts in
   * application/event-store), not in a subscription: its tables are never behind a command that
   * returned. Its checkpoint marks what its last rebuild replayed; appends handled the rest. Its
   * handlers only write (see writesOnly), to its own tables, and every row they write must be
   * written only by events of one stream, whose lock the append holds: two appends writing one
   * row then never run at once, so they neither deadlock nor write it out of order.
   */
  inline: boolean;
  /**
   * It writes buckets of the store's days (projections/store-day-bucket.ts), in the context's
   * storeTimeZone: its checkpoint key names that zone, so a store started with another
   * STORE_TIMEZONE rebuilds it, as a new version is.
   */
  storeDays: boolean;
  /**
   * Its handlers only write: they read no statement's answer, so a batch's statements can wait
   * and go with its COMMIT, in that round trip (application/db/deferred-statements.ts, where
   * reading an answer throws). An inline projection always is: a command sends its read rows
   * with its COMMIT; a subscription's batch of such a projection sends them with its checkpoint.
   */
  writesOnly: boolean;
  /**
   * Who reads its tables: 'staff' when only staff screens do (the audit log, reports, stock
   * items). Read-your-writes covers what a command's caller can read, so a customer's command
   * does not wait for a staff-only projection.
   */
  readers: 'everyone' | 'staff';
  /**
   * Every row of its tables is written by the events of one stream only, from that stream's
   * first event on (an order's row and its refunds): applyBatch then folds the streams that begin
   * in a batch with the set build and inserts their rows in one statement per table, so a batch of
   * purchases writes its orders in one statement instead of two per order.
   */
  foldsNewStreams: boolean;
  /**
   * Starts a set-based build for a rebuild from position 0 (absent: the rebuild replays the
   * handlers).
   */
  setBuild?: () => SetBuilder;
  /** Applies `events` in order (runs of one type through its batch handler, when it has one). */
  handleBatch(
    client: PoolClient,
    events: readonly RecordedEvent[],
    context: ProjectionContext,
  ): Promise<void>;
}

/** Builds a projection from typed handlers. */
export function defineProjection<E extends Event>(definition: {
  name: string;
  /** Default 1. */
  version?: number;
  tables: readonly string[];
  handlers: Handlers<E>;
  batchHandlers?: BatchHandlers<E>;
  /**
   * Its set-based build (see SetBuild), made afresh for each rebuild; it folds every type the
   * handlers handle.
   * @throws Error (at definition) when a handled type has no fold
   */
  setBuild?: () => SetBuild<E>;
  /** Default false; see Projection.commutative. */
  commutative?: boolean;
  /** Default false; see Projection.inline. */
  inline?: boolean;
  /** Default false; see Projection.storeDays. */
  storeDays?: boolean;
  /** Default false (true for an inline projection); see Projection.writesOnly. */
  writesOnly?: boolean;
  /** Default 'everyone'; see Projection.readers. */
  readers?: 'everyone' | 'staff';
  /** Default false; see Projection.foldsNewStreams (it needs a set build). */
  foldsNewStreams?: boolean;
}): Projection {
  const handlers = definition.handlers as Record<string, Handler<Event> | undefined>;
  const batchHandlers = (definition.batchHandlers ?? {}) as Record<
    string,
    BatchHandler<Event> | undefined
  >;
  const setBuild = definition.setBuild;
  if (definition.foldsNewStreams && !setBuild)
    throw new Error(`Projection ${definition.name}: foldsNewStreams needs a set build`);
  if (setBuild) {
    const folded = Object.keys(setBuild().folds);
    const missing = Object.keys(handlers).filter((type) => !folded.includes(type));
    if (missing.length > 0)
      throw new Error(`Projection ${definition.name}: no fold for ${missing.join(', ')}`);
  }
  return {
    name: definition.name,
    version: definition.version ?? 1,
    tables: definition.tables,
    eventTypes: Object.keys(handlers),
    commutative: definition.commutative ?? false,
    inline: definition.inline ?? false,
    storeDays: definition.storeDays ?? false,
    writesOnly: (definition.inline ?? false) || (definition.writesOnly ?? false),
    readers: definition.readers ?? 'everyone',
    foldsNewStreams: definition.foldsNewStreams ?? false,
    ...(setBuild && {
      setBuild: () => {
        const build = setBuild();
        const folds = build.folds as Record<string, Fold<Event> | undefined>;
        return {
          async fold(events, context) {
            for (const event of events) {
              // Most folds are synchronous: awaiting only promises keeps a million events cheap.
              const folding = folds[event.type]?.(event.data, event, context);
              if (folding) await folding;
            }
          },
          rows: () => build.rows(),
        };
      },
    }),
    async handleBatch(client, events, context) {
      for (let start = 0; start < events.length;) {
        const type = events[start]!.type;
        const batch = batchHandlers[type];
        let end = start + 1;
        if (batch) {
          while (end < events.length && events[end]!.type === type) end++;
          await batch(
            client,
            events.slice(start, end).map((event) => ({ data: event.data, event })),
            context,
          );
        } else {
          await handlers[type]?.(client, events[start]!.data, events[start]!, context);
        }
        start = end;
      }
    },
  };
}

/**
 * Applies `events` in order to `projection`'s tables: with foldsNewStreams (and a set build), the
 * streams that begin among them (their first event is there) are folded by a fresh set build and
 * their rows inserted in `tables` order, one statement per table, and only the other events go
 * through handleBatch. The two sets write disjoint rows (Projection.foldsNewStreams).
 */
export async function applyBatch(
  projection: Projection,
  client: PoolClient,
  events: readonly RecordedEvent[],
  context: ProjectionContext,
): Promise<void> {
  const born = new Set<string>();
  if (projection.foldsNewStreams && projection.setBuild)
    for (const event of events) if (event.streamVersion === 1) born.add(event.streamId);
  if (born.size === 0) return projection.handleBatch(client, events, context);
  const build = projection.setBuild!();
  await build.fold(
    events.filter((event) => born.has(event.streamId)),
    context,
  );
  const rows = build.rows();
  for (const table of projection.tables) await insertRows(client, table, [...(rows[table] ?? [])]);
  await projection.handleBatch(
    client,
    events.filter((event) => !born.has(event.streamId)),
    context,
  );
}

/**
 * The checkpoint key of a projection: its name, its version from 2 on (`wallets@v2`), and for a
 * projection of store days the time zone (`reports@v2~Asia/Dubai`), so a new version or another
 * STORE_TIMEZONE starts as a new identity and is rebuilt beside the live tables.
 * @throws Error for a projection of store days without `context`
 */
export function checkpointKey(
  projection: Pick<Projection, 'name' | 'version' | 'storeDays'>,
  context?: Pick<ProjectionContext, 'storeTimeZone'>,
): string {
  const versioned =
    projection.version === 1 ? projection.name : `${projection.name}@v${projection.version}`;
  if (!projection.storeDays) return versioned;
  if (!context) throw new Error(`The ${projection.name} projection's key needs the time zone`);
  return `${versioned}~${context.storeTimeZone}`;
}
