/**
 * The manual delivery promise's deadline jobs (contracts/delivery-promise.ts): each manual
 * OrderPlaced gives two pg-boss jobs, one DUE_SOON_MINUTES before the order's deadline and one at
 * it, each with an id made from the order and the alert, so it exists once whatever handles the
 * event again. When a job runs it reads the order as it stands: only an order still awaiting
 * delivery is alerted to the staff chat (Telegram, when configured). At the deadline the store's
 * overdue compensation setting, when on, compensates the order first (CompensateOverdueOrder, at
 * most once per order), and the alert says what was given. The compensation runs whether or not
 * Telegram is configured.
 */
import { aggregate } from '../../application/commands/execute';
import { compensateOverdueOrder } from '../../application/commands/compensate-overdue-order';
import { jobIdFor, type QueueDefinition } from '../../application/jobs/job-queue';
import { telegramClient } from '../../application/telegram/telegram-client';
import {
  isAwaitingManualDelivery,
  isOverdue,
  manualDeliveryDeadline,
} from '../../contracts/delivery-promise';
import { evolveUser, initialUser, userStream } from '../../domain/identity/user';
import {
  evolveOrder,
  initialOrder,
  orderStream,
  type Order,
  type OrderPlacedData,
} from '../../domain/order/order';
import type { RecordedEvent } from '../../application/event-store/types';
import { sideEffectWorker } from '../side-effect-worker';
import type { WorkerDeps } from '../worker';
import {
  deliveryDueSoonMessage,
  deliveryOverdueMessage,
  type Customer,
} from '../telegram/messages';

/** Minutes before a manual order's deadline that staff are reminded of it. */
export const DUE_SOON_MINUTES = 5;

/** Which alert a job is: DUE_SOON_MINUTES before the deadline, or at it. */
export type DeliveryAlert = 'due_soon' | 'deadline';

/** One deadline job: the order and the alert. */
export interface DeliveryPromiseJob {
  orderId: number;
  alert: DeliveryAlert;
}

/** Retried with backoff from 5 s: Telegram may be away, a command may meet a busy stream. */
export const DELIVERY_PROMISE_QUEUE: QueueDefinition = {
  name: 'delivery-promise',
  retryLimit: 8,
  retryDelaySeconds: 5,
};

/** The jobs of a manual order placed as `order` says: when each runs, and its stable id. */
export function deliveryPromiseJobs(order: OrderPlacedData) {
  if (order.deliveryType !== 'manual') return [];
  const deadline = manualDeliveryDeadline(order.placedAt);
  const dueSoon = new Date(deadline.getTime() - DUE_SOON_MINUTES * 60_000);
  return (
    [
      ['due_soon', dueSoon],
      ['deadline', deadline],
    ] as const
  ).map(([alert, startAfter]) => ({
    data: { orderId: order.orderId, alert },
    startAfter,
    id: jobIdFor(`${DELIVERY_PROMISE_QUEUE.name}:${order.orderId}:${alert}`),
  }));
}

/** Order `orderId` as its stream says now. */
async function loadOrder(deps: WorkerDeps, orderId: number): Promise<Order> {
  const streamId = orderStream(orderId);
  return aggregate(await deps.store.read([streamId]), streamId, evolveOrder, initialOrder).state;
}

/** The customer as their user stream says (an erased or missing one reads as "user #id"). */
async function loadCustomer(deps: WorkerDeps, userId: number): Promise<Customer> {
  const streamId = userStream(userId);
  const user = aggregate(await deps.store.read([streamId]), streamId, evolveUser, initialUser);
  return user.state.status === 'registered'
    ? { userId, email: user.state.email, country: user.state.country }
    : { userId, email: null, country: null };
}

/**
 * Runs one deadline job at `now` (the job handler passes the clock; tests pass any time): alerts
 * the staff chat about an order still awaiting delivery and, at the deadline, compensates it as
 * the setting says. A retried deadline job (Telegram failed) finds the order compensated and
 * sends the alert without compensating again.
 * @throws on a Telegram failure (pg-boss retries); Error when the deadline job runs before the
 *   deadline has passed at `now` (retried a moment later)
 */
export async function runDeliveryPromiseJob(
  deps: WorkerDeps,
  job: DeliveryPromiseJob,
  now: Date,
): Promise<void> {
  let order = await loadOrder(deps, job.orderId);
  if (order.status === 'none' || order.deliveryType !== 'manual') return;
  const promised = () =>
    order.status !== 'none' && isAwaitingManualDelivery({ ...order, createdAt: order.placedAt });
  const deadline = manualDeliveryDeadline(order.placedAt);
  if (job.alert === 'due_soon') {
    if (!promised()) return;
    const placed: OrderPlacedData = order;
    await notify(
      deps,
      (customer) => deliveryDueSoonMessage(placed, customer, deadline, now),
      order.userId,
    );
    return;
  }
  if (promised() && order.compensation === null) {
    if (!isOverdue({ ...order, createdAt: order.placedAt }, now))
      throw new Error(`Order ${order.orderNumber} is not past its deadline yet`);
    const outcome = await compensateOverdueOrder(
      deps,
      { orderId: job.orderId },
      { now, actorId: null },
    );
    if (outcome.result.compensated)
      deps.log.info({ orderId: job.orderId }, 'overdue order compensated');
    // Read again even when this call appended nothing: a concurrent run may have compensated it.
    order = await loadOrder(deps, job.orderId);
  }
  if (order.status === 'none' || (!promised() && order.compensation === null)) return;
  const compensation = order.compensation;
  const placed: OrderPlacedData = order;
  await notify(
    deps,
    (customer) => deliveryOverdueMessage(placed, customer, deadline, now, compensation),
    order.userId,
  );
}

/** Posts the message `text` builds to the staff chat; nothing when Telegram is not configured. */
async function notify(
  deps: WorkerDeps,
  text: (customer: Customer) => string,
  userId: number,
): Promise<void> {
  const telegram = telegramClient(deps.config.telegram);
  if (!telegram) return;
  // The customer's e-mail is sealed in their stream: opened only as the message leaves.
  const message = text(await loadCustomer(deps, userId));
  await telegram.sendMessage(await deps.secrets.open(message, { whenShredded: '[erased]' }));
}

export const deliveryPromiseWorker = sideEffectWorker<DeliveryPromiseJob>({
  name: 'delivery-promise',
  eventTypes: ['OrderPlaced'],
  queue: DELIVERY_PROMISE_QUEUE,
  jobsFor: (_client, event: RecordedEvent) =>
    Promise.resolve(deliveryPromiseJobs(event.data as unknown as OrderPlacedData)),
  perform: (job, deps) => runDeliveryPromiseJob(deps, job, new Date()),
  pollingIntervalSeconds: 2,
});
