/**
 * The promise of manual delivery: "manual delivery within 15 minutes" (docs/specs/admin-area.md
 * section 9 and its policy text; docs/specs/customer-area.md sections 1 and 9). One rule for the
 * server, which counts and filters overdue orders, and the browser, which shows the customer a
 * countdown and staff an Overdue badge.
 */
import type { OrderStatus } from './requests';

/** Minutes within which a manual order is promised: a manual order still waiting after them is overdue. */
export const MANUAL_DELIVERY_MINUTES = 15;

/** The statuses of an order staff still have to deliver (not yet completed or cancelled). */
export const AWAITING_DELIVERY_STATUSES = [
  'pending',
  'in_progress',
] as const satisfies readonly OrderStatus[];

/** What the rule reads of an order (OrderDto has it; times are ISO 8601 strings or Dates). */
export interface PromisedOrder {
  deliveryType: 'automatic' | 'manual';
  status: OrderStatus;
  /** When the order was placed. */
  createdAt: string | Date;
}

/**
 * The placing time before which a manual order still waiting at `now` is overdue: `now` less
 * MANUAL_DELIVERY_MINUTES (an order placed exactly then is due now, not yet late).
 */
export const overdueBefore = (now: Date): Date =>
  new Date(now.getTime() - MANUAL_DELIVERY_MINUTES * 60_000);

/** The moment a manual order placed at `placedAt` is due: MANUAL_DELIVERY_MINUTES later. */
export const manualDeliveryDeadline = (placedAt: string | Date): Date =>
  new Date(new Date(placedAt).getTime() + MANUAL_DELIVERY_MINUTES * 60_000);

/** Whether the promise applies now: a manual order that is still pending or in progress. */
export const isAwaitingManualDelivery = (order: PromisedOrder): boolean =>
  order.deliveryType === 'manual' &&
  (AWAITING_DELIVERY_STATUSES as readonly OrderStatus[]).includes(order.status);

/**
 * Whether `order` has broken the promise at `now`: awaiting manual delivery and past its deadline
 * (the deadline itself is still on time, as overdueBefore has it).
 */
export const isOverdue = (order: PromisedOrder, now: Date): boolean =>
  isAwaitingManualDelivery(order) && manualDeliveryDeadline(order.createdAt) < now;

/**
 * Milliseconds left before the deadline of `order` at `now`, 0 once it has passed; null when the
 * promise does not apply (automatic, completed or cancelled orders).
 */
export function millisecondsToDeadline(order: PromisedOrder, now: Date): number | null {
  if (!isAwaitingManualDelivery(order)) return null;
  return Math.max(0, manualDeliveryDeadline(order.createdAt).getTime() - now.getTime());
}
