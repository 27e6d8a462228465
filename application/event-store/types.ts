/**
 * The event store port (ARCHITECTURE.md "Event store"). Positions and transaction ids are bigint:
 * the global position is a PostgreSQL bigint identity, the transaction id an xid8.
 */

/** Expected version of a stream at append: any, no stream yet, or exactly this version (>= 1). */
export type ExpectedVersion = 'any' | 'no_stream' | number;

/**
 * An expected version as the stores compare it: -1 for any, 0 for no stream, else the version.
 * @throws Error when it is a number that is not an integer >= 1
 */
export function expectedVersionNumber(expected: ExpectedVersion): number {
  if (expected === 'any') return -1;
  if (expected === 'no_stream') return 0;
  if (!Number.isInteger(expected) || expected < 1)
    throw new Error(`Invalid expected version ${expected}`);
  return expected;
}

/** Who caused an event, and why: stored in the event's metadata. */
export interface EventMetadata {
  /** The user id acting (the real actor when impersonating). */
  actorId?: number | null;
  /** The user the action was taken as, when an admin impersonates. */
  onBehalfOf?: number | null;
  /**
   * The API key the request was made with, and its name as the audit log shows it (a key's name
   * never changes).
   */
  apiKeyId?: number;
  apiKeyName?: string;
  correlationId?: string;
  causationId?: string;
  requestId?: string;
  /** The client address of the request that ran the command (the audit log's "from where"). */
  ip?: string;
  command?: string;
  /** The shape version of the event's data (application/event-store/upcasters.ts); 1 when absent. */
  schemaVersion?: number;
}

/** An event to append. */
export interface NewEvent {
  type: string;
  data: object;
}

/** An event as stored. */
export interface RecordedEvent {
  position: bigint;
  transactionId: bigint;
  eventId: string;
  streamId: string;
  streamVersion: number;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  recordedAt: Date;
}

/**
 * One stream's part of an append. A stream may have several parts in one append (a batch of
 * commands, application/commands/command-batch.ts): each part then expects the version the parts
 * before it leave.
 */
export interface AppendToStream {
  streamId: string;
  expectedVersion: ExpectedVersion;
  events: NewEvent[];
  /** Stored on these events instead of the append's metadata (each command of a batch has its own). */
  metadata?: EventMetadata;
}

/** Where an append landed: its transaction id and the position of its last event. */
export interface AppendResult {
  transactionId: bigint;
  lastPosition: bigint;
}

/** A subscriber's place in the ordered stream of all events: (transaction id, position). */
export interface Checkpoint {
  transactionId: bigint;
  position: bigint;
}

export const START: Checkpoint = { transactionId: 0n, position: 0n };

/** A stream as read: its version (0 when it does not exist) and events. */
export interface StreamState {
  version: number;
  events: RecordedEvent[];
  /**
   * States already folded from this stream's first events, by evolve function (shared with the
   * store's stream cache; see aggregate() in application/commands/execute.ts).
   */
  folds?: Map<unknown, { version: number; state: unknown }>;
}

/**
 * The event store port: what commands, tests and tools need of a store whatever keeps its events
 * (PostgresEventStore; InMemoryEventStore for the unit tier). Both pass one contract suite
 * (event-store-contract.ts).
 */
export interface EventStore {
  /**
   * Appends to several streams atomically: every stream's events or none. New events of a
   * stream are numbered from its version + 1; the append answers its transaction id and the
   * position of its last event. Metadata (a part's own, when it has one) is stored on every event, with its schemaVersion.
   * @throws WrongExpectedVersion when a stream is not at its expected version
   * @throws Error "Nothing to append" when no stream has events; on an expected version that is
   *   not 'any', 'no_stream' or an integer >= 1
   */
  append(streams: AppendToStream[], metadata?: EventMetadata): Promise<AppendResult>;
  /**
   * The committed state of each stream (version 0 and no events when it does not exist), in
   * version order, without locking anything.
   */
  read(streamIds: readonly string[]): Promise<Map<string, StreamState>>;
  /**
   * Up to `limit` committed events after `after` in subscription order ((transaction id,
   * position) ascending), optionally only of `types`.
   */
  readAll(
    after: Checkpoint,
    limit: number,
    types?: readonly string[] | null,
  ): Promise<RecordedEvent[]>;
}

/** Thrown when a stream's version is not the one expected (SQLSTATE KM409 or a unique clash). */
export class WrongExpectedVersion extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WrongExpectedVersion';
  }
}

/** (a) compared with (b) in subscription order: negative, zero or positive. */
export function compareCheckpoints(a: Checkpoint, b: Checkpoint): number {
  if (a.transactionId !== b.transactionId) return a.transactionId < b.transactionId ? -1 : 1;
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  return 0;
}
