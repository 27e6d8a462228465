/**
 * Write statements recorded instead of sent, so that they go to PostgreSQL later in one round
 * trip (with the transaction's COMMIT: `inTransaction`'s `commitWith`, ARCHITECTURE.md
 * "Read-your-writes"). Code that only writes runs on `client` unchanged; code that reads an
 * answer (`rows`, `rowCount`) gets an error, since its statement has not run yet.
 */
import type pg from 'pg';
import type { PoolClient } from './pool';
import type { Statement } from './simple-query';

/** The answer a recorded statement resolves to: reading it is a mistake, and says so. */
const NO_ANSWER: pg.QueryResult = new Proxy({} as pg.QueryResult, {
  get(_target, property) {
    // Not a promise: awaiting the answer is fine, reading it is not.
    if (property === 'then') return undefined;
    throw new Error(
      `A deferred statement has no answer yet (read of "${String(property)}"): only statements whose answer is not read can be deferred`,
    );
  },
});

/** Statements recorded by `client.query`, in call order. */
export class DeferredStatements {
  readonly statements: Statement[] = [];

  /**
   * A stand-in for a PoolClient whose `query(text, values)` and `query({ text, values })`
   * record the statement and resolve at once; nothing else of it may be used.
   */
  readonly client = {
    query: (statement: string | pg.QueryConfig, values?: unknown[]) => {
      this.statements.push(
        typeof statement === 'string'
          ? { text: statement, values: values ?? [] }
          : { text: statement.text, values: statement.values ?? values ?? [] },
      );
      return Promise.resolve(NO_ANSWER);
    },
  } as unknown as PoolClient;
}
