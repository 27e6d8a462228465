/**
 * "No acknowledged purchase is lost, nothing is given twice", checked the way the customers see
 * it: each customer's GET /api/orders holds every purchase the store answered 201 (same id, same
 * delivered key) and at most the purchases whose answer was unknown besides; each order has its
 * OrderPlaced event and its wallet debit (GET /api/transactions); no key appears twice across
 * all orders and the replacements of approved warranty claims.
 */
import { expect } from 'vitest';
import type { Pool } from '../../application/db/pool';
import type { OrderDto, TransactionDto } from '../../contracts/responses';
import type { WarrantyClaimDto } from '../../contracts/warranty';
import type { LoadCustomer, SteadyLoad } from './steady-load';

/** What was found. */
export interface KeptPurchases {
  orders: number;
  /** Orders whose 201 answer came before its read model had it (no id in the answer). */
  acknowledgedWithoutId: number;
  /** Orders committed although their request failed (a 5xx or a cut connection). */
  committedUnacknowledged: number;
  deliveredKeys: number;
}

/**
 * Expects every purchase `load` saw acknowledged among its customer's orders and no delivered
 * key twice. The projections must have caught up.
 */
export async function expectAcknowledgedPurchasesKept(
  pool: Pool,
  customers: readonly LoadCustomer[],
  load: Pick<SteadyLoad, 'acknowledged' | 'unknownPurchases'>,
): Promise<KeptPurchases> {
  const placed = await pool.query<{ user_id: number; orders: number }>(
    `SELECT (data->>'userId')::int AS user_id, count(*)::int AS orders FROM events
      WHERE event_type = 'OrderPlaced' GROUP BY 1`,
  );
  const placedBy = new Map(placed.rows.map((row) => [row.user_id, row.orders]));
  const delivered: string[] = [];
  const figures: KeptPurchases = {
    orders: 0,
    acknowledgedWithoutId: 0,
    committedUnacknowledged: 0,
    deliveredKeys: 0,
  };
  for (const [index, customer] of customers.entries()) {
    const orders = await customer.client.get<OrderDto[]>('/api/orders');
    expect(orders.status).toBe(200);
    const byId = new Map(orders.body.map((order) => [order.id, order]));
    const acknowledged = load.acknowledged.filter((purchase) => purchase.customer === index);
    for (const purchase of acknowledged) {
      if (purchase.orderId === null) {
        figures.acknowledgedWithoutId += 1;
        continue;
      }
      expect(byId.get(purchase.orderId), `order ${purchase.orderId} answered 201`).toBeDefined();
      expect(byId.get(purchase.orderId)!.deliveredItem).toBe(purchase.deliveredItem);
    }
    expect(orders.body.length).toBeGreaterThanOrEqual(acknowledged.length);
    expect(orders.body.length).toBeLessThanOrEqual(
      acknowledged.length + load.unknownPurchases[index]!,
    );
    figures.committedUnacknowledged += orders.body.length - acknowledged.length;
    expect(placedBy.get(customer.id) ?? 0, `OrderPlaced events of user ${customer.id}`).toBe(
      orders.body.length,
    );

    const transactions = await customer.client.get<TransactionDto[]>('/api/transactions');
    const debited = new Set(
      transactions.body.filter((t) => t.type === 'purchase').map((t) => t.relatedId),
    );
    expect(orders.body.filter((order) => !debited.has(order.id)).map((o) => o.id)).toEqual([]);

    for (const order of orders.body)
      if (order.deliveredItem !== null) delivered.push(...order.deliveredItem.split('\n'));
    const claims = await customer.client.get<WarrantyClaimDto[]>('/api/warranty-claims');
    for (const claim of claims.body)
      if (claim.status === 'approved' && claim.adminResponse) delivered.push(claim.adminResponse);
    figures.orders += orders.body.length;
  }
  const seen = new Set<string>();
  const twice = delivered.filter((key) => seen.has(key) || !seen.add(key));
  expect(twice, 'keys delivered more than once').toEqual([]);
  figures.deliveredKeys = delivered.length;
  return figures;
}
