/**
 * The benchmark (ARCHITECTURE.md "Benchmarks"): `npm run bench [-- --quick] [--rebuild-only]` prints one markdown
 * table (each figure next to a reference measured in the same run, their ratio and the target) and
 * writes it to bench/results/latest.md (bench/results/latest-quick.md with --quick).
 *
 * 1. Generates a store of 50,000 customers, 5,000 products and 1,000,000 events (--quick: 5,000,
 *    500, 100,000) and builds every projection from position 0 (the rebuild rate); serves it from
 *    a store process of its own; load comes from autocannon in this process.
 * 2. Purchases at 1, 8 and 32 customers on distinct products vs raw single-row inserts (at 32
 *    also the HTTP floor: bare Express inserting one row per request); one hot product bought by
 *    32 customers (no oversell), and one sold out.
 * 3. Lag from append to visible read row under a steady purchase load.
 * 4. Catalogue reads at 32 connections vs Express serving a fixed body of the same size.
 * 5. The reports call on this store vs on a store of 10,000 events.
 * 6. Event appends through our store vs Emmett on the same server.
 * 7. The web app: gzipped JavaScript and Lighthouse (Debian's Chromium).
 * Uses BENCH_DATABASE_URL when set, else an embedded PostgreSQL in a temporary folder.
 */
import { createPool, type Pool } from '../application/db/pool';
import { measureAppends } from './appends/measure-appends';
import { measureCatalogue } from './catalogue/measure-catalogue';
import { signIn } from './http/sign-in';
import { measureLag } from './lag/measure-lag';
import {
  measureHotProduct,
  measurePurchases,
  measureSellOut,
  type BenchCustomer,
} from './purchases/measure-purchases';
import { measureReports } from './reports/measure-reports';
import { openBenchStore, type BenchStore } from './support/generated-store';
import { startBenchServer } from './support/server';
import { clearProgress, count, progress, secondsSince } from './support/stats';
import { renderTable, verdict, type BenchRow, publishResults } from './support/table';
import { measureWeb } from './web/measure-web';

const quick = process.argv.includes('--quick');
/** --rebuild-only: step 1 alone (generate, rebuild), its rows printed, no results file. */
const rebuildOnly = process.argv.includes('--rebuild-only');
const FULL = quick
  ? { customers: 5_000, products: 500, events: 100_000 }
  : { customers: 50_000, products: 5_000, events: 1_000_000 };
const SMALL = { customers: 1_000, products: 100, events: 10_000 };
/** Seconds of each load run. */
const SECONDS = quick ? 2 : 8;
const CONCURRENCIES = [1, 8, 32];
const HOT_STOCK = quick ? 4_000 : 12_000;
const SELL_OUT_STOCK = 200;
const REBUILD_TARGET = 100_000;

/** The rows of one section, or one ✘ row saying why it failed (the sections after it still run). */
async function section(what: string, measure: () => Promise<BenchRow[]>): Promise<BenchRow[]> {
  try {
    return await measure();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return [
      {
        what: `${what}: failed (${message})`,
        figure: '—',
        reference: '—',
        ratio: '—',
        target: '✘',
      },
    ];
  }
}

const started = performance.now();
const server = await startBenchServer();
const stores: BenchStore[] = [];
let readPool: Pool | null = null;
try {
  const rows: BenchRow[] = [];
  const full = await openBenchStore(server.adminUrl, FULL);
  stores.push(full);
  clearProgress();
  const { generated } = full;
  const storeUrl = full.process.url;
  rows.push({
    what: `data generator: ${count(generated.events)} events (${count(generated.customers)} customers, ${count(generated.products)} products, a year)`,
    figure: `${count(generated.eventsPerSecond)} events/s`,
    reference: '—',
    ratio: '—',
    target: '—',
  });
  const rebuildRate = generated.events / full.rebuildSeconds;
  rows.push({
    what: `projection rebuild from position 0: all ${full.projections} projections over ${count(generated.events)} events (${count(full.rebuildHandled)} handled in all), ${full.rebuildSeconds.toFixed(1)} s`,
    figure: `${count(rebuildRate)} events/s`,
    reference: '—',
    ratio: '—',
    target: verdict(`≥ ${count(REBUILD_TARGET)} events/s`, rebuildRate >= REBUILD_TARGET),
  });

  if (rebuildOnly) {
    clearProgress();
    console.log(renderTable(rows));
  } else {
    // Sessions: 32 customers, each from an address of their own, each with a product of their own.
    progress('Signing customers in');
    const customers: BenchCustomer[] = [];
    for (const [i, customer] of generated.benchCustomers.slice(0, 32).entries()) {
      customers.push({
        headers: await signIn(storeUrl, customer.email, generated.password, `10.8.0.${i + 1}`),
        productId: generated.benchProducts[i]!.productId,
      });
    }
    const admin = await signIn(storeUrl, generated.admin.email, generated.password, '10.8.1.1');
    readPool = createPool(full.databaseUrl, 2);

    rows.push(
      ...(await section('purchases', () =>
        measurePurchases({
          storeUrl,
          databaseUrl: full.databaseUrl,
          customers,
          concurrencies: CONCURRENCIES,
          seconds: SECONDS,
          onProgress: progress,
        }),
      )),
    );

    /** Sets `productId`'s auto-delivery items to `n` new keys (as an admin would). */
    const restock = async (productId: number, n: number) => {
      const response = await fetch(new URL(`/api/admin/products/${productId}/stock`, storeUrl), {
        method: 'PUT',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({
          stockItems: Array.from({ length: n }, (_, k) => `HOT-${productId}-${k}`),
        }),
      });
      if (response.status !== 200) throw new Error(`Restock: ${response.status}`);
    };
    /** The product's auto-delivery items left, as the catalogue read model shows them. */
    const stockOf = (productId: number) => async () => {
      const { rows } = await readPool!.query<{ stock: number }>(
        'SELECT stock FROM products WHERE id = $1',
        [productId],
      );
      return rows[0]!.stock;
    };
    /** The product's orders and distinct delivered keys, from the orders read model. */
    const ordersOf = (productId: number) => async () => {
      const { rows } = await readPool!.query<{ orders: number; items: number }>(
        'SELECT count(*)::int AS orders, count(DISTINCT delivered_item)::int AS items FROM orders WHERE product_id = $1',
        [productId],
      );
      return { orders: rows[0]!.orders, distinctItems: rows[0]!.items };
    };
    const hot = generated.benchProducts[40]!.productId;
    progress('Hot product');
    await restock(hot, HOT_STOCK);
    rows.push(
      ...(await section('hot product', () =>
        measureHotProduct({
          storeUrl,
          customers,
          productId: hot,
          seconds: SECONDS,
          stockOf: stockOf(hot),
          ordersOf: ordersOf(hot),
        }),
      )),
    );
    progress('Sell-out');
    const soldOut = generated.benchProducts[41]!.productId;
    await restock(soldOut, SELL_OUT_STOCK);
    rows.push(
      ...(await section('sell-out', () =>
        measureSellOut({
          storeUrl,
          customers,
          productId: soldOut,
          seconds: 4,
          stockOf: stockOf(soldOut),
          ordersOf: ordersOf(soldOut),
        }),
      )),
    );

    progress('Lag');
    rows.push(
      ...(await section('lag', () =>
        measureLag({
          storeUrl,
          databaseUrl: full.databaseUrl,
          customers: customers.slice(0, 16),
          seconds: SECONDS,
        }),
      )),
    );

    const product = generated.benchProducts[0]!;
    rows.push(
      ...(await section('catalogue reads', () =>
        measureCatalogue({
          storeUrl,
          categoryId: generated.category.categoryId,
          productUrl: generated.productUrl,
          seconds: SECONDS,
          onProgress: progress,
        }),
      )),
    );

    progress('Reports: a store of 10,000 events');
    const small = await openBenchStore(server.adminUrl, SMALL);
    stores.push(small);
    // The report calls are timed on stores at rest: what autovacuum would do next (to the small
    // store's freshly written tables, and the full store's after the loads above) is done first,
    // so it does not run beside the timed calls.
    progress('Reports: VACUUM ANALYZE of both stores');
    await readPool.query('VACUUM ANALYZE');
    const smallPool = createPool(small.databaseUrl, 1);
    await smallPool.query('VACUUM ANALYZE').finally(() => smallPool.end());
    rows.push(
      ...(await section('reports', async () =>
        measureReports(
          { storeUrl, events: generated.events, headers: admin },
          {
            storeUrl: small.process.url,
            events: small.generated.events,
            headers: await signIn(
              small.process.url,
              small.generated.admin.email,
              small.generated.password,
              '10.8.1.2',
            ),
          },
        ),
      )),
    );
    await small.stop();
    stores.pop();

    progress('Appends: KeyMart vs Emmett');
    rows.push(
      ...(await section('appends', () => measureAppends({ adminUrl: server.adminUrl, quick }))),
    );

    progress('Web app');
    const productPage = (await (
      await fetch(new URL(`/api/products/by-url/${product.productUrl}`, storeUrl))
    ).json()) as { category: { customUrl: string } | null };
    rows.push(
      ...(await section('web app', () =>
        measureWeb({
          baseUrl: storeUrl,
          adminEmail: generated.admin.email,
          adminPassword: generated.password,
          categoryPath: `/category/${generated.category.customUrl}`,
          productPath: `/category/${productPage.category?.customUrl ?? generated.category.customUrl}/${product.productUrl}`,
          quick,
        }),
      )),
    );
    clearProgress();

    const table = [
      `# KeyMart benchmark${quick ? ' (--quick)' : ''}`,
      '',
      `${full.machine}. Load generator: autocannon (keep-alive, one request at a time per connection) in the benchmark process; the store, the fixed-body Express and PostgreSQL run in processes of their own. Run took ${Math.round(secondsSince(started))} s on ${new Date().toISOString().slice(0, 10)}.`,
      '',
      renderTable(rows),
      '',
    ].join('\n');
    publishResults(quick ? 'latest-quick.md' : 'latest.md', table);
  }
} finally {
  clearProgress();
  await readPool?.end();
  for (const store of stores) await store.stop().catch(() => undefined);
  await server.stop();
}
process.exit(0);
