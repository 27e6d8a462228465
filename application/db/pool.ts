/** The PostgreSQL connection pool and a transaction helper. */
import pg from 'pg';
import { querySeveral, type Statement } from './simple-query';

// bigint columns (positions, cents) come back as strings; we convert where we read them.
export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
/** Something that runs queries: the pool or a client inside a transaction. */
export type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

/** Bounds on waiting, for pools whose callers must never wait forever on a server that died. */
export interface PoolTimeouts {
  /** Longest wait for a connection (a free one or a new one), in milliseconds. */
  connectionTimeoutMillis?: number;
  /** Longest wait for a statement's answer, in milliseconds (pg's client-side query_timeout). */
  queryTimeoutMillis?: number;
}

/** Creates a pool for `url` with `max` connections (no timeouts unless `timeouts` says). */
export function createPool(url: string, max = 20, timeouts: PoolTimeouts = {}): Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // No JIT compilation: the store's statements each take milliseconds, and a planner's cost
    // estimate above jit_above_cost (a report's per-day lateral reads, guessed at a few hundred
    // rows each) spent 30 ms compiling a 4 ms query.
    options: '-c jit=off',
    ...(timeouts.connectionTimeoutMillis !== undefined
      ? { connectionTimeoutMillis: timeouts.connectionTimeoutMillis }
      : {}),
    ...(timeouts.queryTimeoutMillis !== undefined
      ? { query_timeout: timeouts.queryTimeoutMillis }
      : {}),
  });
  // An idle client's connection error must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor may a checked-out client's (inside a transaction, between two statements) when the server
  // goes away: pg-pool listens only on idle clients, and an 'error' event nobody listens to ends
  // the process. The next statement on that client fails instead, and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** How `inTransaction` opens and ends its transaction. */
export interface TransactionOptions {
  /**
   * false: the COMMIT does not wait for the WAL flush (for derived data only: a crash may lose the
   * transaction).
   */
  synchronousCommit?: boolean;
  /** A statement sent with BEGIN, in its round trip; its rows are handed to `work`. */
  opening?: Statement;
  /**
   * BEGIN goes with the first statements `work` sends through `send`, in their round trip; every
   * statement of `work` must then go through `send`, or follow a call of it.
   */
  deferBegin?: boolean;
}

/** What `inTransaction` hands `work` besides the client. */
export interface OpenedTransaction {
  /** The rows of `options.opening` (none without it). */
  openingRows: Record<string, unknown>[];
  /**
   * Sends `statements` in COMMIT's round trip, after those of earlier calls: the transaction's
   * last statements (their answers are not read).
   */
  commitWith: (...statements: Statement[]) => void;
  /**
   * Runs `statement` in COMMIT's round trip, after the `commitWith` ones, and resolves with its
   * answer once the transaction has committed; with null when it did not commit.
   */
  readAtCommit: (statement: Statement) => Promise<pg.QueryResult | null>;
  /**
   * Runs `statements` in one round trip (simple-query.ts), preceded in it by BEGIN when the
   * transaction has not begun yet; one result per statement of `statements`.
   */
  send: (statements: readonly Statement[]) => Promise<pg.QueryResult[]>;
}

/**
 * Runs `work` inside BEGIN/COMMIT on one client; rolls back and rethrows on any error. BEGIN can
 * carry the transaction's first statements and COMMIT its last writes and reads (`options`,
 * `OpenedTransaction`), so that a transaction costs no round trip of its own.
 */
export async function inTransaction<T>(
  pool: Pool,
  work: (client: PoolClient, opened: OpenedTransaction) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  if (options.deferBegin && options.opening)
    throw new Error('inTransaction: an opening statement needs BEGIN at once');
  const beginning: Statement[] = [
    'BEGIN',
    ...(options.synchronousCommit === false ? ['SET LOCAL synchronous_commit = off'] : []),
  ];
  const reads: { statement: Statement; settle: (answer: pg.QueryResult | null) => void }[] = [];
  const client = await pool.connect();
  try {
    let begun = !options.deferBegin;
    const opening = begun
      ? await querySeveral(client, [...beginning, options.opening ?? null])
      : [];
    const closing: Statement[] = [];
    const result = await work(client, {
      openingRows: options.opening
        ? (opening[opening.length - 1]!.rows as Record<string, unknown>[])
        : [],
      commitWith: (...statements) => {
        closing.push(...statements);
      },
      readAtCommit: (statement) =>
        new Promise((settle) => {
          reads.push({ statement, settle });
        }),
      send: async (statements) => {
        if (begun) return statements.length > 0 ? querySeveral(client, statements) : [];
        begun = true;
        return (await querySeveral(client, [...beginning, ...statements])).slice(beginning.length);
      },
    });
    if (begun || closing.length > 0 || reads.length > 0) {
      const starting = begun ? [] : beginning;
      const answers = await querySeveral(client, [
        ...starting,
        ...closing,
        ...reads.map((read) => read.statement),
        'COMMIT',
      ]);
      // Counted from the end (COMMIT's is last): a closing text may hold several statements.
      const first = answers.length - 1 - reads.length;
      reads.forEach((read, i) => read.settle(answers[first + i]!));
    }
    return result;
  } catch (error) {
    for (const read of reads) read.settle(null);
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
