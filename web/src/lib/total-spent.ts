/**
 * Total Spent (docs/specs/admin-area.md 2.2): what a customer paid for orders, shown on their
 * dashboard and on the admin's customer page. Pure; money in integer cents.
 */
import type { OrderDto } from '@contracts/responses';
import { toCents } from './money';

/** Money spent on orders, in cents: the totals of every order that was not cancelled (refunded). */
export function totalSpentCents(orders: readonly Pick<OrderDto, 'status' | 'totalAmount'>[]) {
  return orders
    .filter((order) => order.status !== 'cancelled')
    .reduce((sum, order) => sum + Math.abs(toCents(order.totalAmount) ?? 0), 0);
}
