/**
 * The projection runner (ARCHITECTURE.md "projections/"): one ordered subscription per projection
 * that is not inline, each storing its checkpoint in the same transaction as its read-table
 * writes (inline projections are applied by the appends themselves: see inlineProjections).
 * Offers read-your-writes waiting, status (checkpoint and lag) and rebuild from position 0 beside
 * the live tables (also on start for a projection whose version changed).
 */
import type { Pool } from '../application/db/pool';
import type { PostgresEventStore } from '../application/event-store/postgres-event-store';
import { Subscription } from '../application/event-store/subscription';
import type { InlineProjection } from '../application/event-store/inline-projection';
import type { Checkpoint } from '../application/event-store/types';
import type { WakeUps } from '../application/event-store/wake-ups';
import { applyBatch, checkpointKey, type Projection, type ProjectionContext } from './projection';
import { isOutdated, rebuildBesideLive } from './rebuild-beside-live';

/** A projection's place and how many of its events are still to be handled. */
export interface ProjectionStatus {
  name: string;
  transactionId: string;
  position: string;
  /** Events of its types after its checkpoint; 0 for an inline projection (appends apply them). */
  lag: number;
  updatedAt: Date | null;
}

export class ProjectionRunner {
  private readonly subscriptions: Map<string, Subscription>;
  /** Changes seen to each inline projection's tables (tablesVersion), once asked for. */
  private readonly inlineChanges = new Map<string, number>();

  constructor(
    private readonly pool: Pool,
    private readonly store: PostgresEventStore,
    private readonly wakeUps: WakeUps,
    readonly projections: readonly Projection[],
    private readonly context: ProjectionContext,
  ) {
    this.subscriptions = new Map(
      projections
        .filter((projection) => !projection.inline)
        .map((projection) => [
          projection.name,
          new Subscription(store, wakeUps, {
            name: checkpointKey(projection, context),
            eventTypes: projection.eventTypes,
            writesOnly: projection.writesOnly,
            handle: (client, events) => applyBatch(projection, client, events, context),
          }),
        ]),
    );
  }

  /** Starts every projection's background loop. */
  start(): void {
    for (const subscription of this.subscriptions.values()) subscription.start();
  }

  /** Stops every loop at a batch boundary. */
  async stop(): Promise<void> {
    await Promise.all([...this.subscriptions.values()].map((subscription) => subscription.stop()));
  }

  /**
   * Brings every projection up to date now (used at start-up and by the CLI), all at once: each
   * has its own tables and checkpoint, and one alone leaves a core idle while it waits for
   * PostgreSQL's answer to each statement. An inline projection is up to date once a rebuild
   * gave it a checkpoint (appends apply the rest), so it is rebuilt when it has none on a log
   * holding events of its types (appended before it was inline). Events written around the event
   * store later need catchUpAfterBulkLoad.
   */
  async catchUp(onBatch?: (name: string, handled: number) => void): Promise<void> {
    const outdated: Projection[] = [];
    for (const projection of this.projections)
      if (projection.inline && (await isOutdated(this.pool, projection, this.context)))
        outdated.push(projection);
    await Promise.all([
      ...[...this.subscriptions].map(([name, subscription]) =>
        subscription.catchUp((handled) => onBatch?.(name, handled)),
      ),
      rebuildBesideLive(this.pool, this.store, outdated, this.context, onBatch),
    ]);
    this.tablesReplaced(outdated);
  }

  /**
   * Brings every projection up to date after events were written around the event store (the
   * benchmarks' bulk loads): appends never ran the inline projections' handlers for them, so
   * those are rebuilt, and the others catch up.
   */
  async catchUpAfterBulkLoad(onBatch?: (name: string, handled: number) => void): Promise<void> {
    await this.rebuild(
      this.projections.filter((projection) => projection.inline).map(({ name }) => name),
      onBatch,
    );
    await this.catchUp(onBatch);
  }

  /**
   * Read-your-writes (ARCHITECTURE.md): resolves true once every projection that is not inline
   * (with `eventTypes`: every one handling one of these types) has passed `target`, false after
   * `timeoutMs`. Inline projections are never waited for: the append that returned `target`
   * wrote their rows. With `staff` false (a customer's command), neither are the projections
   * only staff read (Projection.readers).
   */
  async waitFor(
    target: Checkpoint,
    timeoutMs: number,
    eventTypes?: readonly string[],
    staff = true,
  ): Promise<boolean> {
    const concerned = this.projections.flatMap((projection) => {
      const subscription = this.subscriptions.get(projection.name);
      if (!subscription || (!staff && projection.readers === 'staff')) return [];
      const handles =
        !eventTypes ||
        projection.eventTypes === null ||
        projection.eventTypes.some((type) => eventTypes.includes(type));
      return handles ? [subscription] : [];
    });
    const results = await Promise.all(concerned.map((s) => s.waitFor(target, timeoutMs)));
    return results.every(Boolean);
  }

  /**
   * A version of projection `name`'s read tables as text. For a subscription, in the process that
   * runs it (only the owner writes them) the count of batches it handled, which idle moves of the
   * checkpoint do not change; elsewhere its stored checkpoint ("<transaction id>/<position>").
   * For an inline projection (written by every process's appends) the count of appends of its
   * types this process has seen since it first asked (WakeUps: its own at commit, other
   * processes' by their notices or the horizon poll within HORIZON_POLL_MS) and of its rebuilds
   * here.
   * @throws Error for an unknown name
   */
  async tablesVersion(name: string): Promise<string> {
    const projection = this.projections.find((p) => p.name === name);
    if (projection?.inline) return `changes ${this.inlineChangesOf(projection)}`;
    const subscription = this.subscriptions.get(name);
    if (!subscription) throw new Error(`Unknown projection "${name}"`);
    if (subscription.isRunning) return `handled ${subscription.handledVersion}`;
    const { rows } = await this.pool.query<{ checkpoint: string }>(
      "SELECT transaction_id::text || '/' || position::text AS checkpoint FROM checkpoints WHERE subscriber = $1",
      [subscription.subscriber.name],
    );
    return rows[0]?.checkpoint ?? '0/0';
  }

  /** The errors of projections whose last batch failed. */
  failures(): { name: string; error: string }[] {
    return [...this.subscriptions.values()].flatMap((subscription) => {
      const failure = subscription.failure;
      return failure ? [{ name: subscription.subscriber.name, error: failure }] : [];
    });
  }

  /** Checkpoint and lag of every projection, read from the database. */
  async status(): Promise<ProjectionStatus[]> {
    const statuses: ProjectionStatus[] = [];
    for (const projection of this.projections) {
      const { rows } = await this.pool.query<{
        transaction_id: string;
        position: string;
        updated_at: Date | null;
        lag: string;
      }>(
        `SELECT coalesce(c.transaction_id, '0'::xid8)::text AS transaction_id, coalesce(c.position, 0)::text AS position,
                c.updated_at,
                CASE WHEN $3 THEN '0' ELSE (SELECT count(*) FROM events e
                  WHERE (e.transaction_id, e.position) > (coalesce(c.transaction_id, '0'::xid8), coalesce(c.position, 0))
                    AND ($2::text[] IS NULL OR e.event_type = ANY($2::text[])))::text END AS lag
           FROM (SELECT 1) AS one LEFT JOIN checkpoints c ON c.subscriber = $1`,
        [checkpointKey(projection, this.context), projection.eventTypes, projection.inline],
      );
      const row = rows[0]!;
      statuses.push({
        name: projection.name,
        transactionId: row.transaction_id,
        position: row.position,
        lag: Number(row.lag),
        updatedAt: row.updated_at,
      });
    }
    return statuses;
  }

  /**
   * Rebuilds projections from position 0 beside their live tables (one read of the log for all of
   * them, set-based where a projection allows) and switches each atomically when it has caught
   * up (projections/rebuild-beside-live.ts): the store keeps answering.
   * @throws Error for an unknown name
   */
  async rebuild(
    names: readonly string[],
    onBatch?: (name: string, handled: number) => void,
  ): Promise<void> {
    const projections = names.map((name) => {
      const projection = this.projections.find((p) => p.name === name);
      if (!projection) throw new Error(`Unknown projection "${name}"`);
      return projection;
    });
    await rebuildBesideLive(this.pool, this.store, projections, this.context, onBatch);
    this.tablesReplaced(projections);
  }

  /** The changes counted for inline `projection`, counting from the first call. */
  private inlineChangesOf(projection: Projection): number {
    const changes = this.inlineChanges.get(projection.name);
    if (changes !== undefined) return changes;
    this.inlineChanges.set(projection.name, 0);
    this.wakeUps.watch({
      // Not a checkpoint: the idle moves find no row of this name.
      name: `tables-version:${projection.name}`,
      eventTypes: projection.eventTypes,
      wake: () =>
        this.inlineChanges.set(projection.name, (this.inlineChanges.get(projection.name) ?? 0) + 1),
    });
    return 0;
  }

  /** Counts a rebuild's switch as a change of the inline projections among `projections`. */
  private tablesReplaced(projections: readonly Projection[]): void {
    for (const { name } of projections) {
      const changes = this.inlineChanges.get(name);
      if (changes !== undefined) this.inlineChanges.set(name, changes + 1);
    }
  }

  /** Rebuilds every projection whose version changed since the last start (before catching up). */
  async rebuildOutdated(onBatch?: (name: string, handled: number) => void): Promise<string[]> {
    const outdated: string[] = [];
    for (const projection of this.projections)
      if (await isOutdated(this.pool, projection, this.context)) outdated.push(projection.name);
    await this.rebuild(outdated, onBatch);
    return outdated;
  }
}

/**
 * The inline projections among `projections`, as the event store applies them
 * (PostgresEventStore's `inline`), with `context`.
 * @throws Error for an inline projection without event types (every append would wait for it)
 */
export function inlineProjections(
  projections: readonly Projection[],
  context: ProjectionContext,
): InlineProjection[] {
  return projections
    .filter((projection) => projection.inline)
    .map((projection) => {
      const eventTypes = projection.eventTypes;
      if (!eventTypes) throw new Error(`Inline projection "${projection.name}" names no types`);
      return {
        name: projection.name,
        eventTypes,
        handle: (client, events) => applyBatch(projection, client, events, context),
      };
    });
}
