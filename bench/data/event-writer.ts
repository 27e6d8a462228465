/**
 * Bulk appends for the data generator. It records the events of whole commands as
 * executeCommand and PostgresEventStore.appendInTransaction would (application/commands/execute.ts,
 * application/event-store/postgres-event-store.ts): each stream's next versions, metadata with
 * the command, the actor, the request id (also the correlation id) of an HTTP request and the
 * event type's schema version. It inserts them in batches of whole commands, one transaction per
 * batch on one connection, so the subscription order (transaction id, position) is the order the
 * commands ran in, and the streams table gets the new versions of the batch's streams in the same
 * statement, so the store is consistent after every batch. Inserting a batch overlaps with
 * generating the next.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { EventMetadata, NewEvent } from '../../application/event-store/types';
import { Upcasters } from '../../application/event-store/upcasters';

/** One command's run: its name (as executeCommand records it), who ran it and when. */
export interface CommandRun {
  name: string;
  /** The acting user; null for the system (registration, payment webhooks, jobs). */
  actorId: number | null;
  at: Date;
  /** False for work without an HTTP request (pg-boss jobs): no request id. Default true. */
  viaHttp?: boolean;
}

/** An event as the insert reads it: stream, version, type, data, metadata, recorded time. */
interface Row {
  s: string;
  v: number;
  t: string;
  d: object;
  m: EventMetadata;
  r: string;
}

/** One stream's part of a command's append. */
export interface StreamAppend {
  streamId: string;
  events: readonly NewEvent[];
}

// jsonb_to_recordset parses the batch once (faster than json_to_recordset with casts, and than
// sending each command's metadata once with its events nested), and its rows come out in array
// order, so positions follow the order of the commands. Data and metadata are stored as
// append_events stores them. One statement: one transaction for the events and their streams'
// versions.
const INSERT_BATCH = `WITH appended AS (
    INSERT INTO events (stream_id, stream_version, event_type, data, metadata, recorded_at)
    SELECT s, v, t, d, m, r
      FROM jsonb_to_recordset($1::jsonb) AS e(s text, v bigint, t text, d jsonb, m jsonb, r timestamptz)
    RETURNING 1),
  versions AS (
    INSERT INTO streams AS s (stream_id, version) SELECT * FROM unnest($2::text[], $3::bigint[])
    ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version
    RETURNING 1)
  SELECT (SELECT count(*) FROM appended) AS events, (SELECT count(*) FROM versions) AS streams`;

export class EventWriter {
  private readonly upcasters = new Upcasters();
  private readonly versions = new Map<string, number>();
  private readonly counts = new Map<string, number>();
  private rows: Row[] = [];
  /** The streams the batch appends to, at their new versions. */
  private touched = new Map<string, number>();
  private inFlight: Promise<void> = Promise.resolve();
  private failure: { error: unknown } | null = null;
  /** Events recorded so far (inserted or waiting in the batch). */
  recorded = 0;
  /** Events committed so far. */
  inserted = 0;

  /**
   * @param client a connection of its own (not in a transaction): every batch commits on it in order
   * @param batchSize events per insert (whole commands, so a batch may be slightly larger)
   * @param onInserted called with the number of events committed after each batch
   */
  constructor(
    private readonly client: pg.ClientBase,
    private readonly batchSize: number,
    private readonly onInserted?: (inserted: number) => void,
  ) {}

  /** Streams appended to so far. */
  get streams(): number {
    return this.versions.size;
  }

  /** Records one command's append (streams without events are skipped, as the store does). */
  append(run: CommandRun, streams: readonly StreamAppend[]): void {
    const requestId = run.viaHttp === false ? null : randomUUID();
    const metadata: EventMetadata = {
      command: run.name,
      actorId: run.actorId,
      ...(requestId ? { requestId, correlationId: requestId } : {}),
    };
    const at = run.at.toISOString();
    // The command's metadata per schema version. Events are serialised at the flush: nothing
    // here or in the domain mutates them after they were decided.
    const stamped = new Map<number, EventMetadata>();
    for (const { streamId, events } of streams) {
      if (events.length === 0) continue;
      let version = this.versions.get(streamId) ?? 0;
      for (const event of events) {
        version += 1;
        const schemaVersion = this.upcasters.currentVersion(event.type);
        let m = stamped.get(schemaVersion);
        if (!m) stamped.set(schemaVersion, (m = { ...metadata, schemaVersion }));
        this.rows.push({ s: streamId, v: version, t: event.type, d: event.data, m, r: at });
        this.counts.set(event.type, (this.counts.get(event.type) ?? 0) + 1);
      }
      this.recorded += events.length;
      this.versions.set(streamId, version);
      this.touched.set(streamId, version);
    }
  }

  /** Whether the batch is full (flush it before recording more). */
  get isFull(): boolean {
    return this.rows.length >= this.batchSize;
  }

  /**
   * Sends the batch once the previous one has committed, and returns without waiting for it.
   * @throws the previous batch's database error
   */
  async flush(): Promise<void> {
    if (this.rows.length === 0) return;
    const params = [
      JSON.stringify(this.rows),
      [...this.touched.keys()],
      [...this.touched.values()],
    ];
    const count = this.rows.length;
    this.rows = [];
    this.touched = new Map();
    await this.inFlight;
    this.throwIfFailed();
    this.inFlight = this.client.query(INSERT_BATCH, params).then(
      () => {
        this.inserted += count;
        this.onInserted?.(this.inserted);
      },
      (error: unknown) => {
        this.failure = { error };
      },
    );
  }

  /**
   * Inserts what is left; returns the events recorded per type.
   * @throws a database error of any batch
   */
  async finish(): Promise<Map<string, number>> {
    await this.flush();
    await this.inFlight;
    this.throwIfFailed();
    return this.counts;
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure.error;
  }
}
