/**
 * The reports read model (docs/specs/admin-area.md 2.13): deposits and orders (amount in cents and
 * count) in buckets of every grain of projections/time-rollup.ts (UTC 15 minutes, days, months). Orders count purchases; a refund takes its amount back out of the
 * bucket of the refund. Deposits count confirmed top-ups (gateway payments and card or PayPal
 * requests credited by staff) at the time they were credited.
 */
import type { PoolClient } from '../../application/db/pool';
import type { RecordedEvent } from '../../application/event-store/types';
import type { DepositEvent } from '../../domain/deposit/deposit';
import type { WalletEvent } from '../../domain/wallet/wallet';
import { defineProjection, type SetBuild } from '../projection';
import { binOf, binSql, GRAINS, type Grain } from '../time-rollup';

/** What one event adds to its bucket, cents and counts (absent: 0). */
interface Totals {
  depositCents?: number;
  depositCount?: number;
  orderCents?: number;
  orderCount?: number;
}

async function add(client: PoolClient, event: RecordedEvent, totals: Totals): Promise<void> {
  await client.query(
    `INSERT INTO report_buckets AS r (grain, bucket, deposit_cents, deposit_count, order_cents, order_count)
     SELECT g.grain, ${binSql('g.grain', '$1::timestamptz')}, $3::bigint, $4::int, $5::bigint, $6::int
       FROM unnest($2::text[]) AS g(grain)
     ON CONFLICT (grain, bucket) DO UPDATE SET
       deposit_cents = r.deposit_cents + excluded.deposit_cents,
       deposit_count = r.deposit_count + excluded.deposit_count,
       order_cents = r.order_cents + excluded.order_cents,
       order_count = r.order_count + excluded.order_count`,
    [
      event.recordedAt,
      GRAINS,
      totals.depositCents ?? 0,
      totals.depositCount ?? 0,
      totals.orderCents ?? 0,
      totals.orderCount ?? 0,
    ],
  );
}

/** `add` for a run of purchases: one statement, summed per bucket. */
async function addPurchases(
  client: PoolClient,
  items: { data: { amountCents: number }; event: RecordedEvent }[],
): Promise<void> {
  await client.query(
    `INSERT INTO report_buckets AS r (grain, bucket, order_cents, order_count)
     SELECT g.grain, ${binSql('g.grain', 'purchase.at')}, sum(purchase.cents), count(*)
       FROM unnest($1::timestamptz[], $2::bigint[]) AS purchase(at, cents)
       CROSS JOIN unnest($3::text[]) AS g(grain)
      GROUP BY 1, 2
     ON CONFLICT (grain, bucket) DO UPDATE SET
       order_cents = r.order_cents + excluded.order_cents,
       order_count = r.order_count + excluded.order_count`,
    [items.map(({ event }) => event.recordedAt), items.map(({ data }) => data.amountCents), GRAINS],
  );
}

/** The set-based build: each bucket's sums folded in memory. */
function buildReports(): SetBuild<WalletEvent | DepositEvent> {
  const buckets = new Map<
    string,
    {
      grain: Grain;
      bucket: Date;
      deposit_cents: number;
      deposit_count: number;
      order_cents: number;
      order_count: number;
    }
  >();
  const addToBucket = (event: RecordedEvent, totals: Totals) => {
    for (const grain of GRAINS) {
      const bucket = binOf(grain, event.recordedAt);
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
      PurchaseDebited: (data, event) =>
        addToBucket(event, { orderCents: data.amountCents, orderCount: 1 }),
      PurchaseRefunded: (data, event) => addToBucket(event, { orderCents: -data.amountCents }),
      DepositConfirmed: (data, event) =>
        addToBucket(event, { depositCents: data.amountCents, depositCount: 1 }),
    },
  };
}

export const reportsProjection = defineProjection<WalletEvent | DepositEvent>({
  name: 'reports',
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
    PurchaseDebited: (client, data, event) =>
      add(client, event, { orderCents: data.amountCents, orderCount: 1 }),
    PurchaseRefunded: (client, data, event) =>
      add(client, event, { orderCents: -data.amountCents }),
    DepositConfirmed: (client, data, event) =>
      add(client, event, { depositCents: data.amountCents, depositCount: 1 }),
  },
});
