/**
 * Rebuilds projections beside their live tables (`npm run cli -- projections rebuild`): empty
 * copies of their tables are made in a schema of their own per projection, the log up to a
 * horizon is read once for all of them and loaded set-based where the projection has a set-based
 * build, through its handlers otherwise (projections/rebuild-load.ts; the schema comes first on
 * the search path, so the handlers' table names resolve to the copies), the indexes are added,
 * the handlers catch up in short transactions, and then, in one transaction that holds the live
 * checkpoint, the last events are replayed, the copies replace the live tables and the checkpoint
 * moves. The store keeps reading and updating the live tables until that switch.
 */
import { inTransaction, type Pool, type PoolClient } from '../application/db/pool';
import type { PostgresEventStore } from '../application/event-store/postgres-event-store';
import { excludeInlineAppends } from '../application/event-store/inline-projection';
import { lockCheckpoint, storeCheckpoint } from '../application/event-store/subscription';
import { applyBatch, checkpointKey, type Projection, type ProjectionContext } from './projection';
import { loadBelowHorizon, type ShadowBuild } from './rebuild-load';

const BATCH_SIZE = 500;

/** How long the switch waits for the live tables before it lets readers pass and tries again. */
const SWITCH_LOCK_TIMEOUT_MS = 200;
const SWITCH_ATTEMPTS = 50;
/** SQLSTATE lock_not_available: the lock timeout ran out. */
const LOCK_TIMEOUT = '55P03';

/** The schema a projection's copies are built in. */
const shadowSchema = (projection: Projection) =>
  `rebuild_${projection.name.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}`;

/** A table's indexes: definition without name and schema -> index name. */
async function indexesOf(client: PoolClient, schema: string, table: string) {
  const { rows } = await client.query<{ indexname: string; indexdef: string }>(
    'SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = $1 AND tablename = $2',
    [schema, table],
  );
  return new Map(
    rows.map((row) => [row.indexdef.replace(/INDEX \S+ ON \S+\./, 'INDEX ON '), row.indexname]),
  );
}

/**
 * Gives the copy of `table` in `schema` the live table's indexes under their live names: the
 * primary key, unique and exclusion constraints first, then the other indexes (after a
 * set-based load, which is faster without them).
 */
async function addLiveIndexes(client: PoolClient, schema: string, table: string): Promise<void> {
  const { rows: constraints } = await client.query<{ name: string; definition: string }>(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
      WHERE conrelid = $1::regclass AND contype IN ('p', 'u', 'x') ORDER BY contype, conname`,
    [`public.${table}`],
  );
  for (const { name, definition } of constraints)
    await client.query(
      `ALTER TABLE ${schema}.${table} ADD CONSTRAINT ${client.escapeIdentifier(name)} ${definition}`,
    );
  const { rows: indexes } = await client.query<{ indexdef: string }>(
    `SELECT i.indexdef FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = $1
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c
                         WHERE c.conindid = format('public.%I', i.indexname)::regclass)
      ORDER BY i.indexname`,
    [table],
  );
  for (const { indexdef } of indexes)
    await client.query(indexdef.replace(` ON public.${table} `, ` ON ${schema}.${table} `));
}

/**
 * Replaces live `table` with its rebuilt copy from `schema`, keeping the live indexes' names
 * (LIKE names copies its own way; migrations refer to the names they gave).
 */
async function swapTable(client: PoolClient, schema: string, table: string): Promise<void> {
  const live = await indexesOf(client, 'public', table);
  await client.query(`DROP TABLE public.${table}`);
  await client.query(`ALTER TABLE ${schema}.${table} SET SCHEMA public`);
  for (const [definition, name] of await indexesOf(client, 'public', table)) {
    const original = live.get(definition);
    if (original && original !== name)
      await client.query(
        `ALTER INDEX public.${client.escapeIdentifier(name)} RENAME TO ${client.escapeIdentifier(original)}`,
      );
  }
}

/**
 * Replays one batch into the copies (search path set by the caller); returns the events handled.
 */
async function replayBatch(
  client: PoolClient,
  store: PostgresEventStore,
  projection: Projection,
  rebuildKey: string,
  context: ProjectionContext,
  everyCommitted = false,
): Promise<number> {
  const from = await lockCheckpoint(client, rebuildKey);
  const { events } = await store.readOrdered(client, from, BATCH_SIZE, projection.eventTypes, {
    everyCommitted,
  });
  await applyBatch(projection, client, events, context);
  const last = events.at(-1);
  if (last)
    await storeCheckpoint(client, rebuildKey, {
      transactionId: last.transactionId,
      position: last.position,
    });
  return events.length;
}

/**
 * Rebuilds `projections` from position 0 beside their live tables, then switches each atomically
 * once it has caught up. `onBatch` reports each projection's events handled. Old checkpoint keys
 * of a projection (earlier versions) are removed.
 * @throws Error when the database refuses (the live tables not yet switched are then left as
 *   they were)
 */
export async function rebuildBesideLive(
  pool: Pool,
  store: PostgresEventStore,
  projections: readonly Projection[],
  context: ProjectionContext,
  onBatch?: (name: string, handled: number) => void,
): Promise<void> {
  const builds: ShadowBuild[] = projections.map((projection) => ({
    projection,
    schema: shadowSchema(projection),
    rebuildKey: `${checkpointKey(projection, context)}#rebuild`,
  }));
  try {
    for (const { projection, schema, rebuildKey } of builds)
      await inTransaction(pool, async (client) => {
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await client.query(`CREATE SCHEMA ${schema}`);
        // A set-based load gets its indexes after it.
        const like = projection.setBuild ? 'INCLUDING ALL EXCLUDING INDEXES' : 'INCLUDING ALL';
        for (const table of projection.tables)
          await client.query(`CREATE TABLE ${schema}.${table} (LIKE public.${table} ${like})`);
        await client.query('DELETE FROM checkpoints WHERE subscriber = $1', [rebuildKey]);
      });
    await loadBelowHorizon(pool, store, builds, context, onBatch ?? (() => {}));
    for (const { projection, schema } of builds)
      if (projection.setBuild)
        await inTransaction(pool, async (client) => {
          for (const table of projection.tables) await addLiveIndexes(client, schema, table);
        });
    for (const { projection } of builds)
      await catchUpAndSwitch(pool, store, projection, context, (handled) =>
        onBatch?.(projection.name, handled),
      );
  } catch (error) {
    for (const { schema } of builds)
      await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
    throw error;
  }
}

/**
 * Catches `projection`'s copies up from their rebuild checkpoint, then switches them in for the
 * live tables atomically.
 * @throws Error when the database refuses (the live tables are then left as they were)
 */
async function catchUpAndSwitch(
  pool: Pool,
  store: PostgresEventStore,
  projection: Projection,
  context: ProjectionContext,
  onBatch?: (handled: number) => void,
): Promise<void> {
  const schema = shadowSchema(projection);
  const key = checkpointKey(projection, context);
  const rebuildKey = `${key}#rebuild`;
  const replay = async (client: PoolClient, everyCommitted = false) => {
    await client.query(`SET LOCAL search_path TO ${schema}, public`);
    return replayBatch(client, store, projection, rebuildKey, context, everyCommitted);
  };
  try {
    // The events since the load, in short transactions, while the store keeps using the live
    // tables.
    for (;;) {
      const handled = await inTransaction(pool, (client) => replay(client));
      onBatch?.(handled);
      if (handled < BATCH_SIZE) break;
    }
    const switchTables = async (client: PoolClient) => {
      // Holding the live checkpoint stops the live subscription at a batch boundary. An inline
      // projection's appends are held back instead, and none of its types is in flight once
      // they are: every committed event after the rebuilt checkpoint is then replayed, without
      // the horizon (which an unrelated open transaction may hold below them).
      await lockCheckpoint(client, key);
      if (projection.inline) await excludeInlineAppends(client, projection.name);
      for (;;) {
        const handled = await replay(client, projection.inline);
        onBatch?.(handled);
        if (handled < BATCH_SIZE) break;
      }
      await client.query('SET LOCAL search_path TO public');
      await client.query(`SET LOCAL lock_timeout = '${SWITCH_LOCK_TIMEOUT_MS}ms'`);
      await client.query(
        `LOCK TABLE ${projection.tables.map((table) => `public.${table}`).join(', ')} IN ACCESS EXCLUSIVE MODE`,
      );
      for (const table of projection.tables) await swapTable(client, schema, table);
      const rebuilt = await lockCheckpoint(client, rebuildKey);
      await storeCheckpoint(client, key, rebuilt);
      await client.query(
        `DELETE FROM checkpoints WHERE subscriber = $1
            OR (subscriber <> $2 AND (subscriber = $3 OR subscriber LIKE $4))`,
        [rebuildKey, key, projection.name, `${projection.name}@v%`],
      );
      await client.query(`DROP SCHEMA ${schema}`);
    };
    for (let attempt = 1; ; attempt++) {
      try {
        await inTransaction(pool, switchTables);
        break;
      } catch (error) {
        // A reader holding one live table while waiting for another would deadlock with the
        // swap: the swap gives way (its short lock timeout) and tries again.
        if ((error as { code?: string }).code !== LOCK_TIMEOUT || attempt >= SWITCH_ATTEMPTS)
          throw error;
      }
    }
  } catch (error) {
    await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
    throw error;
  }
  // The new tables have no statistics yet: without them the planner may scan where it should
  // use an index until autovacuum comes by.
  for (const table of projection.tables) await pool.query(`ANALYZE public.${table}`);
}

/**
 * Whether `projection` must be rebuilt on start: its current key has no checkpoint yet while an
 * earlier version of it, or the same under another STORE_TIMEZONE, has one (its tables hold what
 * the old handlers wrote, or another zone's days), or, for an inline
 * projection without a checkpoint, when the log holds events of its types (appended before it was
 * inline). On a log with none, an inline projection's checkpoint is created at the beginning
 * instead: appends will apply every event of its types (events written around the event store
 * afterwards need ProjectionRunner.catchUpAfterBulkLoad).
 */
export async function isOutdated(
  pool: Pool,
  projection: Projection,
  context: Pick<ProjectionContext, 'storeTimeZone'>,
): Promise<boolean> {
  const key = checkpointKey(projection, context);
  const { rows } = await pool.query<{ current: boolean; older: boolean }>(
    `SELECT bool_or(subscriber = $1) AS current,
            bool_or(subscriber <> $1 AND (subscriber = $2 OR subscriber LIKE $3) AND subscriber NOT LIKE '%#rebuild') AS older
       FROM checkpoints`,
    [key, projection.name, `${projection.name}@v%`],
  );
  if (rows[0]?.current) return false;
  if (rows[0]?.older) return true;
  if (!projection.inline) return false;
  await pool.query(
    `INSERT INTO checkpoints (subscriber)
     SELECT $1 WHERE NOT EXISTS (SELECT 1 FROM events WHERE event_type = ANY($2::text[]))
     ON CONFLICT DO NOTHING`,
    [key, projection.eventTypes],
  );
  const created = await pool.query('SELECT 1 FROM checkpoints WHERE subscriber = $1', [key]);
  return created.rowCount === 0;
}
