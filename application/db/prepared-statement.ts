/**
 * Named prepared statements for the hot paths (ARCHITECTURE.md "application/", db/). PostgreSQL parses
 * and plans an unnamed statement at every execution, which for a join such as the order read costs
 * more than running it; node-postgres prepares a named statement once per connection and then
 * sends only its name and values, and PostgreSQL reuses the plan. A plan follows the tables: a
 * change to a table it uses, or another search_path (a rebuild's shadow schema), makes
 * PostgreSQL analyse the statement again before its next use.
 */
import type pg from 'pg';

const names = new Set<string>();

/**
 * The statement `text` under `name`, as a function of its values.
 * @throws Error when `name` is already taken (two texts under one name would fail on a
 *   connection that prepared the other)
 */
export function preparedStatement(
  name: string,
  text: string,
): (values: readonly unknown[]) => pg.QueryConfig<unknown[]> {
  if (names.has(name)) throw new Error(`Prepared statement name "${name}" is taken`);
  names.add(name);
  return (values) => ({ name, text, values: [...values] });
}
