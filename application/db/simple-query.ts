/**
 * Several statements in one round trip (ARCHITECTURE.md "application/", db/). node-postgres sends a
 * statement with parameters through the extended protocol, one statement per round trip; the
 * simple query protocol takes many statements in one message, but no parameters. So, as pgx's
 * simple protocol mode and JDBC's `preferQueryMode=simple` do, the values are written into the
 * text as quoted literals: converted by node-postgres's own `prepareValue` (the text it would have
 * sent as the parameter: arrays as array literals, dates with their offset, objects as JSON) and
 * quoted by its `escapeLiteral`. A literal in the place of `$n` is typed by its context or by the
 * statement's cast (`$1::int[]`), as the parameter was.
 *
 * In a simple query each statement takes its own snapshot (READ COMMITTED), so a statement sees
 * what the lock taken by the one before it waited for; an error skips the statements after it.
 */
import pg from 'pg';
// node-postgres's conversion of a value to the text it sends (the package exports lib/*).
import pgUtils from 'pg/lib/utils.js';

/** A statement: plain text, or text with `$n` parameters and their values. */
export type Statement = string | { text: string; values?: readonly unknown[] };

/**
 * `statement`'s text with each `$n` replaced by its value as a quoted literal (NULL for null and
 * undefined). For our own statements only: the text must not hold `$n` inside a string or
 * dollar-quoted literal.
 * @throws Error when a parameter has no value
 */
export function inlineParameters(statement: Statement): string {
  if (typeof statement === 'string') return statement;
  const values = statement.values ?? [];
  return statement.text.replace(/\$(\d+)/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index >= values.length) throw new Error(`No value for parameter $${n}`);
    const value = pgUtils.prepareValue(values[index]);
    if (value === null) return 'NULL';
    return pg.escapeLiteral(Buffer.isBuffer(value) ? `\\x${value.toString('hex')}` : value);
  });
}

/**
 * Runs `statements` (nulls skipped) in one round trip and answers one result per statement sent.
 * @throws the first failing statement's error (the statements after it did not run)
 */
export async function querySeveral(
  client: Pick<pg.ClientBase, 'query'>,
  statements: readonly (Statement | null)[],
): Promise<pg.QueryResult[]> {
  const texts = statements.flatMap((statement) =>
    statement === null ? [] : [inlineParameters(statement)],
  );
  const answer = (await client.query(texts.join(';\n'))) as pg.QueryResult | pg.QueryResult[];
  return Array.isArray(answer) ? answer : [answer];
}
