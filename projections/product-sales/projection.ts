/**
 * The product sales read model, for the product economics report: per product, units and orders
 * placed, revenue, refunds (partial refunds and cancellations), the cost of the keys sold (net of
 * keys a refund put back in stock) and warranty claims filed, summed in buckets of every grain of
 * projections/time-rollup.ts at the time of each event, and the same sums of every product
 * together; each order's product and cost; and the name each product last sold under. Amounts in
 * integer cents.
 */
import type { PoolClient } from '../../application/db/pool';
import type { RecordedEvent } from '../../application/event-store/types';
import type { ProductEvent } from '../../domain/catalogue/product';
import type { OrderEvent } from '../../domain/order/order';
import type { WalletEvent } from '../../domain/wallet/wallet';
import type { ClaimEvent } from '../../domain/warranty/claim';
import { defineProjection, type SetBuild, type TableRow } from '../projection';
import { binOf, binSql, GRAINS } from '../time-rollup';

type ProductSalesEvent = OrderEvent | WalletEvent | ProductEvent | ClaimEvent;

/** What one event adds to its product's buckets (absent: 0), cents and counts. */
interface Sums {
  units?: number;
  orders?: number;
  revenueCents?: number;
  refundCents?: number;
  costCents?: number;
  claims?: number;
}

const SUM_COLUMNS = ['units', 'orders', 'revenue_cents', 'refund_cents', 'cost_cents', 'claims'];

const sumValues = (sums: Sums) => [
  sums.units ?? 0,
  sums.orders ?? 0,
  sums.revenueCents ?? 0,
  sums.refundCents ?? 0,
  sums.costCents ?? 0,
  sums.claims ?? 0,
];

/**
 * Adds `sums` to the product's bucket of every grain at the event's time, and to the totals'
 * buckets, in one statement. The product is `productId`, or the one order `orderId` was placed
 * for; `returnsOrderCost` takes that order's cost back out (its keys went back to stock).
 */
async function add(
  client: PoolClient,
  event: RecordedEvent,
  of: { productId: number } | { orderId: number; returnsOrderCost?: boolean },
  sums: Sums,
): Promise<void> {
  const byOrder = 'orderId' in of;
  const values = SUM_COLUMNS.map((column, index) => `$${index + 3}::bigint AS ${column}`);
  if (byOrder && of.returnsOrderCost)
    values[SUM_COLUMNS.indexOf('cost_cents')] =
      `$${SUM_COLUMNS.indexOf('cost_cents') + 3}::bigint - o.cost_cents AS cost_cents`;
  const upsert = (table: string, keys: string[]) =>
    `INSERT INTO ${table} AS b (${[...keys, ...SUM_COLUMNS].join(', ')})
       SELECT ${[...keys, ...SUM_COLUMNS].join(', ')} FROM adds
     ON CONFLICT (${keys.join(', ')}) DO UPDATE SET
       ${SUM_COLUMNS.map((column) => `${column} = b.${column} + excluded.${column}`).join(',\n       ')}`;
  await client.query(
    `WITH adds AS (
       SELECT g.grain, ${binSql('g.grain', '$1::timestamptz')} AS bucket,
              ${byOrder ? 'o.product_id' : '$2::int'} AS product_id, ${values.join(', ')}
         FROM unnest($${SUM_COLUMNS.length + 3}::text[]) AS g(grain)
         ${byOrder ? 'JOIN product_sales_orders o ON o.order_id = $2::int' : ''}
     ),
     products AS (${upsert('product_sales_buckets', ['grain', 'bucket', 'product_id'])})
     ${upsert('product_sales_totals', ['grain', 'bucket'])}`,
    [event.recordedAt, byOrder ? of.orderId : of.productId, ...sumValues(sums), GRAINS],
  );
}

/** Adds `values` (SUM_COLUMNS' order) to the row `key` of `rows`, made from `keys` when new. */
function foldInto(
  rows: Map<string, TableRow>,
  key: string,
  keys: TableRow,
  values: readonly number[],
): void {
  let row = rows.get(key);
  if (!row) {
    row = { ...keys };
    for (const column of SUM_COLUMNS) row[column] = 0;
    rows.set(key, row);
  }
  SUM_COLUMNS.forEach((column, index) => {
    (row[column] as number) += values[index]!;
  });
}

/** The set-based build: every bucket and order row folded in memory as the handlers write them. */
function buildProductSales(): SetBuild<ProductSalesEvent> {
  const buckets = new Map<string, TableRow>();
  const totals = new Map<string, TableRow>();
  const orders = new Map<number, { order_id: number; product_id: number; cost_cents: number }>();
  const names = new Map<number, { product_id: number; name: string }>();
  const addTo = (productId: number, event: RecordedEvent, sums: Sums) => {
    const values = sumValues(sums);
    for (const grain of GRAINS) {
      const bucket = binOf(grain, event.recordedAt);
      const key = `${grain} ${bucket.getTime()}`;
      foldInto(buckets, `${key} ${productId}`, { grain, bucket, product_id: productId }, values);
      foldInto(totals, key, { grain, bucket }, values);
    }
  };
  return {
    rows: () => ({
      product_sales_buckets: buckets.values(),
      product_sales_totals: totals.values(),
      product_sales_orders: orders.values(),
      product_sales_names: names.values(),
    }),
    folds: {
      OrderPlaced: (data, event) => {
        orders.set(data.orderId, {
          order_id: data.orderId,
          product_id: data.productId,
          cost_cents: data.costCents ?? 0,
        });
        names.set(data.productId, { product_id: data.productId, name: data.productName });
        addTo(data.productId, event, {
          units: data.quantity,
          orders: 1,
          revenueCents: data.totalCents,
          costCents: data.costCents ?? 0,
        });
      },
      PurchaseRefunded: (data, event) => {
        const order = orders.get(data.orderId);
        if (order) addTo(order.product_id, event, { refundCents: data.amountCents });
      },
      StockReturned: (data, event) => {
        const order = orders.get(data.orderId);
        if (order) addTo(order.product_id, event, { costCents: -order.cost_cents });
      },
      WarrantyClaimFiled: (data, event) => addTo(data.productId, event, { claims: 1 }),
    },
  };
}

export const productSalesProjection = defineProjection<ProductSalesEvent>({
  name: 'product-sales',
  version: 2,
  tables: [
    'product_sales_buckets',
    'product_sales_totals',
    'product_sales_orders',
    'product_sales_names',
  ],
  readers: 'staff',
  // Every handler is one INSERT whose answer is not read.
  writesOnly: true,
  setBuild: buildProductSales,
  handlers: {
    OrderPlaced: async (client, data, event) => {
      const costCents = data.costCents ?? 0;
      await client.query(
        'INSERT INTO product_sales_orders (order_id, product_id, cost_cents) VALUES ($1, $2, $3)',
        [data.orderId, data.productId, costCents],
      );
      await client.query(
        `INSERT INTO product_sales_names (product_id, name) VALUES ($1, $2)
         ON CONFLICT (product_id) DO UPDATE SET name = excluded.name`,
        [data.productId, data.productName],
      );
      await add(
        client,
        event,
        { productId: data.productId },
        { units: data.quantity, orders: 1, revenueCents: data.totalCents, costCents },
      );
    },
    PurchaseRefunded: (client, data, event) =>
      add(client, event, { orderId: data.orderId }, { refundCents: data.amountCents }),
    StockReturned: (client, data, event) =>
      add(client, event, { orderId: data.orderId, returnsOrderCost: true }, {}),
    WarrantyClaimFiled: (client, data, event) =>
      add(client, event, { productId: data.productId }, { claims: 1 }),
  },
});
