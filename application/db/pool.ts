/** The PostgreSQL connection pool and a transaction helper. */
import pg from 'pg';

// bigint columns (positions, cents) come back as strings; we convert where we read them.
export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
/** Something that runs queries: the pool or a client inside a transaction. */
export type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

/** Creates a pool for `url` with `max` connections. */
export function createPool(url: string, max = 20): Pool {
  const pool = new pg.Pool({ connectionString: url, max });
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
