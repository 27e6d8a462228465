/**
 * `npm run cli -- restore <file>`: loads a backup (application/backup/create-backup.ts) into an
 * empty database. It reads the whole file once first (a damaged, cut-short or foreign file is
 * refused before the database is touched), and refuses, changing nothing, when KeyMart runs on
 * the database or it holds store data; otherwise it runs the migrations, checks that they are
 * the backup's, gets pg-boss's queues ready for the pending jobs, moves the cluster's transaction
 * counter past the backup's renumbered transaction ids, and then, in one transaction, copies
 * every table in (COPY FROM STDIN, streamed from the file), sets every sequence where the backup
 * found it, checks that the configured master keys (ENCRYPTION_KEY) open the backup's data keys,
 * and commits only once the whole file was read and checked (gzip's checksum included): a
 * damaged or cut-short file, or one this store could not open, leaves no row behind.
 */
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { ADVISORY_NAMESPACE } from '../db/advisory-lock';
import { appliedMigrations, migrate } from '../db/migrate';
import { createPool, inTransaction, type Pool, type Queryable } from '../db/pool';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { masterKeys, missingMasterKeys, missingMasterKeysMessage } from '../security/master-keys';
import { DamagedBackup, totalRows, type BackupHeader, type BackupTable } from './backup-header';
import { BackupReader } from './backup-reader';
import { prepareJobQueues } from './pending-jobs';
import { advanceTransactionIds } from './transaction-ids';

/** Thrown when the target database cannot take the backup; nothing was changed. */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

/**
 * Tables a store writes for itself before it holds any event (its subscriptions' checkpoints,
 * its generated secrets, data keys, sign-in rate limit counters): the backup's rows replace them.
 */
const SELF_MADE = ['checkpoints', 'generated_secrets', 'data_keys', 'rate_limit_hits'];

/** What a restore loaded. */
export interface RestoreSummary {
  header: BackupHeader;
  /** Rows copied in, every table together. */
  rows: number;
  /** Transaction ids consumed to move the cluster's counter past the restored ones. */
  advancedTransactionIds: bigint;
}

const qualified = (table: Pick<BackupTable, 'schema' | 'name'>) =>
  `${pg.escapeIdentifier(table.schema)}.${pg.escapeIdentifier(table.name)}`;

/**
 * @throws RestoreRefused when a KeyMart process holds its worker roles on this database (a store
 *   is running on it)
 */
async function refuseRunningStore(db: Queryable): Promise<void> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
      WHERE l.locktype = 'advisory' AND l.classid = $1 AND d.datname = current_database()
        AND l.pid <> pg_backend_pid()`,
    [ADVISORY_NAMESPACE],
  );
  if (rows[0]!.n > 0)
    throw new RestoreRefused(
      'KeyMart is running on this database (its workers hold their locks): stop it before restoring',
    );
}

/**
 * @throws RestoreRefused naming the tables of `tables` (public ones, those that exist) that hold
 *   store data: rows anywhere but in SELF_MADE
 */
async function refuseStoreData(db: Queryable, tables: readonly BackupTable[]): Promise<void> {
  const holding: string[] = [];
  for (const table of tables) {
    if (table.schema !== 'public' || SELF_MADE.includes(table.name)) continue;
    const { rows: exists } = await db.query<{ exists: boolean }>(
      'SELECT to_regclass($1) IS NOT NULL AS exists',
      [qualified(table)],
    );
    if (!exists[0]!.exists) continue;
    const { rows } = await db.query<{ present: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${qualified(table)}) AS present`,
    );
    if (rows[0]!.present) holding.push(table.name);
  }
  if (holding.length > 0)
    throw new RestoreRefused(
      `The database is not empty: it holds store data (rows in ${holding.join(', ')}). Restore into an empty database`,
    );
}

/**
 * @throws RestoreRefused when the database's applied migrations are not the backup's
 */
async function refuseOtherSchema(db: Queryable, header: BackupHeader): Promise<void> {
  const applied = await appliedMigrations(db);
  if (applied.join() !== header.migrations.join())
    throw new RestoreRefused(
      `The backup was made at schema ${header.migrations.at(-1) ?? '(none)'} and this KeyMart is at ${applied.at(-1) ?? '(none)'}: restore it with the KeyMart version that made it, then start the new one on it`,
    );
}

/**
 * @throws RestoreRefused when data keys just copied in are wrapped by a master key this
 *   configuration does not hold: the restored store could open no stock item, delivered item or
 *   personal field sealed under them
 */
async function refuseMissingMasterKeys(
  db: Queryable,
  encryption: Config['encryption'],
  dataDir: string,
): Promise<void> {
  const missing = await missingMasterKeys(db, await masterKeys(dataDir, encryption));
  if (missing.length > 0)
    throw new RestoreRefused(
      `The backup's ${missingMasterKeysMessage(missing, encryption)}, then restore again`,
    );
}

/**
 * Copies every table of the file in, in `pool`'s transaction, after locking the public ones and
 * checking again that they hold no store data; then sets the sequences. Returns the rows copied.
 * @throws DamagedBackup when the file turns out damaged; RestoreRefused when store data appeared
 *   or `encryption` cannot open the data keys copied in
 */
async function copyIn(
  pool: Pool,
  reader: BackupReader,
  header: BackupHeader,
  encryption: Config['encryption'],
  dataDir: string,
  onProgress?: (done: number, total: number) => void,
): Promise<number> {
  const total = totalRows(header);
  let done = 0;
  return inTransaction(pool, async (client) => {
    const publicTables = header.tables.filter((table) => table.schema === 'public');
    await client.query(
      `LOCK TABLE ${publicTables.map(qualified).join(', ')} IN ACCESS EXCLUSIVE MODE`,
    );
    await refuseStoreData(client, publicTables);
    const selfMade = publicTables.filter((table) => SELF_MADE.includes(table.name));
    if (selfMade.length > 0) await client.query(`TRUNCATE ${selfMade.map(qualified).join(', ')}`);
    onProgress?.(done, total);
    for (const table of header.tables) {
      const columns = table.columns.map((column) => pg.escapeIdentifier(column)).join(', ');
      const stream = client.query(copyFrom(`COPY ${qualified(table)} (${columns}) FROM STDIN`));
      await pipeline(
        reader.rows(table, (rows) => {
          done += rows;
          onProgress?.(done, total);
        }),
        stream,
      );
      if (stream.rowCount !== table.rows)
        throw new DamagedBackup(
          `${table.schema}.${table.name} took ${stream.rowCount} rows where the header announces ${table.rows}: the file is damaged`,
        );
    }
    await reader.end();
    for (const sequence of header.sequences)
      await client.query("SELECT setval(format('public.%I', $1::text)::regclass, $2::bigint, $3)", [
        sequence.name,
        sequence.lastValue,
        sequence.isCalled,
      ]);
    await refuseMissingMasterKeys(client, encryption, dataDir);
    return done;
  });
}

/**
 * Restores the backup `file` into the (empty) database at `databaseUrl`; `onProgress` hears
 * rows copied and the total.
 * @throws DamagedBackup when the file is not a complete KeyMart backup; RestoreRefused when the
 *   database is not empty, KeyMart runs on it, its schema or pg-boss version is not the backup's,
 *   or `encryption` cannot open the backup's data keys; the file system's or PostgreSQL's errors. Store data is never left half restored.
 */
export async function restoreBackup(
  databaseUrl: string,
  file: string,
  options: {
    log: Logger;
    /** The restoring store's master keys: the backup's data keys must open with them. */
    encryption: Config['encryption'];
    /** The restoring store's data folder, where a master key it generated is kept. */
    dataDir: string;
    onProgress?: (done: number, total: number) => void;
  },
): Promise<RestoreSummary> {
  const { tables } = await BackupReader.check(file);
  if (!tables.some((table) => table.schema === 'public' && table.name === 'events'))
    throw new DamagedBackup('The backup has no events table: it is damaged');
  // Read again, into the database: a file changed meanwhile is checked again as it is read.
  const { reader, header } = await BackupReader.open(file);
  const pool = createPool(databaseUrl, 2);
  try {
    await refuseStoreData(pool, header.tables);
    await refuseRunningStore(pool);
    await migrate(databaseUrl);
    await refuseOtherSchema(pool, header);
    if (header.jobs) {
      const version = await prepareJobQueues(databaseUrl, pool, header.jobs, options.log);
      if (version !== header.jobs.pgBossVersion)
        throw new RestoreRefused(
          `The backup's pending jobs are in pg-boss schema version ${header.jobs.pgBossVersion} and this KeyMart's is ${version}: restore it with the KeyMart version that made it`,
        );
    }
    const advancedTransactionIds = await advanceTransactionIds(
      pool,
      BigInt(header.lastTransactionId),
    );
    const rows = await copyIn(
      pool,
      reader,
      header,
      options.encryption,
      options.dataDir,
      options.onProgress,
    );
    // Fresh tables have no statistics: without them the planner may scan where it should use an
    // index until autovacuum comes by.
    for (const table of header.tables) await pool.query(`ANALYZE ${qualified(table)}`);
    return { header, rows, advancedTransactionIds };
  } finally {
    reader.close();
    await pool.end();
  }
}
