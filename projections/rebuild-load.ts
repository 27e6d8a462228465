/**
 * The bulk of a rebuild from position 0 (projections/rebuild-beside-live.ts): the log is read
 * once, in large batches, for every projection being rebuilt, up to where it stood when the read
 * got there (the horizon: the events of every finished transaction). A projection with a
 * set-based build (Projection.setBuild) folds its events into rows in memory and writes each
 * table at the end in a few statements; the others replay their handlers on the same batches, in
 * transactions of at most HANDLER_BATCH events. Each rebuilt projection's copy then stands at the
 * same checkpoint, from which its batched handlers catch up.
 */
import { inTransaction, type Pool, type PoolClient } from '../application/db/pool';
import type {
  OrderedBatch,
  PostgresEventStore,
} from '../application/event-store/postgres-event-store';
import { lockCheckpoint, storeCheckpoint } from '../application/event-store/subscription';
import type { Checkpoint, RecordedEvent } from '../application/event-store/types';
import { BatchHandoff } from './batch-handoff';
import { insertRows } from './insert-rows';
import { applyBatch, type Projection, type ProjectionContext, type TableRow } from './projection';

/** Events per read of the log. */
const READ_BATCH = 10_000;
/** Batches read ahead of the slowest projection. */
const BATCHES_AHEAD = 3;
/**
 * Events per handler transaction, and rows per insert of a set-based build: every transaction
 * stays short, since an open one holds back the horizon of every live subscription.
 */
const HANDLER_BATCH = 500;
const ROWS_PER_INSERT = 5_000;

/** A projection being rebuilt: the schema of its copies and the checkpoint key of the rebuild. */
export interface ShadowBuild {
  projection: Projection;
  schema: string;
  rebuildKey: string;
}

/**
 * Builds the copies of `builds` (empty, in their schemas; a set-based one's without indexes) from
 * position 0 up to the horizon and stores that checkpoint under each one's rebuild key.
 * `onBatch` reports each projection's events handled.
 * @throws Error when the database refuses or a handler or fold throws (copies then half built)
 */
export async function loadBelowHorizon(
  pool: Pool,
  store: PostgresEventStore,
  builds: readonly ShadowBuild[],
  context: ProjectionContext,
  onBatch: (name: string, handled: number) => void,
): Promise<void> {
  if (builds.length === 0) return;
  const types = builds.some((build) => build.projection.eventTypes === null)
    ? null
    : [...new Set(builds.flatMap((build) => build.projection.eventTypes ?? []))];
  let checkpoint: Checkpoint = { transactionId: 0n, position: 0n };
  // Each projection takes the batches at its own pace (a few ahead of the slowest are kept);
  // a set-based one writes its tables as soon as it has folded the last batch.
  const handoffs = builds.map(() => new BatchHandoff<RecordedEvent[]>(BATCHES_AHEAD));
  const consume = async (build: ShadowBuild, handoff: BatchHandoff<RecordedEvent[]>) => {
    const builder = build.projection.setBuild?.();
    try {
      for (let own = await handoff.take(); own; own = await handoff.take()) {
        if (builder) await builder.fold(own, context);
        else if (own.length > 0) await replay(pool, build, own, context);
        onBatch(build.projection.name, own.length);
      }
      if (builder)
        // Every table at once: PostgreSQL parses each on a core of its own.
        await Promise.all(
          Object.entries(builder.rows()).map(([table, rows]) =>
            writeRows(pool, build.schema, table, [...rows]),
          ),
        );
    } finally {
      handoff.close();
    }
  };
  const readAll = async () => {
    try {
      for (;;) {
        const { events }: OrderedBatch = await store.readOrdered(
          pool,
          checkpoint,
          READ_BATCH,
          types,
        );
        const last = events.at(-1);
        if (!last) return;
        checkpoint = { transactionId: last.transactionId, position: last.position };
        for (const [i, build] of builds.entries())
          if (!(await handoffs[i]!.give(eventsOf(build.projection, events)))) return;
        if (events.length < READ_BATCH) return;
      }
    } finally {
      for (const handoff of handoffs) handoff.close();
    }
  };
  // Settled, not all: every side has stopped before the caller drops the copies.
  const outcomes = await Promise.allSettled([
    readAll(),
    ...builds.map((build, i) => consume(build, handoffs[i]!)),
  ]);
  for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
  // Every copy now holds the events up to the last one read, its own or not.
  await inTransaction(pool, async (client) => {
    for (const { rebuildKey } of builds) {
      await lockCheckpoint(client, rebuildKey);
      await storeCheckpoint(client, rebuildKey, checkpoint);
    }
  });
}

/** The events of `events` that `projection` handles. */
function eventsOf(projection: Projection, events: readonly RecordedEvent[]): RecordedEvent[] {
  const types = projection.eventTypes;
  if (types === null) return [...events];
  return events.filter((event) => types.includes(event.type));
}

/** Replays `events` through `build`'s handlers into its copies, in short transactions. */
async function replay(
  pool: Pool,
  build: ShadowBuild,
  events: readonly RecordedEvent[],
  context: ProjectionContext,
): Promise<void> {
  for (let start = 0; start < events.length; start += HANDLER_BATCH) {
    const chunk = events.slice(start, start + HANDLER_BATCH);
    const last = chunk.at(-1)!;
    await inTransaction(
      pool,
      async (client) => {
        await client.query(`SET LOCAL search_path TO ${build.schema}, public`);
        await lockCheckpoint(client, build.rebuildKey);
        await applyBatch(build.projection, client, chunk, context);
        await storeCheckpoint(client, build.rebuildKey, {
          transactionId: last.transactionId,
          position: last.position,
        });
      },
      // The copies are not read before the switch, and a rebuild cut short starts over.
      { synchronousCommit: false },
    );
  }
}

/** Inserts `rows` into `schema`.`table`, ROWS_PER_INSERT a statement and a transaction. */
async function writeRows(
  pool: Pool,
  schema: string,
  table: string,
  rows: readonly TableRow[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    await inTransaction(
      pool,
      (client: PoolClient) => insertRows(client, `${schema}.${table}`, chunk),
      { synchronousCommit: false },
    );
  }
}
