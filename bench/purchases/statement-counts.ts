/**
 * What a load run costs PostgreSQL, counted by the server: the statements executed in the
 * store's database (pg_stat_statements: every statement of every connection, the projections'
 * and the pollers' included) and the transactions committed (pg_stat_database.xact_commit).
 */
import pg from 'pg';

/** Counts of one run; `statements` is null when the server has not loaded pg_stat_statements. */
export interface StatementCounts {
  statements: number | null;
  transactions: number;
}

/** The cumulative statistics a backend keeps are flushed at most once a second. */
const STATS_FLUSH_MS = 1_100;

/**
 * Runs `run` and counts what it cost the database of `databaseUrl`: statements (pg_stat_statements,
 * reset before the run; this counter's own queries left out) and committed transactions.
 * @throws what `run` throws
 */
export async function countStatements<T>(
  databaseUrl: string,
  run: () => Promise<T>,
): Promise<{ result: T; counts: StatementCounts }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const statistics = await client
      .query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
      .then(() => client.query('SELECT pg_stat_statements_reset()'))
      .then(
        () => true,
        () => false,
      );
    await new Promise((resolve) => setTimeout(resolve, STATS_FLUSH_MS));
    const commits = async () =>
      Number(
        (
          await client.query<{ commits: string }>(
            'SELECT xact_commit::text AS commits FROM pg_stat_database WHERE datname = current_database()',
          )
        ).rows[0]!.commits,
      );
    const before = await commits();
    const result = await run();
    await new Promise((resolve) => setTimeout(resolve, STATS_FLUSH_MS));
    // This client's own statements (the reads of the counters) are left out by their text.
    const statements = statistics
      ? Number(
          (
            await client.query<{ calls: string }>(
              `SELECT coalesce(sum(calls), 0)::text AS calls FROM pg_stat_statements
                WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
                  AND query NOT LIKE '%pg_stat_%'`,
            )
          ).rows[0]!.calls,
        )
      : null;
    // This client's own one or two transactions meanwhile are noise beside a run's thousands.
    const transactions = (await commits()) - before;
    return { result, counts: { statements, transactions } };
  } finally {
    await client.end();
  }
}
