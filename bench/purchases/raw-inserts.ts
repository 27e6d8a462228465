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

/** Creates `table` (dropped first when it exists), shaped and indexed like an order row. */
export async function createOrdersTable(db: pg.Pool, table: string): Promise<void> {
  await db.query(`DROP TABLE IF EXISTS ${table}`);
  await db.query(
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
  await db.query(`CREATE INDEX ON ${table} (user_id, placed_at DESC)`);
}

/**
 * Inserts the order row number `n` (unique within the table) of `customer` (a positive integer,
 * also its product) into `table`, in a transaction of its own; answers the row.
 */
export async function insertOrder(
  db: pg.Pool,
  table: string,
  n: string,
  customer: number,
): Promise<Record<string, unknown>> {
  const { rows } = await db.query<Record<string, unknown>>(
    `INSERT INTO ${table} (order_number, user_id, product_id, quantity, total_cents, item)
     VALUES ($1, $2, $3, 1, $4, $5) RETURNING *`,
    [
      `RAW-${n}`,
      customer,
      customer,
      999,
      JSON.stringify({ key: `KEY-${customer}-${n}`, productName: 'Bench product' }),
    ],
  );
  return rows[0]!;
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
    await createOrdersTable(pool, table);
    const latencies: number[] = [];
    let sequence = 0;
    const end = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        while (performance.now() < end) {
          const started = performance.now();
          await insertOrder(pool, table, String(sequence++), client + 1);
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
