/**
 * Runs the SQL migrations of `migrations/` with node-pg-migrate (a migration lock keeps two
 * starting processes from running them twice: the second waits, then finds nothing to do).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';

const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../migrations',
);

/** Applies every pending migration to the database at `databaseUrl`. */
export async function migrate(databaseUrl: string): Promise<void> {
  await runner({
    databaseUrl,
    dir: MIGRATIONS_DIR,
    direction: 'up',
    migrationsTable: 'schema_migrations',
    checkOrder: true,
    singleTransaction: true,
    // Several instances may start together: the others wait for the first one's migrations.
    advisoryLockMode: 'wait',
    log: () => {},
  });
}
