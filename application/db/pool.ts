/** The PostgreSQL connection pool and a transaction helper. */
import pg from 'pg';

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

/**
 * Runs `work` inside BEGIN/COMMIT on one client; rolls back and rethrows on any error. With
 * `synchronousCommit: false` the COMMIT does not wait for the WAL flush (for derived data only:
 * a crash may lose the transaction).
 */
export async function inTransaction<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
  options: { synchronousCommit?: boolean } = {},
): Promise<T> {
  const client = await pool.connect();
  try {
    // One round trip (simple protocol: two statements, no parameters).
    await client.query(
      options.synchronousCommit === false ? 'BEGIN; SET LOCAL synchronous_commit = off' : 'BEGIN',
    );
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
