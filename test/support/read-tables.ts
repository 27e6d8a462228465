/** Read tables as text, for tests comparing them (with a rebuild, a fresh replay). */
import type { Queryable } from '../../application/db/pool';
import type { Projection } from '../../projections/projection';

/** Every read table of `projections`, every row as text, sorted. */
export async function dumpReadTables(
  db: Queryable,
  projections: readonly Projection[],
): Promise<Record<string, string[]>> {
  const dump: Record<string, string[]> = {};
  for (const projection of projections) {
    for (const table of projection.tables) {
      const { rows } = await db.query<{ row: string }>(
        `SELECT t::text AS row FROM ${table} t ORDER BY 1`,
      );
      dump[table] = rows.map((r) => r.row);
    }
  }
  return dump;
}
