/**
 * The store history read model, for the admin dashboard as of any instant: what each event changed
 * in the dashboard's figures (users registered, orders placed, orders per status, revenue from
 * purchases), summed in buckets of every grain of projections/time-rollup.ts at the time of the
 * event; and each order's status, to move it between the counts. Amounts in integer cents.
 */
import type { PoolClient } from '../../application/db/pool';
import type { RecordedEvent } from '../../application/event-store/types';
import type { UserEvent } from '../../domain/identity/user';
import type { OrderEvent, OrderStatus } from '../../domain/order/order';
import type { WalletEvent } from '../../domain/wallet/wallet';
import { defineProjection, type SetBuild, type TableRow } from '../projection';
import { binOf, binSql, GRAINS } from '../time-rollup';

type StoreHistoryEvent = UserEvent | OrderEvent | WalletEvent;

/** The figures each bucket sums, in the table's column order. */
const FIGURES = ['users', 'orders', 'revenue_cents'] as const;
/** The statuses counted, each a column of its own. */
const STATUSES: readonly OrderStatus[] = ['pending', 'in_progress', 'completed', 'cancelled'];

const orderIdOf = (event: RecordedEvent) => Number(event.streamId.slice('order-'.length));

const upsert = (values: string, from: string) =>
  `INSERT INTO store_history_buckets AS b (grain, bucket, ${[...FIGURES, ...STATUSES].join(', ')})
   SELECT g.grain, ${binSql('g.grain', '$1::timestamptz')}, ${values}
     FROM unnest($2::text[]) AS g(grain) ${from}
   ON CONFLICT (grain, bucket) DO UPDATE SET
     ${[...FIGURES, ...STATUSES].map((column) => `${column} = b.${column} + excluded.${column}`).join(', ')}`;

/** Adds `figures` (absent: 0) and one order entering `status` (if given) at the event's time. */
async function add(
  client: PoolClient,
  event: RecordedEvent,
  figures: Partial<Record<(typeof FIGURES)[number], number>>,
  status?: OrderStatus,
): Promise<void> {
  const values = [
    ...FIGURES.map((figure) => String(figures[figure] ?? 0)),
    ...STATUSES.map((counted) => (counted === status ? '1' : '0')),
  ];
  await client.query(upsert(values.join(', '), ''), [event.recordedAt, GRAINS]);
}

/** Moves the event's order from the status it has to `status`. */
async function move(client: PoolClient, event: RecordedEvent, status: OrderStatus): Promise<void> {
  const values = [
    ...FIGURES.map(() => '0'),
    ...STATUSES.map(
      (counted) =>
        `(CASE WHEN $4::text = '${counted}' THEN 1 ELSE 0 END) - (CASE WHEN o.status = '${counted}' THEN 1 ELSE 0 END)`,
    ),
  ];
  await client.query(
    upsert(values.join(', '), 'JOIN store_history_orders o ON o.order_id = $3::int'),
    [event.recordedAt, GRAINS, orderIdOf(event), status],
  );
  await client.query('UPDATE store_history_orders SET status = $2 WHERE order_id = $1', [
    orderIdOf(event),
    status,
  ]);
}

/** The set-based build: every bucket and order status folded in memory as the handlers write. */
function buildStoreHistory(): SetBuild<StoreHistoryEvent> {
  const buckets = new Map<string, TableRow>();
  const orders = new Map<number, { order_id: number; status: OrderStatus }>();
  const addTo = (event: RecordedEvent, changes: Record<string, number>) => {
    for (const grain of GRAINS) {
      const bucket = binOf(grain, event.recordedAt);
      const key = `${grain} ${bucket.getTime()}`;
      let row = buckets.get(key);
      if (!row) {
        row = { grain, bucket };
        for (const column of [...FIGURES, ...STATUSES]) row[column] = 0;
        buckets.set(key, row);
      }
      for (const [column, delta] of Object.entries(changes)) (row[column] as number) += delta;
    }
  };
  const moveTo = (event: RecordedEvent, status: OrderStatus) => {
    const order = orders.get(orderIdOf(event));
    if (!order) return;
    addTo(event, { [order.status]: -1 });
    addTo(event, { [status]: 1 });
    order.status = status;
  };
  return {
    rows: () => ({
      store_history_buckets: buckets.values(),
      store_history_orders: orders.values(),
    }),
    folds: {
      UserRegistered: (_data, event) => addTo(event, { users: 1 }),
      OrderPlaced: (data, event) => {
        orders.set(data.orderId, { order_id: data.orderId, status: 'pending' });
        addTo(event, { orders: 1, pending: 1 });
      },
      PurchaseDebited: (data, event) => addTo(event, { revenue_cents: data.amountCents }),
      OrderDelivered: (_data, event) => moveTo(event, 'completed'),
      OrderStatusChanged: (data, event) => moveTo(event, data.status),
    },
  };
}

export const storeHistoryProjection = defineProjection<StoreHistoryEvent>({
  name: 'store-history',
  tables: ['store_history_buckets', 'store_history_orders'],
  readers: 'staff',
  // Every handler's statements are INSERTs and UPDATEs whose answers are not read.
  writesOnly: true,
  setBuild: buildStoreHistory,
  handlers: {
    UserRegistered: (client, _data, event) => add(client, event, { users: 1 }),
    OrderPlaced: async (client, data, event) => {
      await client.query(
        `INSERT INTO store_history_orders (order_id, status) VALUES ($1, 'pending')`,
        [data.orderId],
      );
      await add(client, event, { orders: 1 }, 'pending');
    },
    PurchaseDebited: (client, data, event) =>
      add(client, event, { revenue_cents: data.amountCents }),
    OrderDelivered: (client, _data, event) => move(client, event, 'completed'),
    OrderStatusChanged: (client, data, event) => move(client, event, data.status),
  },
});
