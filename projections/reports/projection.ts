/**
 * The reports read model (docs/specs/admin-area.md 2.13): deposits and orders (amount in cents and
 * count) in buckets of every grain of projections/time-rollup.ts (UTC 15 minutes, days, months)
 * and of the store's days (projections/store-day-bucket.ts). Orders count purchases; a refund takes its amount back out of the
 * bucket of the refund. Deposits count confirmed top-ups (gateway payments and card or PayPal
 * requests credited by staff) at the time they were credited.
 */
import type { PoolClient } from '../../application/db/pool';
import type { RecordedEvent } from '../../application/event-store/types';
import type { DepositEvent } from '../../domain/deposit/deposit';
import type { WalletEvent } from '../../domain/wallet/wallet';
import { defineProjection, type ProjectionContext, type SetBuild } from '../projection';
import { bucketOf, STORE_DAY_GRAINS, storeDayBinSql, storeDayBucket } from '../store-day-bucket';

/** What one event adds to its bucket, cents and counts (absent: 0). */
interface Totals {
  depositCents?: number;
  depositCount?: number;
  orderCents?: number;
  orderCount?: number;
}

/** Adds `totals` to the event's bucket of every grain (its store day's in `context`'s zone). */
async function add(
  client: PoolClient,
  context: ProjectionContext,
  event: RecordedEvent,
  totals: Totals,
): Promise<void> {
  await client.query(
    `INSERT INTO report_buckets AS r (grain, bucket, deposit_cents, deposit_count, order_cents, order_count)
     SELECT g.grain, ${storeDayBinSql('g.grain', '$1::timestamptz', '$7::timestamptz')}, $3::bigint, $4::int, $5::bigint, $6::int
       FROM unnest($2::text[]) AS g(grain)
     ON CONFLICT (grain, bucket) DO UPDATE SET
       deposit_cents = r.deposit_cents + excluded.deposit_cents,
       deposit_count = r.deposit_count + excluded.deposit_count,
       order_cents = r.order_cents + excluded.order_cents,
       order_count = r.order_count + excluded.order_count`,
    [
      event.recordedAt,
      STORE_DAY_GRAINS,
      totals.depositCents ?? 0,
      totals.depositCount ?? 0,
      totals.orderCents ?? 0,
      totals.orderCount ?? 0,
      storeDayBucket(event.recordedAt, context.storeTimeZone),
    ],
  );
}

/** `add` for a run of purchases: one statement, summed per bucket. */
async function addPurchases(
  client: PoolClient,
  items: { data: { amountCents: number }; event: RecordedEvent }[],
  context: ProjectionContext,
): Promise<void> {
  await client.query(
    `INSERT INTO report_buckets AS r (grain, bucket, order_cents, order_count)
     SELECT g.grain, ${storeDayBinSql('g.grain', 'purchase.at', 'purchase.store_day')}, sum(purchase.cents), count(*)
       FROM unnest($1::timestamptz[], $2::bigint[], $4::timestamptz[]) AS purchase(at, cents, store_day)
       CROSS JOIN unnest($3::text[]) AS g(grain)
      GROUP BY 1, 2
     ON CONFLICT (grain, bucket) DO UPDATE SET
       order_cents = r.order_cents + excluded.order_cents,
       order_count = r.order_count + excluded.order_count`,
    [
      items.map(({ event }) => event.recordedAt),
      items.map(({ data }) => data.amountCents),
      STORE_DAY_GRAINS,
      items.map(({ event }) => storeDayBucket(event.recordedAt, context.storeTimeZone)),
    ],
  );
}

/** The set-based build: each bucket's sums folded in memory. */
function buildReports(): SetBuild<WalletEvent | DepositEvent> {
  const buckets = new Map<
    string,
    {
      grain: string;
      bucket: Date;
      deposit_cents: number;
      deposit_count: number;
      order_cents: number;
      order_count: number;
    }
  >();
  const addToBucket = (context: ProjectionContext, event: RecordedEvent, totals: Totals) => {
    for (const grain of STORE_DAY_GRAINS) {
      const bucket = bucketOf(grain, event.recordedAt, context.storeTimeZone);
      const key = `${grain}/${bucket.getTime()}`;
      let row = buckets.get(key);
      if (!row) {
        row = { grain, bucket, deposit_cents: 0, deposit_count: 0, order_cents: 0, order_count: 0 };
        buckets.set(key, row);
      }
      row.deposit_cents += totals.depositCents ?? 0;
      row.deposit_count += totals.depositCount ?? 0;
      row.order_cents += totals.orderCents ?? 0;
      row.order_count += totals.orderCount ?? 0;
    }
  };
  return {
    rows: () => ({ report_buckets: buckets.values() }),
    folds: {
      PurchaseDebited: (data, event, context) =>
        addToBucket(context, event, { orderCents: data.amountCents, orderCount: 1 }),
      PurchaseRefunded: (data, event, context) =>
        addToBucket(context, event, { orderCents: -data.amountCents }),
      DepositConfirmed: (data, event, context) =>
        addToBucket(context, event, { depositCents: data.amountCents, depositCount: 1 }),
    },
  };
}

export const reportsProjection = defineProjection<WalletEvent | DepositEvent>({
  name: 'reports',
  // 2: buckets of the store's days.
  version: 2,
  storeDays: true,
  tables: ['report_buckets'],
  readers: 'staff',
  // Every handler adds to a bucket's sums: the order of events does not matter.
  commutative: true,
  // Every handler is one INSERT whose answer is not read.
  writesOnly: true,
  setBuild: buildReports,
  batchHandlers: {
    PurchaseDebited: addPurchases,
  },
  handlers: {
    PurchaseDebited: (client, data, event, context) =>
      add(client, context, event, { orderCents: data.amountCents, orderCount: 1 }),
    PurchaseRefunded: (client, data, event, context) =>
      add(client, context, event, { orderCents: -data.amountCents }),
    DepositConfirmed: (client, data, event, context) =>
      add(client, context, event, { depositCents: data.amountCents, depositCount: 1 }),
  },
});
