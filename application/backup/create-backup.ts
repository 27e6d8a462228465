/**
 * `npm run cli -- backup <file>`: the whole store in one gzip-compressed file, made in-process
 * (the embedded PostgreSQL ships no pg_dump, and an older pg_dump cannot dump a newer server).
 * One REPEATABLE READ READ ONLY transaction gives a consistent snapshot while the store keeps
 * selling (it takes no transaction id, so it does not hold back the subscribers' horizon). The
 * store's tables are locked in ACCESS SHARE mode first (before the snapshot), so nothing drops or
 * swaps one meanwhile: a projection rebuild's switch waits for the backup, and the store's reads
 * of that table wait behind the switch (rebuild before or after a backup, as with pg_dump).
 * Each table of the `public` schema (the event store, the wrapped data keys, generated secrets,
 * checkpoints, read tables; not the migrations table, whose names go in the header) and
 * pg-boss's pending jobs are streamed with COPY ... TO STDOUT into the file
 * (application/backup/backup-header.ts), with the events' transaction ids renumbered
 * (application/backup/transaction-ids.ts). The file is written as `<file>.partial`, flushed to
 * disk and renamed, so a crash never leaves a file that looks complete; it is readable by its
 * owner only (it holds everything the database holds).
 */
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { appliedMigrations, MIGRATIONS_TABLE } from '../db/migrate';
import type { Pool, PoolClient, Queryable } from '../db/pool';
import {
  BACKUP_FORMAT_VERSION,
  END_OF_TABLE,
  totalRows,
  type BackupHeader,
  type BackupTable,
} from './backup-header';
import { pendingJobs } from './pending-jobs';
import {
  lastRenumberedTransactionId,
  renumberedCheckpointsQuery,
  renumberedEventsQuery,
} from './transaction-ids';

/** A table as the backup copies it: its header entry and its COPY ... TO STDOUT statement. */
interface TableCopy {
  table: BackupTable;
  copy: string;
}

/** What a backup wrote. */
export interface BackupSummary {
  header: BackupHeader;
  /** The file's size in bytes (compressed). */
  bytes: number;
}

const NEWLINE = 0x0a;

/** The tables of the store's schema (public, without the migrations table), by name. */
async function storeTables(db: Queryable): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await db.query<{ name: string; columns: string[] }>(
    `SELECT c.relname::text AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
                          AND a.attgenerated = ''
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND c.relname <> $1
      GROUP BY c.relname
      ORDER BY c.relname`,
    [MIGRATIONS_TABLE],
  );
  return rows;
}

/** Every sequence of the store's schema with its state, as setval takes it back. */
async function sequences(db: Queryable): Promise<BackupHeader['sequences']> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT c.relname::text AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname`,
  );
  const states: BackupHeader['sequences'] = [];
  for (const { name } of rows) {
    const state = await db.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM public.${pg.escapeIdentifier(name)}`,
    );
    states.push({
      name,
      lastValue: state.rows[0]!.last_value,
      isCalled: state.rows[0]!.is_called,
    });
  }
  return states;
}

/** The COPY statement of a public table: renumbered for events and checkpoints, else as it is. */
function copyStatement(name: string, columns: readonly string[]): string {
  if (name === 'events') return `COPY (${renumberedEventsQuery(columns)}) TO STDOUT`;
  if (name === 'checkpoints') return `COPY (${renumberedCheckpointsQuery(columns)}) TO STDOUT`;
  return `COPY public.${pg.escapeIdentifier(name)} (${columns.map((c) => pg.escapeIdentifier(c)).join(', ')}) TO STDOUT`;
}

/** How many rows of COPY text `chunk` completes (one newline ends each row). */
function rowsIn(chunk: Buffer): number {
  let rows = 0;
  for (let at = chunk.indexOf(NEWLINE); at >= 0; at = chunk.indexOf(NEWLINE, at + 1)) rows++;
  return rows;
}

/**
 * Reads the header and the tables to copy in the snapshot of `client`'s transaction.
 * @throws Error when the store's tables are not the ones locked (a migration ran meanwhile)
 */
async function plan(
  client: PoolClient,
  locked: readonly string[],
): Promise<{ header: BackupHeader; copies: TableCopy[] }> {
  const migrations = await appliedMigrations(client);
  const tables = await storeTables(client);
  if (tables.map((table) => table.name).join() !== locked.join())
    throw new Error(
      'The store’s tables changed as the backup started (a migration?): run it again',
    );
  const copies: TableCopy[] = [];
  for (const { name, columns } of tables) {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM public.${pg.escapeIdentifier(name)}`,
    );
    copies.push({
      table: { schema: 'public', name, columns, rows: rows[0]!.n },
      copy: copyStatement(name, columns),
    });
  }
  const jobs = await pendingJobs(client);
  if (jobs) copies.push({ table: jobs.table, copy: jobs.copy });
  const { rows: server } = await client.query<{ version: string; now: Date }>(
    "SELECT current_setting('server_version') AS version, now()",
  );
  return {
    header: {
      format: 'keymart-backup',
      version: BACKUP_FORMAT_VERSION,
      createdAt: server[0]!.now.toISOString(),
      postgres: server[0]!.version,
      migrations,
      lastTransactionId: (await lastRenumberedTransactionId(client)).toString(),
      tables: copies.map((copy) => copy.table),
      // Sequences are not transactional: read after the snapshot began, each is at least as far
      // as every id the snapshot holds.
      sequences: await sequences(client),
      jobs: jobs?.jobs ?? null,
    },
    copies,
  };
}

/**
 * Streams the header and every table into `file` (gzip), through `<file>.partial` flushed to
 * disk and then renamed; `onProgress` hears rows written and the total.
 * @throws Error when a table's row count differs from the header's (never in one snapshot)
 */
async function writeFile(
  client: PoolClient,
  file: string,
  header: BackupHeader,
  copies: readonly TableCopy[],
  onProgress?: (done: number, total: number) => void,
): Promise<void> {
  const total = totalRows(header);
  let done = 0;
  onProgress?.(done, total);
  async function* content() {
    yield Buffer.from(`${JSON.stringify(header)}\n`);
    for (const { table, copy } of copies) {
      const stream = client.query(copyTo(copy));
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        done += rowsIn(chunk);
        onProgress?.(done, total);
        yield chunk;
      }
      if (stream.rowCount !== table.rows)
        throw new Error(
          `${table.schema}.${table.name} gave ${stream.rowCount} rows where ${table.rows} were counted`,
        );
      yield Buffer.from(`${END_OF_TABLE}\n`);
    }
  }
  const partial = `${file}.partial`;
  try {
    await pipeline(content, createGzip(), fs.createWriteStream(partial, { mode: 0o600 }));
    const written = await fs.promises.open(partial, 'r');
    try {
      await written.sync();
    } finally {
      await written.close();
    }
    await fs.promises.rename(partial, file);
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
}

/**
 * Backs up the store in the database of `pool` into `file` (replacing it, once the new one is
 * complete); `onProgress` hears rows written and the total.
 * @throws Error when the database holds no KeyMart store, or from PostgreSQL and the file system
 *   (then no `file` was written and no `<file>.partial` is left)
 */
export async function createBackup(
  pool: Pool,
  file: string,
  onProgress?: (done: number, total: number) => void,
): Promise<BackupSummary> {
  const names = (await storeTables(pool)).map((table) => table.name);
  if (!names.includes('events'))
    throw new Error('This database holds no KeyMart store (it has no events table)');
  const client = await pool.connect();
  let failed = true;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    // Before the first query, which takes the snapshot.
    await client.query(
      `LOCK TABLE ${names.map((name) => `public.${pg.escapeIdentifier(name)}`).join(', ')} IN ACCESS SHARE MODE`,
    );
    const { header, copies } = await plan(client, names);
    await writeFile(client, file, header, copies, onProgress);
    await client.query('COMMIT');
    failed = false;
    return { header, bytes: (await fs.promises.stat(file)).size };
  } finally {
    // A connection given up inside a COPY cannot take another statement: close it (the server
    // then ends the read-only transaction).
    client.release(failed);
  }
}
