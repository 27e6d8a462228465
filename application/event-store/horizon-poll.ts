/**
 * The one poll of a process (ARCHITECTURE.md "Wake-ups"): a single timer reads the horizon (the
 * snapshot's xmin, below which subscribers read) and the types of the events that passed below it
 * since its last read, then wakes only the subscriptions of those types. It catches what no
 * signal announces: events held back by another open transaction (an append's own signal came
 * while they were still above the horizon), and notifications lost between processes. On the
 * same timer it moves the idle checkpoints of the process, all in one statement. With nothing
 * appended, a tick is one read-only statement and costs no transaction id.
 */
import type { Queryable } from '../db/pool';
import { moveIdleCheckpoints } from './idle-checkpoints';
import { concerns } from './wake-up-notice';

/** How often the horizon is read, in milliseconds. */
const HORIZON_POLL_MS = 250;

/** At most one batch of idle checkpoint moves per this many milliseconds. */
const IDLE_ADVANCE_MS = 1_000;

/**
 * Most events whose types one tick reads; with more, the tick wakes every subscription rather than
 * reading them all (a burst is cheaper to read in batches than to sort by type here).
 */
const TYPES_READ_LIMIT = 1_000;

/** A subscription running in this process, as the poll sees it. */
export interface Watcher {
  /** Its checkpoint key. */
  name: string;
  /** Event types it handles; null for all. */
  eventTypes: readonly string[] | null;
  /** Makes it read its next batch soon. */
  wake(): void;
}

export class HorizonPoll {
  /** Every event of a transaction below this id has been seen by a tick (null before the first). */
  private seenBelow: bigint | null = null;
  /** Watchers registered since the last tick: each reads once after a tick has seen its horizon. */
  private readonly fresh = new Set<Watcher>();
  /**
   * Events passed below the horizon since the last idle move, so one may be due (at first too: the
   * checkpoints may have stayed behind since an earlier run).
   */
  private hasPassedEvents = true;
  private idleMovedAt = 0;
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  /**
   * @param db where the horizon and the checkpoints are read
   * @param watchers the subscriptions running in this process now
   * @param intervalMs milliseconds between ticks
   */
  constructor(
    private readonly db: Queryable,
    private readonly watchers: () => Iterable<Watcher>,
    private readonly intervalMs = HORIZON_POLL_MS,
  ) {}

  /** Starts ticking (no-op when ticking); `watcher` reads again after the next tick. */
  add(watcher: Watcher): void {
    this.fresh.add(watcher);
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Forgets `watcher`; stops ticking when no watcher is left. */
  remove(watcher: Watcher): void {
    this.fresh.delete(watcher);
    if ([...this.watchers()].length > 0) return;
    this.stop();
  }

  /** Stops ticking (a tick under way finishes). */
  stop(): void {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.tick().finally(() => {
        if (this.running && !this.timer) this.schedule(this.intervalMs);
      });
    }, delayMs);
  }

  private async tick(): Promise<void> {
    const fresh = [...this.fresh];
    let passed: { horizon: bigint; eventTypes: readonly string[] | null; count: number };
    try {
      passed = await this.readPassed();
    } catch {
      // The next tick reads from the same place: nothing passed meanwhile is missed.
      return;
    }
    this.seenBelow = passed.horizon;
    for (const watcher of fresh) {
      this.fresh.delete(watcher);
      watcher.wake();
    }
    if (passed.count > 0) {
      this.hasPassedEvents = true;
      for (const watcher of this.watchers())
        if (concerns(watcher.eventTypes, passed.eventTypes)) watcher.wake();
    }
    if (this.hasPassedEvents && Date.now() - this.idleMovedAt >= IDLE_ADVANCE_MS) {
      this.hasPassedEvents = false;
      this.idleMovedAt = Date.now();
      const candidates = [...this.watchers()].flatMap(({ name, eventTypes }) =>
        eventTypes ? [{ name, eventTypes }] : [],
      );
      await moveIdleCheckpoints(this.db, candidates).catch(() => {
        this.hasPassedEvents = true;
      });
    }
  }

  /**
   * The horizon and the types of the events below it that the last tick had not seen (at most
   * TYPES_READ_LIMIT of them; null types when there were more). The first tick only reads the
   * horizon: every subscription reads once after it anyway.
   */
  private async readPassed() {
    const { rows } = await this.db.query<{
      horizon: string;
      types: string[] | null;
      count: number;
    }>(
      `SELECT h.horizon::text AS horizon, passed.types, passed.count
         FROM (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS horizon) AS h
         CROSS JOIN LATERAL (
           SELECT array_agg(DISTINCT e.event_type) AS types, count(*)::int AS count
             FROM (SELECT event_type FROM events
                    WHERE transaction_id >= coalesce($1::text::xid8, h.horizon)
                      AND transaction_id < h.horizon
                    LIMIT $2) AS e) AS passed`,
      [this.seenBelow?.toString() ?? null, TYPES_READ_LIMIT],
    );
    const row = rows[0]!;
    return {
      horizon: BigInt(row.horizon),
      eventTypes: row.count >= TYPES_READ_LIMIT ? null : row.types,
      count: row.count,
    };
  }
}
