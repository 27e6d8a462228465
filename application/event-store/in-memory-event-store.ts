/**
 * The event store in memory, for the unit tier: the same contract as PostgresEventStore
 * (event-store-contract.ts) without a database. Every append is its own transaction, committed
 * at once, so subscription order is append order. Data and metadata go through JSON as they do
 * through jsonb, so a handler sees what PostgreSQL would give back.
 */
import { randomUUID } from 'node:crypto';
import { Upcasters } from './upcasters';
import {
  expectedVersionNumber,
  WrongExpectedVersion,
  compareCheckpoints,
  type AppendResult,
  type AppendToStream,
  type Checkpoint,
  type EventMetadata,
  type EventStore,
  type RecordedEvent,
  type StreamState,
} from './types';

/** An EventStore held in this process's memory; a fresh one per test. */
export class InMemoryEventStore implements EventStore {
  /** Events as written (data before upcasting), in position order. */
  private readonly all: RecordedEvent[] = [];
  private readonly streams = new Map<string, RecordedEvent[]>();
  private lastTransactionId = 0n;
  private interleaved: { streams: AppendToStream[]; metadata: EventMetadata }[] = [];

  /** `now` stamps recordedAt (a fixed clock in tests). */
  constructor(
    private readonly upcasters: Upcasters = new Upcasters(),
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Makes the next append (by anyone) first append `streams` as another writer would have, just
   * before it: a command that loaded its streams meets a version conflict once and retries.
   */
  interleaveBeforeNextAppend(streams: AppendToStream[], metadata: EventMetadata = {}): void {
    this.interleaved.push({ streams, metadata });
  }

  append(streams: AppendToStream[], metadata: EventMetadata = {}): Promise<AppendResult> {
    return this.appendUnlessChanged(streams, metadata, new Map());
  }

  /**
   * Appends as `append` does, and refuses too when a stream of `read` (stream id to the version
   * it was read at) has moved since: what a lock held from the read to the commit guarantees on
   * PostgreSQL, checked at the commit instead (InMemoryCommandRunner).
   * @throws WrongExpectedVersion when a stream is not at its expected or read version
   */
  appendUnlessChanged(
    streams: AppendToStream[],
    metadata: EventMetadata,
    read: ReadonlyMap<string, number>,
  ): Promise<AppendResult> {
    // In the executor, so a refusal rejects the promise as PostgreSQL's would.
    return new Promise((resolve) => {
      const before = this.interleaved;
      this.interleaved = [];
      for (const other of before) this.commit(other.streams, other.metadata);
      for (const [streamId, version] of read) {
        const now = this.streams.get(streamId)?.length ?? 0;
        if (now !== version)
          throw new WrongExpectedVersion(
            `Stream ${streamId} moved from version ${version} to ${now} since it was read`,
          );
      }
      resolve(this.commit(streams, metadata));
    });
  }

  read(streamIds: readonly string[]): Promise<Map<string, StreamState>> {
    const states = new Map<string, StreamState>();
    for (const id of [...new Set(streamIds)].sort()) {
      const events = (this.streams.get(id) ?? []).map((event) => this.upcast(event));
      states.set(id, { version: events.length, events });
    }
    return Promise.resolve(states);
  }

  readAll(
    after: Checkpoint,
    limit: number,
    types: readonly string[] | null = null,
  ): Promise<RecordedEvent[]> {
    return Promise.resolve(
      this.all
        .filter((event) => compareCheckpoints(event, after) > 0)
        .filter((event) => types === null || types.includes(event.type))
        .slice(0, limit)
        .map((event) => this.upcast(event)),
    );
  }

  /** Every stream id that has events, in order of creation (for folds over all streams). */
  streamIds(): string[] {
    return [...this.streams.keys()];
  }

  private commit(streams: AppendToStream[], metadata: EventMetadata): AppendResult {
    const nonEmpty = streams.filter((stream) => stream.events.length > 0);
    if (nonEmpty.length === 0) throw new Error('Nothing to append');
    const versions = new Map<string, number>();
    for (const stream of nonEmpty) {
      const expected = expectedVersionNumber(stream.expectedVersion);
      const version =
        versions.get(stream.streamId) ?? this.streams.get(stream.streamId)?.length ?? 0;
      if (expected !== -1 && expected !== version)
        throw new WrongExpectedVersion(
          `Stream ${stream.streamId} is at version ${version}, not ${stream.expectedVersion}`,
        );
      versions.set(stream.streamId, version + stream.events.length);
    }
    const transactionId = ++this.lastTransactionId;
    const recordedAt = this.now();
    for (const stream of nonEmpty) {
      const stored = this.streams.get(stream.streamId) ?? [];
      for (const event of stream.events) {
        const recorded: RecordedEvent = {
          position: BigInt(this.all.length + 1),
          transactionId,
          eventId: randomUUID(),
          streamId: stream.streamId,
          streamVersion: stored.length + 1,
          type: event.type,
          data: throughJson(event.data),
          metadata: throughJson({
            ...(stream.metadata ?? metadata),
            schemaVersion: this.upcasters.currentVersion(event.type),
          }),
          recordedAt,
        };
        stored.push(recorded);
        this.all.push(recorded);
      }
      this.streams.set(stream.streamId, stored);
    }
    return { transactionId, lastPosition: this.all.at(-1)!.position };
  }

  private upcast(event: RecordedEvent): RecordedEvent {
    return {
      ...event,
      data: this.upcasters.upcast(event.type, event.metadata.schemaVersion ?? 1, event.data),
    };
  }
}

/** `value` as jsonb would give it back (undefined fields dropped, dates as ISO strings). */
function throughJson<T>(value: T): T & Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as T & Record<string, unknown>;
}
