/**
 * Inline projections (ARCHITECTURE.md "Read-your-writes"): read models whose handlers run inside
 * the transaction of every append of their event types, so a command's caller reads its change
 * without waiting. Each has a transaction-level advisory lock (first key 0x4B50, "KP"; second
 * key hashtext of its name, migrations/0031_append-events-recorded.sql): appends of its types
 * take it shared in `append_events`, before their first write; a rebuild's switch takes it
 * exclusively, so no append of its types is in flight while it replays the last events and
 * swaps the tables.
 */
import type { PoolClient } from '../db/pool';
import type { RecordedEvent } from './types';

/** What the event store needs of an inline projection. */
export interface InlineProjection {
  /** The projection's name (the key of its inline lock). */
  name: string;
  /** The event types it handles. */
  eventTypes: readonly string[];
  /**
   * Applies `events` (only of its types, in append order) in the append's transaction. It only
   * writes: in a command's transaction `client` records its statements, sent with the COMMIT
   * (application/db/deferred-statements.ts), and reading an answer throws.
   */
  handle(client: PoolClient, events: readonly RecordedEvent[]): Promise<void>;
}

/**
 * Waits until no append handled by inline projection `name` is in flight, and keeps new ones
 * from writing until the caller's transaction ends (they wait in `append_events`).
 */
export async function excludeInlineAppends(client: PoolClient, name: string): Promise<void> {
  await client.query('SELECT pg_advisory_xact_lock(19280, hashtext($1))', [name]);
}
