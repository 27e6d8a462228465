/**
 * Lag from append to visible read row, under a steady purchase load: while customers
 * buy through HTTP, a poller in this process asks PostgreSQL every millisecond or so for new
 * OrderPlaced events (visible = committed), new rows of the orders read table (inline: written
 * by the append) and the orders the reports count (a subscription); an order's lag is the time
 * between its event's sighting and its row's, and the k-th order's reports lag the time between
 * the k-th event's sighting and the reports first counting k more orders than at the start.
 * Targets: orders 0 (same transaction), reports p99 under 50 ms.
 */
import pg from 'pg';
import { runLoad } from '../http/load';
import type { BenchCustomer } from '../purchases/measure-purchases';
import { count, ms, percentile } from '../support/stats';
import { verdict, type BenchRow } from '../support/table';

/** Events looked back from the highest position seen (commits may land out of position order). */
const LOOK_BACK = 2_000;

export async function measureLag(options: {
  storeUrl: string;
  databaseUrl: string;
  customers: BenchCustomer[];
  seconds: number;
}): Promise<BenchRow[]> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const committedAt = new Map<number, number>();
  const visibleAt = new Map<number, number>();
  /** When the reports first counted each number of orders (since the start) seen. */
  const countedAt: number[] = [];
  let countedAtStart: number | null = null;
  let running = true;
  const poller = (async () => {
    const { rows: start } = await client.query<{ position: string; order_id: string }>(
      'SELECT coalesce(max(position), 0)::text AS position, coalesce((SELECT max(id) FROM orders), 0)::text AS order_id FROM events',
    );
    let position = BigInt(start[0]!.position);
    let orderId = Number(start[0]!.order_id);
    // The look-back sees orders placed before the start, which the reports counted already.
    const firstNewOrderId = orderId + 1;
    while (running) {
      const { rows } = await client.query<{ kind: string; id: number; position: string }>(
        `SELECT 'event' AS kind, (data->>'orderId')::int AS id, position::text AS position FROM events
          WHERE position > $1 AND event_type = 'OrderPlaced'
         UNION ALL
         SELECT 'row', id, '0' FROM orders WHERE id > $2
         UNION ALL
         SELECT 'reports', coalesce(sum(order_count), 0)::int, '0' FROM report_buckets WHERE grain = 'month'`,
        [(position - BigInt(LOOK_BACK)).toString(), orderId],
      );
      const now = performance.now();
      for (const row of rows) {
        if (row.kind === 'reports') {
          countedAtStart ??= row.id;
          for (let k = countedAt.length + 1; k <= row.id - countedAtStart; k++) countedAt.push(now);
        } else if (row.kind === 'event') {
          if (row.id >= firstNewOrderId && !committedAt.has(row.id)) committedAt.set(row.id, now);
          if (BigInt(row.position) > position) position = BigInt(row.position);
        } else {
          if (!visibleAt.has(row.id)) visibleAt.set(row.id, now);
          orderId = Math.max(orderId, row.id);
        }
      }
    }
  })();
  let load;
  try {
    load = await runLoad({
      baseUrl: options.storeUrl,
      connections: options.customers.length,
      seconds: options.seconds,
      requestOf: (i) => ({
        method: 'POST',
        path: '/api/purchase',
        headers: options.customers[i]!.headers,
        body: { productId: options.customers[i]!.productId, quantity: 1 },
      }),
      expectedStatus: 201,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
  } finally {
    running = false;
    await poller;
    await client.end();
  }
  const lags = [...committedAt]
    .filter(([id]) => visibleAt.has(id))
    .map(([id, at]) => Math.max(0, visibleAt.get(id)! - at));
  if (lags.length === 0) throw new Error('No order was seen both as an event and as a row');
  const commits = [...committedAt.values()].sort((a, b) => a - b);
  const reportLags = countedAt
    .slice(0, commits.length)
    .map((at, k) => Math.max(0, at - commits[k]!));
  if (reportLags.length === 0) throw new Error('The reports counted no order');
  return [
    {
      what: `lag from append to visible orders row, p50 / p99 (${count(lags.length)} orders while ${options.customers.length} customers buy, ${count(load.perSecond)}/s)`,
      figure: `${ms(percentile(lags, 0.5))} / ${ms(percentile(lags, 0.99))}`,
      reference: '—',
      ratio: '—',
      target: verdict('0 (same transaction)', percentile(lags, 0.99) === 0),
    },
    {
      what: `lag from append to the reports counting the order, p50 / p99 (${count(reportLags.length)} orders)`,
      figure: `${ms(percentile(reportLags, 0.5))} / ${ms(percentile(reportLags, 0.99))}`,
      reference: '—',
      ratio: '—',
      target: verdict('p99 < 50 ms', percentile(reportLags, 0.99) < 50),
    },
  ];
}
