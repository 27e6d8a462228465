/**
 * Subscriber wake-ups without a NOTIFY per appended row (ARCHITECTURE.md "Wake-ups"): an append
 * signals in-process listeners at once and, for other processes, sends at most one `NOTIFY`
 * per interval, after commit and outside any append transaction. A LISTEN connection turns other
 * processes' notifications into local signals. Subscribers also poll, so a lost notification
 * only delays them. A second signal, "progress", tells other processes that a subscription
 * owned here moved its checkpoint (their read-your-writes waits then look again).
 */
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Pool } from '../db/pool';

/** The two signals: new events were appended, or a subscription's checkpoint moved. */
type Signal = 'events' | 'progress';

const CHANNELS: Record<Signal, string> = {
  events: 'keymart_events',
  progress: 'keymart_progress',
};

/** How often a lost LISTEN connection is dialled again. */
const RELISTEN_MS = 1_000;

export class WakeUps {
  private readonly emitter = new EventEmitter();
  private readonly notifyTimers = new Map<Signal, NodeJS.Timeout>();
  private listener: pg.Client | null = null;
  private relistenTimer: NodeJS.Timeout | null = null;
  private closed = false;

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

  /**
   * Calls `listener` on every wake-up (new events), with the types of the events when this
   * process appended them (undefined when another process did: any type); returns the function
   * that stops it.
   */
  subscribe(listener: (eventTypes?: readonly string[]) => void): () => void {
    this.emitter.on('events', listener);
    return () => this.emitter.off('events', listener);
  }

  /** Calls `listener` whenever some subscription's checkpoint moved; returns its stop function. */
  subscribeProgress(listener: () => void): () => void {
    return this.on('progress', listener);
  }

  /** New events (of `eventTypes`, when known) were committed by this process. */
  signal(eventTypes?: readonly string[]): void {
    this.send('events', eventTypes);
  }

  /** A subscription owned by this process stored a new checkpoint. */
  signalProgress(): void {
    this.send('progress');
  }

  private on(signal: Signal, listener: () => void): () => void {
    this.emitter.on(signal, listener);
    return () => this.emitter.off(signal, listener);
  }

  private send(signal: Signal, eventTypes?: readonly string[]): void {
    this.emitter.emit(signal, eventTypes);
    if (!this.pool || this.notifyTimers.has(signal)) return;
    const pool = this.pool;
    this.notifyTimers.set(
      signal,
      setTimeout(() => {
        this.notifyTimers.delete(signal);
        pool.query(`NOTIFY ${CHANNELS[signal]}`).catch(() => {});
      }, this.coalesceMs),
    );
  }

  /**
   * Listens for other processes' notifications on a dedicated connection. When that connection is
   * lost (a restart of PostgreSQL), it is dialled again every RELISTEN_MS until it listens again,
   * and both signals fire then, since notifications sent meanwhile were missed.
   * @throws Error when the first connection fails
   */
  async listen(databaseUrl: string): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    const onLost = () => {
      if (this.listener !== client) return;
      this.listener = null;
      this.relisten(databaseUrl);
    };
    client.on('error', onLost);
    client.on('end', onLost);
    try {
      await client.connect();
      client.on('notification', ({ channel }) =>
        this.emitter.emit(channel === CHANNELS.progress ? 'progress' : 'events'),
      );
      await client.query(`LISTEN ${CHANNELS.events}; LISTEN ${CHANNELS.progress}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    this.listener = client;
  }

  private relisten(databaseUrl: string): void {
    if (this.closed || this.relistenTimer) return;
    this.relistenTimer = setTimeout(() => {
      this.relistenTimer = null;
      this.listen(databaseUrl).then(
        () => {
          this.emitter.emit('events');
          this.emitter.emit('progress');
        },
        () => this.relisten(databaseUrl),
      );
    }, RELISTEN_MS);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.relistenTimer) clearTimeout(this.relistenTimer);
    this.relistenTimer = null;
    for (const timer of this.notifyTimers.values()) clearTimeout(timer);
    this.notifyTimers.clear();
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => {});
  }
}
