/**
 * Figures of the customer dashboard (docs/specs/admin-area.md 2.2 and section 9), computed from the
 * customer's own orders, transactions and tickets. Money in integer cents. Pure functions.
 */
import type { OrderDto, UserDto } from '@contracts/responses';
import type { SupportTicketDto } from '@contracts/support';

/** Recent lists on the dashboard hold 5 items (docs/specs/admin-area.md section 9). */
const DASHBOARD_RECENT_LIMIT = 5;

/** The greeting's name: the first name, else the part of the e-mail before the at sign. */
export function greetingName(user: Pick<UserDto, 'firstName' | 'email'> | null): string {
  const first = user?.firstName?.trim();
  if (first) return first;
  return (user?.email ?? '').split('@')[0] ?? '';
}

export { totalSpentCents } from '@/lib/total-spent';

/** Tickets still being worked on: every status but closed. */
export function activeTicketCount(tickets: readonly Pick<SupportTicketDto, 'status'>[]): number {
  return tickets.filter((ticket) => ticket.status !== 'closed').length;
}

export interface StatusOverview {
  completed: number;
  inProgress: number;
  pending: number;
  total: number;
}

/** Counts for Order Status Overview (x of total). */
export function statusOverview(orders: readonly Pick<OrderDto, 'status'>[]): StatusOverview {
  const count = (status: string) => orders.filter((order) => order.status === status).length;
  return {
    completed: count('completed'),
    inProgress: count('in_progress'),
    pending: count('pending'),
    total: orders.length,
  };
}

/** The newest `limit` items by createdAt (ties: higher id first). */
export function latest<T extends { createdAt: string; id: number }>(
  items: readonly T[],
  limit = DASHBOARD_RECENT_LIMIT,
): T[] {
  return [...items]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
    .slice(0, limit);
}
