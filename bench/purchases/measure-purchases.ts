/**
 * Purchases through HTTP (issue 8): customers on distinct products at several concurrencies,
 * next to the raw single-row insert rate at the same concurrency; and one hot product bought by
 * every client at once, checked for oversell.
 */
import { runLoad, describeStatuses } from '../http/load';
import { count, ms } from '../support/stats';
import { ratio, verdict, type BenchRow } from '../support/table';
import { measureRawInserts } from './raw-inserts';

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
 * product one purchase after another for `seconds`, then as many connections insert raw rows.
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
    const load = await runLoad({
      baseUrl: options.storeUrl,
      connections: concurrency,
      seconds: options.seconds,
      requestOf: (i) => purchaseRequest(options.customers[i]!),
      expectedStatus: 201,
    });
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
      target: isTarget ? verdict('p99 < 50 ms', load.p99 < 50) : '—',
    });
  }
  return rows;
}

/**
 * Every one of `customers` buys `productId` (with `stockBefore` keys) for `seconds`; then the
 * stock left is read back: orders placed must equal the stock taken. Target ≥ 300/s.
 */
export async function measureHotProduct(options: {
  storeUrl: string;
  customers: BenchCustomer[];
  productId: number;
  seconds: number;
  stockOf: () => Promise<number>;
}): Promise<BenchRow[]> {
  const before = await options.stockOf();
  const load = await runLoad({
    baseUrl: options.storeUrl,
    connections: options.customers.length,
    seconds: options.seconds,
    requestOf: (i) => purchaseRequest({ ...options.customers[i]!, productId: options.productId }),
    expectedStatus: 201,
  });
  const after = await options.stockOf();
  const taken = before - after;
  const exact = taken === load.ok && after >= 0;
  return [
    {
      what: `purchases/s, ${options.customers.length} customers on one hot product (HTTP; answers ${describeStatuses(load.statuses)})`,
      figure: `${count(load.perSecond)}/s`,
      reference: '—',
      ratio: '—',
      target: verdict('≥ 300/s', load.perSecond >= 300),
    },
    {
      what: `hot product: orders placed vs stock taken (${count(before)} → ${count(after)} keys), p50 / p99 ${ms(load.p50)} / ${ms(load.p99)}`,
      figure: `${count(load.ok)} orders`,
      reference: `${count(taken)} keys taken`,
      ratio: ratio(load.ok, taken),
      target: verdict('equal, no oversell', exact),
    },
  ];
}
