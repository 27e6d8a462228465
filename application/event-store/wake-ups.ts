/**
 * Subscriber wake-ups without a NOTIFY per appended row (DESIGN.md "Wake-ups"): an append
 * signals in-process listeners at once and, for other processes, sends at most one `NOTIFY`
 * per interval, after commit and outside any append transaction. A LISTEN connection turns other
 * processes' notifications into local signals. Subscribers also poll, so a lost notification
 * only delays them.
 */
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Pool } from '../db/pool';

const CHANNEL = 'keymart_events';

export class WakeUps {
  private readonly emitter = new EventEmitter();
  private notifyTimer: NodeJS.Timeout | null = null;
  private listener: pg.Client | null = null;

  /**
   * @param pool used for the coalesced NOTIFY; null keeps wake-ups in this process only
   * @param coalesceMs at most one NOTIFY per this many milliseconds
   */
  constructor(
    private readonly pool: Pool | null,
    private readonly coalesceMs = 5,
  ) {
    this.emitter.setMaxListeners(100);
  }

  /** Calls `listener` on every wake-up; returns the function that stops it. */
  subscribe(listener: () => void): () => void {
    this.emitter.on('wake', listener);
    return () => this.emitter.off('wake', listener);
  }

  /** New events were committed by this process. */
  signal(): void {
    this.emitter.emit('wake');
    if (!this.pool || this.notifyTimer) return;
    const pool = this.pool;
    this.notifyTimer = setTimeout(() => {
      this.notifyTimer = null;
      pool.query(`NOTIFY ${CHANNEL}`).catch(() => {});
    }, this.coalesceMs);
  }

  /** Listens for other processes' notifications on a dedicated connection. */
  async listen(databaseUrl: string): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', () => {});
    await client.connect();
    client.on('notification', () => this.emitter.emit('wake'));
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
  }

  async close(): Promise<void> {
    if (this.notifyTimer) clearTimeout(this.notifyTimer);
    this.notifyTimer = null;
    await this.listener?.end().catch(() => {});
    this.listener = null;
  }
}
