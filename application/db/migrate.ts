/**
 * Runs the SQL migrations of `migrations/` with node-pg-migrate (a migration lock keeps two
 * starting processes from running them twice: the second waits, then finds nothing to do).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';
import type { Queryable } from './pool';

const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../migrations',
);

/** The table node-pg-migrate records applied migrations in. */
export const MIGRATIONS_TABLE = 'schema_migrations';

/** The names of the migrations applied to the database of `db`, in the order they ran. */
export async function appliedMigrations(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY id`,
  );
  return rows.map((row) => row.name);
}

/** Applies every pending migration to the database at `databaseUrl`. */
export async function migrate(databaseUrl: string): Promise<void> {
  await runner({
    databaseUrl,
    dir: MIGRATIONS_DIR,
    direction: 'up',
    migrationsTable: MIGRATIONS_TABLE,
    checkOrder: true,
    singleTransaction: true,
    // Several instances may start together: the others wait for the first one's migrations.
    advisoryLockMode: 'wait',
    log: () => {},
  });
}
