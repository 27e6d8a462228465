/**
 * The limit for purchases: single-row INSERTs, each its own transaction (so each waits
 * for its commit like a purchase does), into a table shaped like an order row, from `clients`
 * concurrent connections for a fixed time.
 */
import pg from 'pg';
import { percentile } from '../support/stats';

/** Inserts per second and latency percentiles (ms) of one run. */
export interface RawInsertResult {
  perSecond: number;
  p50: number;
  p99: number;
}

/**
 * Runs `clients` connections to `databaseUrl`, each inserting one row after another for
 * `seconds`, into a table of its own that is dropped afterwards.
 */
export async function measureRawInserts(
  databaseUrl: string,
  clients: number,
  seconds: number,
): Promise<RawInsertResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: clients });
  const table = `bench_raw_orders_${clients}`;
  try {
    await pool.query(`DROP TABLE IF EXISTS ${table}`);
    await pool.query(
      `CREATE TABLE ${table} (
         order_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
         order_number text NOT NULL UNIQUE,
         user_id int NOT NULL,
         product_id int NOT NULL,
         quantity int NOT NULL,
         total_cents bigint NOT NULL,
         item jsonb NOT NULL,
         placed_at timestamptz NOT NULL DEFAULT now())`,
    );
    await pool.query(`CREATE INDEX ON ${table} (user_id, placed_at DESC)`);
    const latencies: number[] = [];
    let sequence = 0;
    const end = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        while (performance.now() < end) {
          const n = sequence++;
          const started = performance.now();
          await pool.query(
            `INSERT INTO ${table} (order_number, user_id, product_id, quantity, total_cents, item)
             VALUES ($1, $2, $3, 1, $4, $5)`,
            [
              `RAW-${n}`,
              client + 1,
              client + 1,
              999,
              JSON.stringify({ key: `KEY-${client}-${n}`, productName: 'Bench product' }),
            ],
          );
          latencies.push(performance.now() - started);
        }
      }),
    );
    await pool.query(`DROP TABLE ${table}`);
    return {
      perSecond: latencies.length / seconds,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
    };
  } finally {
    await pool.end();
  }
}
