/**
 * An ordered subscription to all events (DESIGN.md "Event store"): reads in (transaction id,
 * position) order below the snapshot's xmin, hands each batch to its subscriber inside a
 * transaction that also stores the checkpoint (exactly-once effect on read tables), and wakes on
 * append signals or a short poll. Exposes its progress so the API can wait for read-your-writes.
 */
import { EventEmitter } from 'node:events';
import { inTransaction, type PoolClient } from '../db/pool';
import type { PostgresEventStore } from './postgres-event-store';
import { compareCheckpoints, START, type Checkpoint, type RecordedEvent } from './types';
import type { WakeUps } from './wake-ups';

/** What a subscriber does with events. */
export interface Subscriber {
  /** Unique name; the key of its checkpoint. */
  name: string;
  /** Event types it handles; null for all. */
  eventTypes: readonly string[] | null;
  /** Handles a batch inside the transaction that stores the checkpoint. */
  handle(client: PoolClient, events: RecordedEvent[]): Promise<void>;
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

/** An error's message (or its text when it is not an Error). */
const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Reads `subscriber`'s checkpoint, creating it when missing (at the start, or at the last event
 * every reader can already see when `startAt` is 'head'); locks it.
 */
export async function lockCheckpoint(
  client: PoolClient,
  subscriber: string,
  startAt: 'beginning' | 'head' = 'beginning',
): Promise<Checkpoint> {
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
  const { rows } = await client.query<{ transaction_id: string; position: string }>(
    'SELECT transaction_id::text, position::text FROM checkpoints WHERE subscriber = $1 FOR UPDATE',
    [subscriber],
  );
  const row = rows[0]!;
  return { transactionId: BigInt(row.transaction_id), position: BigInt(row.position) };
}

/** Stores `subscriber`'s checkpoint (in the caller's transaction). */
export async function storeCheckpoint(
  client: PoolClient,
  subscriber: string,
  checkpoint: Checkpoint,
): Promise<void> {
  await client.query(
    'UPDATE checkpoints SET transaction_id = $2::text::xid8, position = $3, updated_at = now() WHERE subscriber = $1',
    [subscriber, checkpoint.transactionId.toString(), checkpoint.position.toString()],
  );
}

export class Subscription {
  private progressState: SubscriptionProgress = { checkpoint: START, caughtUpBelow: 0n };
  private readonly emitter = new EventEmitter();
  private running = false;
  private wakeRequested = false;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  private unsubscribe: (() => void) | null = null;
  private lastError: unknown = null;

  constructor(
    private readonly store: PostgresEventStore,
    private readonly wakeUps: WakeUps,
    readonly subscriber: Subscriber,
    private readonly pollMs = 250,
  ) {
    this.emitter.setMaxListeners(10_000);
  }

  get progress(): SubscriptionProgress {
    return this.progressState;
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
    const { events, horizon, checkpoint } = await inTransaction(this.store.pool, async (client) => {
      const from = await lockCheckpoint(client, this.subscriber.name, this.subscriber.startAt);
      const batch = await this.store.readOrdered(
        client,
        from,
        BATCH_SIZE,
        this.subscriber.eventTypes,
      );
      let to = from;
      if (batch.events.length > 0) {
        await this.subscriber.handle(client, batch.events);
        const last = batch.events[batch.events.length - 1]!;
        to = { transactionId: last.transactionId, position: last.position };
        await storeCheckpoint(client, this.subscriber.name, to);
      }
      return { events: batch.events, horizon: batch.horizon, checkpoint: to };
    });
    this.progressState = {
      checkpoint,
      caughtUpBelow: events.length < BATCH_SIZE ? horizon : this.progressState.caughtUpBelow,
    };
    this.emitter.emit('progress');
    return events.length;
  }

  /** Handles batches until one comes back smaller than the batch size. */
  async catchUp(onBatch?: (handled: number) => void): Promise<void> {
    for (;;) {
      const handled = await this.processBatch();
      onBatch?.(handled);
      if (handled < BATCH_SIZE) return;
    }
  }

  /** Starts the background loop (wake-ups plus a poll every `pollMs`). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = this.wakeUps.subscribe(() => this.requestWake());
    this.loop = this.run();
  }

  /** Stops the loop at a batch boundary. */
  async stop(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
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
    this.requestWake();
    return new Promise((resolve) => {
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
        // A failing batch (database restart, a handler bug) is retried after the poll interval;
        // its transaction rolled back, so nothing was half-applied.
        this.lastError = error;
      }
      if (!this.running) break;
      if (handled >= BATCH_SIZE || this.wakeRequested) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, this.lastError ? this.pollMs * 4 : this.pollMs);
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
