/**
 * Subscriber wake-ups without a NOTIFY per appended row (ARCHITECTURE.md "Wake-ups"). An append
 * signals the subscriptions of this process at once and, for other processes, sends at most one
 * `NOTIFY` per interval, after commit and outside any append transaction, naming this instance and
 * the event types appended meanwhile (application/event-store/wake-up-notice.ts). A LISTEN
 * connection turns other processes' notifications into wake-ups of the subscriptions of those
 * types; a process ignores its own. One shared poll of the horizon per process
 * (application/event-store/horizon-poll.ts) catches what no signal announces, so a lost
 * notification only delays a subscription.
 *
 * A second signal, "progress", tells other processes that a subscription owned here moved its
 * checkpoint (their read-your-writes waits then look again). It is sent only while another
 * process follows: a process with someone waiting for progress announces itself on a third
 * channel, "follow", every FOLLOW_ANNOUNCE_MS, and an owner notifies progress until
 * FOLLOWER_TTL_MS after the last announcement it heard. A follower also polls, so progress made
 * before its announcement arrived is seen all the same.
 */
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Pool } from '../db/pool';
import { HorizonPoll, type Watcher } from './horizon-poll';
import { concerns, decodeNotice, encodeNotice } from './wake-up-notice';

const CHANNELS = {
  events: 'keymart_events',
  progress: 'keymart_progress',
  follow: 'keymart_follow',
} as const;

/** How often a lost LISTEN connection is dialled again. */
const RELISTEN_MS = 1_000;

/** How often a process with someone waiting for another process's progress says so. */
const FOLLOW_ANNOUNCE_MS = 1_000;

/** How long after a follower's last announcement progress is still notified. */
const FOLLOWER_TTL_MS = 5_000;

export class WakeUps {
  /** This instance, named in its notifications so that it can ignore them (random). */
  readonly instance = randomBytes(8).toString('hex');
  private readonly watchers = new Set<Watcher>();
  private readonly progress = new EventEmitter();
  private readonly horizonPoll: HorizonPoll | null;
  /** Event types appended since the last NOTIFY (null: any type); undefined when none is due. */
  private pendingTypes: Set<string> | null | undefined = undefined;
  private readonly notifyTimers = new Map<'events' | 'progress', NodeJS.Timeout>();
  private announceTimer: NodeJS.Timeout | null = null;
  private announcedAt = Number.NEGATIVE_INFINITY;
  private followerHeardAt = Number.NEGATIVE_INFINITY;
  private listener: pg.Client | null = null;
  private relistenTimer: NodeJS.Timeout | null = null;
  private closed = false;

  /**
   * @param pool used for the coalesced NOTIFY and the shared poll of the horizon; null keeps
   *   wake-ups in this process only (no NOTIFY, no poll)
   * @param coalesceMs at most one NOTIFY per channel per this many milliseconds
   */
  constructor(
    private readonly pool: Pool | null,
    private readonly coalesceMs = 5,
  ) {
    this.progress.setMaxListeners(10_000);
    this.horizonPoll = pool ? new HorizonPoll(pool, () => this.watchers) : null;
  }

  /**
   * Wakes `watcher` (a subscription running in this process) whenever events of its types may
   * have become readable: appended here, announced by another process, or seen passing below the
   * horizon by the shared poll; also once soon after it started watching. Returns the function
   * that stops it.
   */
  watch(watcher: Watcher): () => void {
    this.watchers.add(watcher);
    this.horizonPoll?.add(watcher);
    return () => {
      this.watchers.delete(watcher);
      this.horizonPoll?.remove(watcher);
    };
  }

  /**
   * Calls `listener` whenever some subscription's checkpoint moved; returns its stop function.
   * While any listener is registered, this process announces to others that it follows.
   */
  subscribeProgress(listener: () => void): () => void {
    this.progress.on('progress', listener);
    this.keepAnnouncing();
    return () => {
      this.progress.off('progress', listener);
      if (this.progress.listenerCount('progress') > 0 || !this.announceTimer) return;
      clearTimeout(this.announceTimer);
      this.announceTimer = null;
    };
  }

  /** New events (of `eventTypes`; undefined: any type) were committed by this process. */
  signal(eventTypes?: readonly string[]): void {
    const types = eventTypes ?? null;
    this.wakeWatchers(types);
    if (!this.pool) return;
    if (types === null || this.pendingTypes === null) this.pendingTypes = null;
    else this.pendingTypes = new Set([...(this.pendingTypes ?? []), ...types]);
    this.notifySoon('events');
  }

  /**
   * A subscription owned by this process stored a new checkpoint: tells this process's followers,
   * and other processes while one of them follows.
   */
  signalProgress(): void {
    this.progress.emit('progress');
    if (this.pool && Date.now() - this.followerHeardAt < FOLLOWER_TTL_MS)
      this.notifySoon('progress');
  }

  /**
   * Handles one notification of the LISTEN connection: a notice this instance sent is ignored;
   * new events wake the subscriptions of their types, progress wakes this process's followers,
   * and a follower's announcement turns progress notifications on for FOLLOWER_TTL_MS.
   */
  receive(channel: string, payload: string | undefined): void {
    const notice = decodeNotice(payload);
    if (notice.instance === this.instance) return;
    if (channel === CHANNELS.follow) this.followerHeardAt = Date.now();
    else if (channel === CHANNELS.progress) this.progress.emit('progress');
    else this.wakeWatchers(notice.eventTypes);
  }

  private wakeWatchers(eventTypes: readonly string[] | null): void {
    for (const watcher of this.watchers)
      if (concerns(watcher.eventTypes, eventTypes)) watcher.wake();
  }

  /** Sends `signal`'s NOTIFY within `coalesceMs`, once for every call made meanwhile. */
  private notifySoon(signal: 'events' | 'progress'): void {
    if (this.notifyTimers.has(signal)) return;
    this.notifyTimers.set(
      signal,
      setTimeout(() => {
        this.notifyTimers.delete(signal);
        let eventTypes: readonly string[] | null = null;
        if (signal === 'events') {
          eventTypes = this.pendingTypes ? [...this.pendingTypes] : null;
          this.pendingTypes = undefined;
        }
        this.notify(CHANNELS[signal], encodeNotice(this.instance, eventTypes));
      }, this.coalesceMs),
    );
  }

  private notify(channel: string, payload: string): void {
    this.pool?.query('SELECT pg_notify($1, $2)', [channel, payload]).catch(() => {});
  }

  /**
   * Announces that this process follows, now (or once the last announcement is FOLLOW_ANNOUNCE_MS
   * old), then every FOLLOW_ANNOUNCE_MS while someone here listens for progress.
   */
  private keepAnnouncing(): void {
    if (this.announceTimer || !this.pool || this.closed) return;
    this.announceTimer = setTimeout(
      () => {
        this.announceTimer = null;
        if (this.progress.listenerCount('progress') === 0) return;
        this.announcedAt = Date.now();
        this.notify(CHANNELS.follow, encodeNotice(this.instance, null));
        this.keepAnnouncing();
      },
      Math.max(0, this.announcedAt + FOLLOW_ANNOUNCE_MS - Date.now()),
    );
  }

  /**
   * Listens for other processes' notifications on a dedicated connection. When that connection is
   * lost (a restart of PostgreSQL), it is dialled again every RELISTEN_MS until it listens again,
   * and every subscription and follower wakes then, since notifications sent meanwhile were missed.
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
      client.on('notification', ({ channel, payload }) => this.receive(channel, payload));
      await client.query(
        Object.values(CHANNELS)
          .map((channel) => `LISTEN ${channel}`)
          .join('; '),
      );
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
          this.wakeWatchers(null);
          this.progress.emit('progress');
        },
        () => this.relisten(databaseUrl),
      );
    }, RELISTEN_MS);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.horizonPoll?.stop();
    if (this.relistenTimer) clearTimeout(this.relistenTimer);
    this.relistenTimer = null;
    if (this.announceTimer) clearTimeout(this.announceTimer);
    this.announceTimer = null;
    for (const timer of this.notifyTimers.values()) clearTimeout(timer);
    this.notifyTimers.clear();
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => {});
  }
}
