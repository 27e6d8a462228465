/**
 * The orders a customer placed for one product, read from the events inside a command's
 * transaction (CommandTransaction.ordersPlaced): the OrderPlaced events naming both. A review
 * records from them whether its author bought the product (domain/review/decide-review.ts); the
 * events, not the orders read model, answer, so the answer holds the moment an order is placed.
 * OrderPlaced has no upcaster; one that changes `userId` or `productId` must be applied here as
 * well. The same rule twice: as SQL for PostgreSQL, as a filter for the in-memory store.
 */
import type { Queryable } from '../db/pool';
import type { StreamState } from '../event-store/types';

/** The ids of the orders `userId` placed for `productId`, ascending, from PostgreSQL. */
export async function selectOrdersPlaced(
  db: Queryable,
  userId: number,
  productId: number,
): Promise<number[]> {
  // The partial index events_order_user (migrations/0024) keeps this to the customer's orders.
  const { rows } = await db.query<{ order_id: number }>(
    `SELECT (data->>'orderId')::int AS order_id FROM events
      WHERE event_type = 'OrderPlaced'
        AND data->'userId' = to_jsonb($1::int)
        AND data->'productId' = to_jsonb($2::int)
      ORDER BY 1`,
    [userId, productId],
  );
  return rows.map((row) => row.order_id);
}

/** The ids of the orders `userId` placed for `productId`, ascending, from `streams`. */
export function ordersPlacedOf(
  streams: Iterable<StreamState>,
  userId: number,
  productId: number,
): number[] {
  const ids: number[] = [];
  for (const stream of streams)
    for (const event of stream.events)
      if (
        event.type === 'OrderPlaced' &&
        event.data.userId === userId &&
        event.data.productId === productId
      )
        ids.push(Number(event.data.orderId));
  return ids.sort((a, b) => a - b);
}
