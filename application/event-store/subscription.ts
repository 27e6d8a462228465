/**
 * An ordered subscription to all events (ARCHITECTURE.md "Event store"): reads in (transaction id,
 * position) order below the snapshot's xmin, hands each batch to its subscriber inside a
 * transaction that also stores the checkpoint (exactly-once effect on read tables), and wakes when
 * events of its types may have become readable (application/event-store/wake-ups.ts), with a slow
 * poll of its own as a safety net. A subscriber that publishes outside the database (the Kafka
 * relay) gets each batch after its read and the checkpoint moves only once it returned (at least
 * once). Exposes its progress so the API can wait for read-your-writes; in a process that does
 * not run the subscription (another process owns it), the progress is read from the database.
 */
import { EventEmitter } from 'node:events';
import { DeferredStatements } from '../db/deferred-statements';
import { inTransaction, type PoolClient, type Queryable } from '../db/pool';
import { preparedStatement } from '../db/prepared-statement';
import type { PostgresEventStore } from './postgres-event-store';
import { compareCheckpoints, START, type Checkpoint, type RecordedEvent } from './types';
import type { WakeUps } from './wake-ups';

/** What a subscriber does with events: in the checkpoint's transaction, or published outside. */
export type Subscriber = SubscriberOptions &
  (
    | {
        /** Handles a batch inside the transaction that stores the checkpoint (exactly once). */
        handle(client: PoolClient, events: RecordedEvent[]): Promise<void>;
        /**
         * `handle` only writes and reads no statement's answer: its statements then go with the
         * checkpoint and the COMMIT, in their round trip (application/db/deferred-statements.ts).
         */
        writesOnly?: boolean;
      }
    | {
        /**
         * Delivers a batch outside the database (no transaction held open meanwhile); the
         * checkpoint moves after it resolved, so a crash in between delivers the batch again.
         */
        publish(events: RecordedEvent[]): Promise<void>;
      }
  );

interface SubscriberOptions {
  /** Unique name; the key of its checkpoint. */
  name: string;
  /** Event types it handles; null for all. */
  eventTypes: readonly string[] | null;
  /**
   * Where a subscriber without a checkpoint starts: at the beginning (read models, which must see
   * every event), or at the head (side effects: a notifier added to a running store must not
   * message or mail what happened before it existed).
   */
  startAt?: 'beginning' | 'head';
}

/** Where a subscription stands. */
export interface SubscriptionProgress {
  checkpoint: Checkpoint;
  /** Every event of a transaction with a lower id has been handled (0 until a batch ran dry). */
  caughtUpBelow: bigint;
}

const BATCH_SIZE = 500;

/**
 * The safety poll of a running subscription, in milliseconds: wake-ups and the process's shared
 * poll of the horizon (application/event-store/horizon-poll.ts) deliver new events; this only
 * bounds the delay should they ever miss one.
 */
const SAFETY_POLL_MS = 10_000;

/** How soon a failed batch (database restart, a handler bug) is tried again, in milliseconds. */
const RETRY_MS = 1_000;

/** Reads of a batch whose checkpoint another handler moved meanwhile, before giving up. */
const MOVED_ATTEMPTS = 5;

/** How often a process that does not own the subscription looks at its progress while waiting. */
const FOLLOW_POLL_MS = 100;

/** An error's message (or its text when it is not an Error). */
const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

const selectCheckpoint = preparedStatement(
  'checkpoints.read',
  'SELECT transaction_id::text, position::text FROM checkpoints WHERE subscriber = $1',
);
// An advisory lock (migrations/0032_checkpoint-locks.sql), not FOR UPDATE: the transaction gets
// its id at its first write, so a batch holds back every subscription's horizon for less.
const selectCheckpointForUpdate = preparedStatement(
  'checkpoints.lock',
  'SELECT transaction_id, position FROM lock_checkpoint($1)',
);
const updateCheckpoint = preparedStatement(
  'checkpoints.store',
  'UPDATE checkpoints SET transaction_id = $2::text::xid8, position = $3, updated_at = now() WHERE subscriber = $1',
);
const advanceCheckpointFrom = preparedStatement(
  'checkpoints.advance',
  `UPDATE checkpoints SET transaction_id = $4::text::xid8, position = $5, updated_at = now()
    WHERE subscriber = $1 AND transaction_id = $2::text::xid8 AND position = $3`,
);

/**
 * Reads `subscriber`'s checkpoint, creating it when missing (at the start, or at the last event
 * every reader can already see when `startAt` is 'head'); with `lock`, holds its lock until the
 * transaction ends (an advisory lock: the transaction gets no id from it) and reads the
 * checkpoint as stored once the lock is held.
 */
export async function lockCheckpoint(
  client: Queryable,
  subscriber: string,
  startAt: 'beginning' | 'head' = 'beginning',
  lock = true,
): Promise<Checkpoint> {
  const select = lock ? selectCheckpointForUpdate : selectCheckpoint;
  let { rows } = await client.query<CheckpointRow>(select([subscriber]));
  if (rows.length === 0) {
    await createCheckpoint(client, subscriber, startAt);
    ({ rows } = await client.query<CheckpointRow>(select([subscriber])));
  }
  return checkpointOfRow(rows[0]!);
}

/** A checkpoint as `checkpoints.read` and `lock_checkpoint` answer it. */
interface CheckpointRow {
  transaction_id: string;
  position: string;
}

const checkpointOfRow = (row: CheckpointRow): Checkpoint => ({
  transactionId: BigInt(row.transaction_id),
  position: BigInt(row.position),
});

/** Creates `subscriber`'s checkpoint where `startAt` says, unless another process just did. */
async function createCheckpoint(
  client: Queryable,
  subscriber: string,
  startAt: 'beginning' | 'head',
): Promise<void> {
  if (startAt === 'head') {
    await client.query(
      `INSERT INTO checkpoints (subscriber, transaction_id, position)
       SELECT $1, coalesce(last.transaction_id, '0'::xid8), coalesce(last.position, 0)
         FROM (SELECT 1) AS one
         LEFT JOIN LATERAL (
           SELECT transaction_id, position FROM events
            WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
            ORDER BY transaction_id DESC, position DESC LIMIT 1) AS last ON true
       ON CONFLICT DO NOTHING`,
      [subscriber],
    );
  } else {
    await client.query('INSERT INTO checkpoints (subscriber) VALUES ($1) ON CONFLICT DO NOTHING', [
      subscriber,
    ]);
  }
}

/** Stores `subscriber`'s checkpoint (in the caller's transaction). */
export async function storeCheckpoint(
  client: Queryable,
  subscriber: string,
  checkpoint: Checkpoint,
): Promise<void> {
  await client.query(checkpointUpdate(subscriber, checkpoint));
}

/** The statement that stores `subscriber`'s checkpoint. */
const checkpointUpdate = (subscriber: string, checkpoint: Checkpoint) =>
  updateCheckpoint([
    subscriber,
    checkpoint.transactionId.toString(),
    checkpoint.position.toString(),
  ]);

/** Thrown when a subscriber's checkpoint is no longer where its batch started. */
class CheckpointMoved extends Error {}

/**
 * Moves `subscriber`'s checkpoint from `from` to `to` unless another process moved it meanwhile.
 * @throws CheckpointMoved when the checkpoint is no longer `from`
 */
async function advanceCheckpoint(
  pool: Queryable,
  subscriber: string,
  from: Checkpoint,
  to: Checkpoint,
): Promise<void> {
  const { rowCount } = await pool.query(
    advanceCheckpointFrom([
      subscriber,
      from.transactionId.toString(),
      from.position.toString(),
      to.transactionId.toString(),
      to.position.toString(),
    ]),
  );
  if (rowCount !== 1)
    throw new CheckpointMoved(
      `Checkpoint of ${subscriber} was moved by another process; batch not recorded`,
    );
}

export class Subscription {
  private progressState: SubscriptionProgress = { checkpoint: START, caughtUpBelow: 0n };
  /** Batches that handled events in this process (idle moves of the checkpoint not counted). */
  private handledBatches = 0;
  private readonly emitter = new EventEmitter();
  private running = false;
  private wakeRequested = false;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  private unwatch: (() => void) | null = null;
  private lastError: unknown = null;
  private following = false;
  /**
   * Where this process's last batch left the checkpoint (null: read it). The next batch reads
   * after it without reading the checkpoint first; the handling transaction's lock still checks
   * it, so a checkpoint moved meanwhile (an idle move, another owner, a rebuild) costs one more
   * read, never a wrong batch.
   */
  private knownCheckpoint: Checkpoint | null = null;

  /** @param pollMs the safety poll while running, in milliseconds (give or take a quarter) */
  constructor(
    private readonly store: PostgresEventStore,
    private readonly wakeUps: WakeUps,
    readonly subscriber: Subscriber,
    private readonly pollMs = SAFETY_POLL_MS,
  ) {
    this.emitter.setMaxListeners(10_000);
  }

  /** True while this process runs the subscription's loop (then `progress` is authoritative). */
  get isRunning(): boolean {
    return this.running;
  }

  get progress(): SubscriptionProgress {
    return this.progressState;
  }

  /**
   * Changes with every batch this process handled (not with idle moves of the checkpoint to the
   * horizon, application/event-store/idle-checkpoints.ts, which change no row): a version for
   * caches of what the subscriber writes.
   */
  get handledVersion(): number {
    return this.handledBatches;
  }

  /** The last batch's failure as text, or null when it succeeded. */
  get failure(): string | null {
    return this.lastError === null ? null : describeError(this.lastError);
  }

  /**
   * Handles one batch. Returns the number of events handled; a batch smaller than the batch size
   * means the subscription has caught up with the horizon it read below.
   */
  async processBatch(): Promise<number> {
    const subscriber = this.subscriber;
    const { events, horizon, checkpoint } =
      'publish' in subscriber
        ? await this.publishBatch(subscriber.publish.bind(subscriber))
        : await this.handleBatch(
            subscriber.handle.bind(subscriber),
            subscriber.writesOnly ?? false,
          );
    this.progressState = {
      checkpoint,
      caughtUpBelow:
        horizon !== null && events.length < BATCH_SIZE ? horizon : this.progressState.caughtUpBelow,
    };
    // Counted before anyone waiting on the progress goes on to read.
    if (events.length > 0) this.handledBatches += 1;
    this.emitter.emit('progress');
    if (events.length > 0) this.wakeUps.signalProgress();
    return events.length;
  }

  /**
   * Reads the checkpoint (creating it where `startAt` says), without a lock, unless `known`
   * gives it, and the next batch after it.
   */
  private async readBatch(known: Checkpoint | null = null) {
    const pool = this.store.pool;
    const from =
      known ?? (await lockCheckpoint(pool, this.subscriber.name, this.subscriber.startAt, false));
    const batch = await this.store.readOrdered(pool, from, BATCH_SIZE, this.subscriber.eventTypes);
    return { from, batch };
  }

  /**
   * Reads a batch and handles it in the transaction that stores the checkpoint. The batch (and
   * the checkpoint, unless this process's last batch left it known) is read without a
   * transaction first, so a wake-up with nothing to do costs one read-only statement (two) and
   * no transaction id (an idle checkpoint is moved to the horizon
   * by the process's shared poll, application/event-store/idle-checkpoints.ts). The handling
   * transaction locks the checkpoint before it touches any read table and checks that it has not
   * moved: another handler of the same subscription (the loop and a catch-up in this process, two
   * owners for a moment, a rebuild switching tables) either finished first, and the batch is read again, or waits. Read tables are derived data: their
   * transactions commit without waiting for the WAL flush, since a crash can only lose a batch
   * together with its checkpoint, and the batch is handled again. The horizon is null when the
   * checkpoint kept moving under it.
   */
  private async handleBatch(
    handle: (client: PoolClient, events: RecordedEvent[]) => Promise<void>,
    writesOnly: boolean,
  ) {
    for (let attempt = 1; ; attempt++) {
      const known = this.knownCheckpoint;
      // Unknown again until this batch ends well: a failed batch reads the checkpoint afresh.
      this.knownCheckpoint = null;
      const { from, batch } = await this.readBatch(known);
      if (batch.events.length === 0) {
        this.knownCheckpoint = from;
        return { events: batch.events, horizon: batch.horizon, checkpoint: from };
      }
      const to = checkpointOf(batch.events);
      const name = this.subscriber.name;
      // The lock goes with BEGIN and the checkpoint with COMMIT: the handlers' statements are
      // the batch's only other round trips, and none when they only write.
      const locked = await inTransaction(
        this.store.pool,
        async (client, { openingRows, commitWith }) => {
          const current =
            openingRows.length > 0
              ? checkpointOfRow(openingRows[0] as unknown as CheckpointRow)
              : await lockCheckpoint(client, name);
          if (compareCheckpoints(current, from) !== 0) return current;
          const deferred = writesOnly ? new DeferredStatements() : null;
          await handle(deferred?.client ?? client, batch.events);
          commitWith(...(deferred?.statements ?? []), checkpointUpdate(name, to));
          return null;
        },
        { synchronousCommit: false, opening: selectCheckpointForUpdate([name]) },
      );
      if (locked === null) {
        this.knownCheckpoint = to;
        return { events: batch.events, horizon: batch.horizon, checkpoint: to };
      }
      this.knownCheckpoint = locked;
      if (attempt >= MOVED_ATTEMPTS) return { events: [], horizon: null, checkpoint: locked };
    }
  }

  /**
   * Reads a batch, publishes it with no transaction open (a slow broker must not hold back
   * every subscriber's horizon), then advances the checkpoint if it is still where the batch
   * started.
   */
  private async publishBatch(publish: (events: RecordedEvent[]) => Promise<void>) {
    const { from, batch } = await this.readBatch();
    if (batch.events.length === 0)
      return { events: batch.events, horizon: batch.horizon, checkpoint: from };
    await publish(batch.events);
    const to = checkpointOf(batch.events);
    await advanceCheckpoint(this.store.pool, this.subscriber.name, from, to);
    return { events: batch.events, horizon: batch.horizon, checkpoint: to };
  }

  /**
   * Reads the progress that the owning process stored (used while this process does not run the
   * subscription): its checkpoint and, when nothing of its types waits below the horizon, that
   * horizon.
   */
  async refresh(): Promise<void> {
    const { rows } = await this.store.pool.query<{
      transaction_id: string | null;
      position: string | null;
    }>(
      `SELECT c.transaction_id::text, c.position::text
         FROM (SELECT 1) AS one LEFT JOIN checkpoints c ON c.subscriber = $1`,
      [this.subscriber.name],
    );
    const row = rows[0]!;
    const checkpoint: Checkpoint =
      row.transaction_id === null
        ? START
        : { transactionId: BigInt(row.transaction_id), position: BigInt(row.position!) };
    const pending = await this.store.readOrdered(
      this.store.pool,
      checkpoint,
      1,
      this.subscriber.eventTypes,
    );
    this.progressState = {
      checkpoint,
      caughtUpBelow:
        pending.events.length === 0 ? pending.horizon : this.progressState.caughtUpBelow,
    };
    this.emitter.emit('progress');
  }

  /** Handles batches until one comes back smaller than the batch size. */
  async catchUp(onBatch?: (handled: number) => void): Promise<void> {
    for (;;) {
      const handled = await this.processBatch();
      onBatch?.(handled);
      if (handled < BATCH_SIZE) return;
    }
  }

  /**
   * Starts the background loop: it reads when woken (events of its types may have become
   * readable, application/event-store/wake-ups.ts), and every `pollMs` as a safety net.
   */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.unwatch = this.wakeUps.watch({
      name: this.subscriber.name,
      eventTypes: this.subscriber.eventTypes,
      wake: () => this.requestWake(),
    });
    this.loop = this.run();
  }

  /** Stops the loop at a batch boundary. */
  async stop(): Promise<void> {
    this.running = false;
    this.unwatch?.();
    this.unwatch = null;
    this.requestWake();
    await this.loop;
    this.loop = null;
  }

  /**
   * Resolves true once the subscription has handled `target` (or everything of its transaction),
   * false after `timeoutMs`.
   */
  waitFor(target: Checkpoint, timeoutMs: number): Promise<boolean> {
    const isPast = () =>
      target.transactionId < this.progressState.caughtUpBelow ||
      compareCheckpoints(this.progressState.checkpoint, target) >= 0;
    if (isPast()) return Promise.resolve(true);
    const waiting = new Promise<boolean>((resolve) => {
      const onProgress = () => {
        if (!isPast()) return;
        cleanup();
        resolve(true);
      };
      const timer = setTimeout(() => {
        cleanup();
        resolve(false);
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.emitter.off('progress', onProgress);
      };
      this.emitter.on('progress', onProgress);
    });
    if (this.running) this.requestWake();
    else void this.follow();
    return waiting;
  }

  /**
   * While this process does not run the subscription and someone waits on it, re-reads the
   * stored progress whenever an owner signals progress (owners notify it while this process
   * announces that it follows, which it does while it listens for progress:
   * application/event-store/wake-ups.ts), or every FOLLOW_POLL_MS.
   */
  private async follow(): Promise<void> {
    if (this.following) return;
    this.following = true;
    let signalled: (() => void) | null = null;
    const stopListening = this.wakeUps.subscribeProgress(() => signalled?.());
    try {
      while (!this.running && this.emitter.listenerCount('progress') > 0) {
        await this.refresh().catch(() => {});
        if (this.emitter.listenerCount('progress') === 0) break;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, FOLLOW_POLL_MS);
          function done() {
            clearTimeout(timer);
            resolve();
          }
          signalled = done;
        });
        signalled = null;
      }
    } finally {
      stopListening();
      this.following = false;
    }
  }

  private requestWake(): void {
    this.wakeRequested = true;
    this.wake?.();
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.wakeRequested = false;
      let handled = 0;
      try {
        handled = await this.processBatch();
        this.lastError = null;
      } catch (error) {
        // A failing batch (database restart, a handler bug) is retried after RETRY_MS; its
        // transaction rolled back, so nothing was half-applied.
        this.lastError = error;
      }
      if (!this.running) break;
      if (handled >= BATCH_SIZE || this.wakeRequested) continue;
      await new Promise<void>((resolve) => {
        // Jittered by up to a quarter either way, so that the subscriptions of a process, which
        // all woke together at start, do not keep polling in one burst.
        const safetyPollMs = this.pollMs * (0.75 + Math.random() / 2);
        const timer = setTimeout(done, this.lastError ? RETRY_MS : safetyPollMs);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.wake = done;
      });
      this.wake = null;
    }
  }
}

/** The checkpoint just after the last event of `events` (not empty). */
function checkpointOf(events: RecordedEvent[]): Checkpoint {
  const last = events[events.length - 1]!;
  return { transactionId: last.transactionId, position: last.position };
}
