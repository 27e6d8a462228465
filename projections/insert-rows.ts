/**
 * Bulk insert of folded read-table rows (projections/projection.ts SetBuild): one statement for
 * many rows, typed by the table itself through json_populate_recordset, so a fold's plain values
 * (numbers, strings, Dates, arrays, objects for jsonb) become the columns' types as the handlers'
 * parameters would.
 */
import type { Queryable } from '../application/db/pool';
import type { TableRow } from './projection';

/**
 * Inserts `rows` into `table` (a name as SQL reads it: `orders`, found on the search path, or
 * `schema.orders`) in one statement, the columns named by the first row (every row carries the
 * same ones). Nothing for no rows.
 * @throws the database's error (a duplicate key, a column the table lacks)
 */
export async function insertRows(
  client: Queryable,
  table: string,
  rows: readonly TableRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!)
    .map((column) => `"${column}"`)
    .join(', ');
  await client.query(
    `INSERT INTO ${table} (${columns})
     SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`,
    [JSON.stringify(rows)],
  );
}
