/**
 * Purchases through HTTP: customers on distinct products at several concurrencies,
 * next to the raw single-row insert rate at the same concurrency; and one hot product bought by
 * every client at once, checked for oversell.
 */
import path from 'node:path';
import { runLoad, describeStatuses } from '../http/load';
import { startChildServer } from '../support/child-server';
import { count, ms } from '../support/stats';
import { ratio, verdict, type BenchRow } from '../support/table';
import { measureRawInserts } from './raw-inserts';
import { countStatements } from './statement-counts';

/** A signed-in customer (request headers carrying the session) and the product they buy. */
export interface BenchCustomer {
  headers: Record<string, string>;
  productId: number;
}

const purchaseRequest = (customer: BenchCustomer) => ({
  method: 'POST' as const,
  path: '/api/purchase',
  headers: customer.headers,
  body: { productId: customer.productId, quantity: 1 },
});

/**
 * For each of `concurrencies` (each ≤ customers.length): that many customers buy their own
 * product one purchase after another for `seconds` (with the statements and transactions that
 * cost the database), then as many connections insert raw rows. At the last concurrency, the same
 * requests also go to the HTTP floor (http-floor-server.ts: bare Express inserting one row per
 * request), the least a purchase through HTTP can cost on this machine.
 * Target at 32: ≥ 1/3 of the raw rate, p99 < 50 ms.
 */
export async function measurePurchases(options: {
  storeUrl: string;
  databaseUrl: string;
  customers: BenchCustomer[];
  concurrencies: number[];
  seconds: number;
  onProgress?: (text: string) => void;
}): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const concurrency of options.concurrencies) {
    options.onProgress?.(`Purchases: ${concurrency} customers`);
    const { result: load, counts } = await countStatements(options.databaseUrl, () =>
      runLoad({
        baseUrl: options.storeUrl,
        connections: concurrency,
        seconds: options.seconds,
        requestOf: (i) => purchaseRequest(options.customers[i]!),
        expectedStatus: 201,
      }),
    );
    options.onProgress?.(`Purchases: raw inserts, ${concurrency} connections`);
    const raw = await measureRawInserts(options.databaseUrl, concurrency, options.seconds);
    const failed = Object.keys(load.statuses).some((status) => status !== '201');
    const isTarget = concurrency === 32;
    rows.push({
      what: `purchases/s, ${concurrency} customer${concurrency > 1 ? 's' : ''} on distinct products (HTTP)${failed ? ` — answers ${describeStatuses(load.statuses)}` : ''}`,
      figure: `${count(load.perSecond)}/s`,
      reference: `${count(raw.perSecond)} single-row inserts/s`,
      ratio: ratio(load.perSecond, raw.perSecond),
      target: isTarget ? verdict('≥ 0.33×', load.perSecond >= raw.perSecond / 3) : '—',
    });
    rows.push({
      what: `purchase latency p50 / p99, ${concurrency} customer${concurrency > 1 ? 's' : ''}`,
      figure: `${ms(load.p50)} / ${ms(load.p99)}`,
      reference: `${ms(raw.p50)} / ${ms(raw.p99)} (insert)`,
      ratio: ratio(load.p99, raw.p99),
      target: isTarget
        ? verdict('p99 < 50 ms', load.p99 < 50)
        : concurrency === 1
          ? verdict('p50 < 3 ms', load.p50 < 3)
          : '—',
    });
    if (concurrency === options.concurrencies.at(-1)) {
      options.onProgress?.(`Purchases: the HTTP floor, ${concurrency} connections`);
      rows.push(await measureHttpFloor(options, concurrency, raw.perSecond));
    }
    const purchases = load.statuses['201'] ?? 0;
    rows.push({
      what: `statements / transactions per purchase, ${concurrency} customer${concurrency > 1 ? 's' : ''} (all of the store's database during the run, projections and polls included: pg_stat_statements, pg_stat_database)`,
      figure:
        purchases === 0
          ? '—'
          : `${counts.statements === null ? 'n/a' : (counts.statements / purchases).toFixed(1)} / ${(counts.transactions / purchases).toFixed(1)}`,
      reference: '—',
      ratio: '—',
      target: '—',
    });
  }
  return rows;
}

/**
 * The customers' purchase requests at `concurrency` connections against a bare Express app that
 * inserts one order row per request (http-floor-server.ts), beside the raw insert rate.
 */
async function measureHttpFloor(
  options: { databaseUrl: string; customers: BenchCustomer[]; seconds: number },
  concurrency: number,
  rawPerSecond: number,
): Promise<BenchRow> {
  const server = await startChildServer(path.join(import.meta.dirname, 'http-floor-server.ts'), [
    options.databaseUrl,
    `bench_http_floor_${concurrency}`,
  ]);
  try {
    const run = (seconds: number) =>
      runLoad({
        baseUrl: server.url,
        connections: concurrency,
        seconds,
        requestOf: (i) => purchaseRequest(options.customers[i]!),
        expectedStatus: 201,
      });
    // A fresh process: its code and pool warm up first, as the store's did in the runs before.
    await run(1);
    const floor = await run(options.seconds);
    return {
      what: `HTTP floor: the same requests, ${concurrency} connections, to bare Express parsing the JSON body and inserting one order row each (no session, checks, events or read models; p50 / p99 ${ms(floor.p50)} / ${ms(floor.p99)})`,
      figure: `${count(floor.perSecond)}/s`,
      reference: `${count(rawPerSecond)} single-row inserts/s`,
      ratio: ratio(floor.perSecond, rawPerSecond),
      target: '—',
    };
  } finally {
    await server.stop();
  }
}

/** Options of a run where every customer buys the same product. */
interface OneProductRun {
  storeUrl: string;
  customers: BenchCustomer[];
  productId: number;
  seconds: number;
  /** The product's auto-delivery items left, as the store's read model shows them. */
  stockOf: () => Promise<number>;
  /** The product's orders and the distinct items delivered to them, from the store. */
  ordersOf: () => Promise<{ orders: number; distinctItems: number }>;
}

/**
 * Every customer buys `productId` for `seconds`; the stock before and after, and the orders
 * placed meanwhile (counted in the store: a purchase still in flight when the load stops is
 * placed without its answer being counted).
 */
async function buyOneProduct(options: OneProductRun) {
  const before = await options.stockOf();
  const ordersBefore = await options.ordersOf();
  const load = await runLoad({
    baseUrl: options.storeUrl,
    connections: options.customers.length,
    seconds: options.seconds,
    requestOf: (i) => purchaseRequest({ ...options.customers[i]!, productId: options.productId }),
    expectedStatus: 201,
  });
  // Let the purchases still in flight when the load stopped finish.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const ordersAfter = await options.ordersOf();
  return {
    load,
    before,
    after: await options.stockOf(),
    orders: ordersAfter.orders - ordersBefore.orders,
    distinctItems: ordersAfter.distinctItems - ordersBefore.distinctItems,
  };
}

/**
 * A hot product with more keys than the run can sell: purchases per second (target ≥ 1,000/s),
 * and orders placed equal to the keys taken (no oversell).
 */
export async function measureHotProduct(options: OneProductRun): Promise<BenchRow[]> {
  const { load, before, after, orders, distinctItems } = await buyOneProduct(options);
  const taken = before - after;
  return [
    {
      what: `purchases/s, ${options.customers.length} customers on one hot product (HTTP; answers ${describeStatuses(load.statuses)}; p50 / p99 ${ms(load.p50)} / ${ms(load.p99)})`,
      figure: `${count(load.perSecond)}/s`,
      reference: '—',
      ratio: '—',
      target: verdict('≥ 1,000/s', load.perSecond >= 1_000),
    },
    {
      what: `hot product: orders placed (${count(distinctItems)} distinct keys delivered) vs keys taken from stock (${count(before)} → ${count(after)})`,
      figure: `${count(orders)} orders`,
      reference: `${count(taken)} keys taken`,
      ratio: ratio(orders, taken),
      target: verdict(
        'equal, no oversell',
        taken === orders && distinctItems === orders && after >= 0,
      ),
    },
  ];
}

/**
 * A product with fewer keys than the customers try to buy: exactly as many orders as keys, none
 * left, every other answer a 409 "out of stock".
 */
export async function measureSellOut(options: OneProductRun): Promise<BenchRow[]> {
  const { load, before, after, orders, distinctItems } = await buyOneProduct(options);
  const answers = Object.values(load.statuses).reduce((sum, n) => sum + n, 0);
  return [
    {
      what: `sell-out: ${options.customers.length} customers buying ${count(before)} keys for ${options.seconds} s (answers ${describeStatuses(load.statuses)})`,
      figure: `${count(orders)} orders (${count(distinctItems)} distinct keys), ${count(after)} keys left`,
      reference: `${count(before)} keys`,
      ratio: ratio(orders, before),
      target: verdict(
        `${count(before)} orders, 0 left`,
        orders === before &&
          distinctItems === before &&
          after === 0 &&
          load.ok + (load.statuses['409'] ?? 0) === answers,
      ),
    },
  ];
}
