/**
 * The report charts read model (GET /api/admin/reports/charts): sums in buckets of every grain of
 * projections/time-rollup.ts at the time of each event, and for the daily series (chart_buckets)
 * of the store's days too (projections/store-day-bucket.ts). chart_buckets: orders placed (amount and
 * count), confirmed deposits, refunds (amount and count) and warranty claims filed;
 * chart_order_quarters: orders by the UTC quarter of an hour of the day; chart_customer_buckets:
 * orders per customer; chart_deposit_buckets: per deposit method, requests, failures, expiries,
 * payments while pending and payments after a failure or an expiry ("paid late"), with amounts.
 * Amounts in integer cents.
 */
import type { PoolClient } from '../../application/db/pool';
import type { RecordedEvent } from '../../application/event-store/types';
import type { DepositEvent } from '../../domain/deposit/deposit';
import type { OrderEvent } from '../../domain/order/order';
import type { WalletEvent } from '../../domain/wallet/wallet';
import type { ClaimEvent } from '../../domain/warranty/claim';
import {
  defineProjection,
  type ProjectionContext,
  type SetBuild,
  type TableRow,
} from '../projection';
import { bucketOf, STORE_DAY_GRAINS, storeDayBinSql, storeDayBucket } from '../store-day-bucket';
import { GRAINS } from '../time-rollup';

type ChartEvent = OrderEvent | WalletEvent | DepositEvent | ClaimEvent;

/** chart_buckets' sums, integer cents and counts: the daily series of the charts. */
export const CHART_BUCKET_SUMS = [
  'revenue_cents',
  'orders',
  'deposit_cents',
  'deposits',
  'refund_cents',
  'refunds',
  'claims',
] as const;

/**
 * Each bucket table: the columns that key a bucket besides grain and bucket, its sums, and its
 * grains (the daily series' table also has the store's days).
 */
const TABLES = {
  chart_buckets: { keys: [], sums: CHART_BUCKET_SUMS, grains: STORE_DAY_GRAINS },
  chart_order_quarters: { keys: ['quarter'], sums: ['orders'], grains: GRAINS },
  chart_customer_buckets: {
    keys: ['user_id'],
    sums: ['revenue_cents', 'orders'],
    grains: GRAINS,
  },
  chart_deposit_buckets: {
    keys: ['method'],
    sums: ['requested', 'failed', 'expired', 'paid', 'paid_cents', 'paid_late', 'paid_late_cents'],
    grains: GRAINS,
  },
} as const;

type BucketTable = keyof typeof TABLES;
type Sums<T extends BucketTable> = Partial<Record<(typeof TABLES)[T]['sums'][number], number>>;
type Keys<T extends BucketTable> = Record<(typeof TABLES)[T]['keys'][number], number | string>;

const QUARTER_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The UTC quarter of an hour of the day `at` falls in, 0-95. */
const quarterOf = (at: Date) => Math.floor((at.getTime() % DAY_MS) / QUARTER_MS);

/**
 * Adds `sums` to the bucket of every grain (the store day's in `context`'s time zone) at the
 * event's time keyed by `keys`, in one statement; `{ depositId }` keys a deposit bucket by the
 * method that deposit was requested with.
 */
async function add<T extends BucketTable>(
  client: PoolClient,
  context: ProjectionContext,
  table: T,
  event: RecordedEvent,
  keys: Keys<T> | { depositId: number },
  sums: Sums<T>,
): Promise<void> {
  const keyColumns: readonly string[] = TABLES[table].keys;
  const sumColumns = Object.keys(sums);
  const byDeposit = 'depositId' in keys;
  const keyValues = byDeposit
    ? [keys.depositId]
    : keyColumns.map((column) => keys[column as never]);
  const params: unknown[] = [
    event.recordedAt,
    TABLES[table].grains,
    storeDayBucket(event.recordedAt, context.storeTimeZone),
    ...keyValues,
    ...Object.values(sums),
  ];
  const keyExpressions = byDeposit ? ['m.method'] : keyColumns.map((_, index) => `$${index + 4}`);
  const sumExpressions = sumColumns.map((_, index) => `$${index + 4 + keyValues.length}::bigint`);
  await client.query(
    `INSERT INTO ${table} AS b (grain, bucket, ${[...keyColumns, ...sumColumns].join(', ')})
     SELECT g.grain, ${storeDayBinSql('g.grain', '$1::timestamptz', '$3::timestamptz')}, ${[...keyExpressions, ...sumExpressions].join(', ')}
       FROM unnest($2::text[]) AS g(grain)
       ${byDeposit ? 'JOIN chart_deposit_methods m ON m.deposit_id = $4::int' : ''}
     ON CONFLICT (grain, bucket${keyColumns.map((column) => `, ${column}`).join('')}) DO UPDATE SET
       ${sumColumns.map((column) => `${column} = b.${column} + excluded.${column}`).join(',\n       ')}`,
    params,
  );
}

/** The set-based build: every bucket row folded in memory as the handlers write them. */
function buildReportCharts(): SetBuild<ChartEvent> {
  const tables = new Map<BucketTable, Map<string, TableRow>>(
    Object.keys(TABLES).map((table) => [table as BucketTable, new Map()]),
  );
  const methods = new Map<number, { deposit_id: number; method: string }>();
  const addTo = <T extends BucketTable>(
    context: ProjectionContext,
    table: T,
    event: RecordedEvent,
    keys: Keys<T>,
    sums: Sums<T>,
  ) => {
    const rows = tables.get(table)!;
    for (const grain of TABLES[table].grains) {
      const bucket = bucketOf(grain, event.recordedAt, context.storeTimeZone);
      const id = [grain, bucket.getTime(), ...Object.values(keys)].join(' ');
      let row = rows.get(id);
      if (!row) {
        row = { grain, bucket, ...keys };
        for (const column of TABLES[table].sums) row[column] = 0;
        rows.set(id, row);
      }
      for (const [column, value] of Object.entries(sums))
        (row[column] as number) += value as number;
    }
  };
  const addToDeposit = (
    context: ProjectionContext,
    depositId: number,
    event: RecordedEvent,
    sums: Sums<'chart_deposit_buckets'>,
  ) => {
    const deposit = methods.get(depositId);
    if (deposit) addTo(context, 'chart_deposit_buckets', event, { method: deposit.method }, sums);
  };
  return {
    rows: () => ({
      ...Object.fromEntries([...tables].map(([table, rows]) => [table, rows.values()])),
      chart_deposit_methods: methods.values(),
    }),
    folds: {
      OrderPlaced: (data, event, context) => {
        addTo(context, 'chart_buckets', event, {}, { revenue_cents: data.totalCents, orders: 1 });
        addTo(
          context,
          'chart_order_quarters',
          event,
          { quarter: quarterOf(event.recordedAt) },
          { orders: 1 },
        );
        addTo(
          context,
          'chart_customer_buckets',
          event,
          { user_id: data.userId },
          { revenue_cents: data.totalCents, orders: 1 },
        );
      },
      PurchaseRefunded: (data, event, context) =>
        addTo(context, 'chart_buckets', event, {}, { refund_cents: data.amountCents, refunds: 1 }),
      WarrantyClaimFiled: (_data, event, context) =>
        addTo(context, 'chart_buckets', event, {}, { claims: 1 }),
      DepositRequested: (data, event, context) => {
        methods.set(data.depositId, { deposit_id: data.depositId, method: data.method });
        addToDeposit(context, data.depositId, event, { requested: 1 });
      },
      DepositConfirmed: (data, event, context) => {
        addTo(
          context,
          'chart_buckets',
          event,
          {},
          { deposit_cents: data.amountCents, deposits: 1 },
        );
        addToDeposit(context, data.depositId, event, confirmedSums(data));
      },
      DepositFailed: (data, event, context) =>
        addToDeposit(context, data.depositId, event, { failed: 1 }),
      DepositExpired: (data, event, context) =>
        addToDeposit(context, data.depositId, event, { expired: 1 }),
    },
  };
}

/** What a confirmation adds to its method's bucket: a payment in time, or a late one. */
function confirmedSums(data: {
  amountCents: number;
  lateAfter: 'failed' | 'expired' | null;
}): Sums<'chart_deposit_buckets'> {
  return data.lateAfter
    ? { paid_late: 1, paid_late_cents: data.amountCents }
    : { paid: 1, paid_cents: data.amountCents };
}

export const reportChartsProjection = defineProjection<ChartEvent>({
  name: 'report-charts',
  // 2: buckets of the store's days.
  version: 2,
  storeDays: true,
  tables: [
    'chart_buckets',
    'chart_order_quarters',
    'chart_customer_buckets',
    'chart_deposit_buckets',
    'chart_deposit_methods',
  ],
  readers: 'staff',
  // Every handler is INSERTs whose answers are not read.
  writesOnly: true,
  setBuild: buildReportCharts,
  handlers: {
    OrderPlaced: async (client, data, event, context) => {
      await add(
        client,
        context,
        'chart_buckets',
        event,
        {},
        { revenue_cents: data.totalCents, orders: 1 },
      );
      await add(
        client,
        context,
        'chart_order_quarters',
        event,
        { quarter: quarterOf(event.recordedAt) },
        { orders: 1 },
      );
      await add(
        client,
        context,
        'chart_customer_buckets',
        event,
        { user_id: data.userId },
        { revenue_cents: data.totalCents, orders: 1 },
      );
    },
    PurchaseRefunded: (client, data, event, context) =>
      add(
        client,
        context,
        'chart_buckets',
        event,
        {},
        { refund_cents: data.amountCents, refunds: 1 },
      ),
    WarrantyClaimFiled: (client, _data, event, context) =>
      add(client, context, 'chart_buckets', event, {}, { claims: 1 }),
    DepositRequested: async (client, data, event, context) => {
      await client.query('INSERT INTO chart_deposit_methods (deposit_id, method) VALUES ($1, $2)', [
        data.depositId,
        data.method,
      ]);
      await add(
        client,
        context,
        'chart_deposit_buckets',
        event,
        { depositId: data.depositId },
        {
          requested: 1,
        },
      );
    },
    DepositConfirmed: async (client, data, event, context) => {
      await add(
        client,
        context,
        'chart_buckets',
        event,
        {},
        { deposit_cents: data.amountCents, deposits: 1 },
      );
      await add(
        client,
        context,
        'chart_deposit_buckets',
        event,
        { depositId: data.depositId },
        confirmedSums(data),
      );
    },
    DepositFailed: (client, data, event, context) =>
      add(
        client,
        context,
        'chart_deposit_buckets',
        event,
        { depositId: data.depositId },
        { failed: 1 },
      ),
    DepositExpired: (client, data, event, context) =>
      add(
        client,
        context,
        'chart_deposit_buckets',
        event,
        { depositId: data.depositId },
        { expired: 1 },
      ),
  },
});
