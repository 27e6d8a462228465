/**
 * The customer e-mail notifier (ARCHITECTURE.md "Side effects"): the customer gets an e-mail when
 * an order is delivered (automatically from stock, or completed by staff with the delivered item)
 * and the same e-mail again each time staff resend the delivery, when staff refund an order,
 * when a deposit is credited (by a gateway, or a card or PayPal top-up credited by staff), and
 * with the links of their account: a password reset, an e-mail verification; and when their
 * account is signed in to from a new device; a visitor gets a confirmation of their contact-form
 * message (a guest ticket) and every staff reply to it. Staff who handle stock are mailed its
 * alerts (a product running low, a batch quarantined for its claim rate). Each event gives at
 * most one pg-boss job per recipient, enqueued with the subscriber's checkpoint; the job sends with nodemailer
 * and is retried with backoff.
 *
 * Without SMTP_URL every mail is still planned, and written to the log as one line with its
 * links instead of being sent (so a demo store's owner can follow a reset link). A job keeps the
 * channel it was planned for: turning SMTP on later does not mail what happened before.
 */
import { aggregate } from '../../application/commands/execute';
import type { PoolClient } from '../../application/db/pool';
import type { StreamReader } from '../../application/event-store/coalesced-reads';
import type { RecordedEvent, StreamState } from '../../application/event-store/types';
import { createMailer, type Mailer } from '../../application/mail/mailer';
import { customerKeyId, ShreddedKeyError } from '../../application/security/secret-box';
import { EMAIL_VERIFICATION_NAMESPACE } from '../../domain/identity/decide-email-verification';
import { PASSWORD_RESET_NAMESPACE } from '../../domain/identity/decide-password-reset';
import { depositStream, evolveDeposit, initialDeposit } from '../../domain/deposit/deposit';
import { deviceName } from '../../contracts/device-name';
import { evolveUser, initialUser, userStream, type UserEvent } from '../../domain/identity/user';
import { evolveOrder, initialOrder, type Order, type OrderEvent } from '../../domain/order/order';
import { fold } from '../../domain/shared/event';
import type { TicketEvent } from '../../domain/support/ticket';
import type { WalletEvent } from '../../domain/wallet/wallet';
import { sideEffectWorker, type PlannedJob } from '../side-effect-worker';
import type { WorkerDeps } from '../worker';
import {
  depositCreditedEmail,
  emailVerificationEmail,
  escapeHtml,
  guestTicketReceivedEmail,
  guestTicketReplyEmail,
  mailLogLine,
  newSignInEmail,
  orderDeliveredEmail,
  orderRefundedEmail,
  passwordResetEmail,
  stockAlertEmail,
  storeUrlFor,
  type EmailContent,
} from './messages';
import { rolesWith } from '../../contracts/staff-roles';
import { STOCK_ALERT_EVENT_TYPES, stockAlertFor } from '../stock-alerts';

/**
 * One e-mail to send: recipient and rendered content (rendered when the event was handled). The
 * queue keeps what the events keep: the address, the name, the delivered item and a link's token
 * stay sealed (secrets at rest) until the job is sent.
 */
export interface EmailJob extends EmailContent {
  to: string;
  /**
   * Sent over SMTP, or written to the log: what the store had when the job was planned. Jobs
   * planned before there was a choice were all SMTP ones.
   */
  channel?: 'smtp' | 'log';
}

const EVENT_TYPES = [
  'OrderDelivered',
  'OrderStatusChanged',
  'OrderDeliveryResent',
  'OrderRefunded',
  'DepositCredited',
  'BalanceAdjusted',
  'PasswordResetRequested',
  'EmailVerificationRequested',
  'SessionStarted',
  'GuestTicketOpened',
  'TicketMessagePosted',
  ...STOCK_ALERT_EVENT_TYPES,
] as const;

/** A recorded event as its aggregate's event union (the store keeps data as JSON). */
const asDomain = <E>(event: RecordedEvent) => ({ type: event.type, data: event.data }) as E;

/** The order as it stood just before (`before`) and just after (`after`) `event`. */
function orderAround(stream: StreamState, event: RecordedEvent): { before: Order; after: Order } {
  const earlier = stream.events
    .filter((e) => e.streamVersion < event.streamVersion)
    .map((e) => asDomain<OrderEvent>(e));
  const before = fold(earlier, evolveOrder, initialOrder);
  return { before, after: evolveOrder(before, asDomain<OrderEvent>(event)) };
}

/** The customer's address and first name, or null when the account does not exist. */
async function recipient(read: StreamReader, deps: WorkerDeps, userId: number) {
  const id = userStream(userId);
  const user = aggregate(await read([id]), id, evolveUser, initialUser);
  if (user.state.status !== 'registered') {
    deps.log.warn({ userId }, 'e-mail: no account for the customer; nothing sent');
    return null;
  }
  // Sealed (the customer's key) in the event, and so in the job until it is sent.
  return { to: user.state.email, firstName: user.state.firstName };
}

/** The "order delivered" job for an order event, when it delivers the order or resends it. */
async function orderJobs(
  read: StreamReader,
  event: RecordedEvent,
  deps: WorkerDeps,
): Promise<PlannedJob<EmailJob>[]> {
  const streams = await read([event.streamId]);
  const { before, after } = orderAround(streams.get(event.streamId)!, event);
  if (after.status !== 'completed' || after.deliveredItem === null) return [];
  // Staff may save a completed order again (to correct the item): mail only when the order
  // becomes completed, not on every save.
  if (event.type === 'OrderStatusChanged' && before.status === 'completed') return [];
  const to = await recipient(read, deps, after.userId);
  if (!to) return [];
  const content = orderDeliveredEmail({
    firstName: to.firstName,
    orderId: after.orderId,
    orderNumber: after.orderNumber,
    productName: after.productName,
    quantity: after.quantity,
    deliveredItem: after.deliveredItem,
    storeUrl: storeUrlFor(deps.config.publicUrl, deps.config.port),
  });
  return [{ data: { to: to.to, ...content } }];
}

/** The "order refunded" job for an OrderRefunded event. */
async function refundJobs(
  read: StreamReader,
  event: RecordedEvent,
  deps: WorkerDeps,
): Promise<PlannedJob<EmailJob>[]> {
  const streams = await read([event.streamId]);
  const { after } = orderAround(streams.get(event.streamId)!, event);
  const refund = asDomain<OrderEvent>(event);
  if (after.status === 'none' || refund.type !== 'OrderRefunded') return [];
  const to = await recipient(read, deps, after.userId);
  if (!to) return [];
  const content = orderRefundedEmail({
    firstName: to.firstName,
    orderId: after.orderId,
    orderNumber: after.orderNumber,
    productName: after.productName,
    amountCents: refund.data.amountCents,
    reason: refund.data.reason,
    restock: refund.data.restock,
    isFull: after.refundedCents >= after.totalCents,
    storeUrl: storeUrlFor(deps.config.publicUrl, deps.config.port),
  });
  return [{ data: { to: to.to, ...content } }];
}

/** The "deposit credited" job for a wallet event, when it credits a deposit. */
async function depositJobs(
  read: StreamReader,
  event: RecordedEvent,
  deps: WorkerDeps,
): Promise<PlannedJob<EmailJob>[]> {
  const wallet = asDomain<WalletEvent>(event);
  let credit: { userId: number; depositId: number; amountCents: number };
  if (wallet.type === 'DepositCredited') credit = wallet.data;
  else if (wallet.type === 'BalanceAdjusted' && wallet.data.depositId !== undefined)
    credit = { ...wallet.data, depositId: wallet.data.depositId };
  else return [];
  const to = await recipient(read, deps, credit.userId);
  if (!to) return [];
  const id = depositStream(credit.depositId);
  const deposit = aggregate(await read([id]), id, evolveDeposit, initialDeposit).state;
  if (deposit.status === 'none') {
    deps.log.warn(
      { depositId: credit.depositId },
      'e-mail: credited deposit not found; nothing sent',
    );
    return [];
  }
  const content = depositCreditedEmail({
    firstName: to.firstName,
    depositNumber: deposit.depositNumber,
    amountCents: credit.amountCents,
    method: deposit.method,
    storeUrl: storeUrlFor(deps.config.publicUrl, deps.config.port),
  });
  return [{ data: { to: to.to, ...content } }];
}

/**
 * The mail an account event asks for: a password reset link, an e-mail verification link, a
 * sign-in from a new device.
 */
async function accountJobs(
  read: StreamReader,
  event: RecordedEvent,
  deps: WorkerDeps,
): Promise<PlannedJob<EmailJob>[]> {
  const account = asDomain<UserEvent>(event);
  if (account.type === 'SessionStarted' && !account.data.newDevice) return [];
  const userId = Number(event.streamId.slice('user-'.length));
  const to = await recipient(read, deps, userId);
  if (!to) return [];
  const storeUrl = storeUrlFor(deps.config.publicUrl, deps.config.port);
  // The token goes into the queue sealed under the customer's key, as the address does.
  const sealedToken = (purpose: string, id: string) =>
    deps.secrets
      .linkToken(purpose, id)
      .then((token) => deps.secrets.seal(token, customerKeyId(userId)));
  let content: EmailContent;
  if (account.type === 'PasswordResetRequested') {
    const token = await sealedToken(PASSWORD_RESET_NAMESPACE, account.data.resetId);
    content = passwordResetEmail({
      firstName: to.firstName,
      url: `${storeUrl}/reset-password?token=${token}`,
      validMinutes: deps.config.passwordResetMinutes,
    });
  } else if (account.type === 'EmailVerificationRequested') {
    const token = await sealedToken(EMAIL_VERIFICATION_NAMESPACE, account.data.verificationId);
    content = emailVerificationEmail({
      firstName: to.firstName,
      url: `${storeUrl}/verify-email?token=${token}`,
    });
  } else if (account.type === 'SessionStarted') {
    content = newSignInEmail({
      firstName: to.firstName,
      device: deviceName(account.data),
      ip: account.data.ip,
      at: account.data.startedAt,
      storeUrl,
    });
  } else return [];
  return [{ data: { to: to.to, ...content } }];
}

/**
 * The guest-ticket mails: the confirmation when a visitor's message opens one, and each staff
 * reply to one (a customer's ticket is read in the app: no mail).
 */
async function guestTicketJobs(
  read: StreamReader,
  event: RecordedEvent,
  deps: WorkerDeps,
): Promise<PlannedJob<EmailJob>[]> {
  const ticketEvent = asDomain<TicketEvent>(event);
  if (ticketEvent.type === 'TicketMessagePosted' && !ticketEvent.data.isAdminReply) return [];
  const stream = (await read([event.streamId])).get(event.streamId);
  const first = stream?.events[0] && asDomain<TicketEvent>(stream.events[0]);
  if (first?.type !== 'GuestTicketOpened') return [];
  // Name and address stay sealed (the ticket's key) in the job until it is sent.
  const mail = {
    name: first.data.contact.name,
    ticketId: first.data.ticketId,
    subject: first.data.subject,
    storeUrl: storeUrlFor(deps.config.publicUrl, deps.config.port),
  };
  const content =
    ticketEvent.type === 'TicketMessagePosted'
      ? guestTicketReplyEmail({ ...mail, message: ticketEvent.data.message })
      : guestTicketReceivedEmail({ ...mail, message: first.data.message });
  return [{ data: { to: first.data.contact.email, ...content } }];
}

/**
 * A stock alert (workers/stock-alerts.ts) to every staff member who may act on it (the `stock`
 * permission, contracts/staff-roles.ts), not suspended, as the users read model lists them. Their
 * addresses are sealed under their own keys in the queue, like a customer's.
 */
async function stockAlertJobs(
  client: PoolClient,
  event: RecordedEvent,
  deps: WorkerDeps,
): Promise<PlannedJob<EmailJob>[]> {
  const alert = stockAlertFor(event);
  if (alert === null) return [];
  const { rows } = await client.query<{ id: number; email: string }>(
    'SELECT id, email FROM users WHERE roles && $1::text[] AND suspended_at IS NULL ORDER BY id',
    [rolesWith('stock')],
  );
  const storeUrl = storeUrlFor(deps.config.publicUrl, deps.config.port);
  return Promise.all(
    rows.map(async (staff) => ({
      data: {
        to: await deps.secrets.seal(staff.email, customerKeyId(staff.id)),
        ...stockAlertEmail({ ...alert, storeUrl }),
      },
    })),
  );
}

// One transport per running store: nodemailer opens a connection per message without pooling,
// so this only saves re-reading the URL.
const mailers = new WeakMap<WorkerDeps, Mailer>();

/** The SMTP mailer, or null when SMTP_URL is not set. */
function mailerFor(deps: WorkerDeps): Mailer | null {
  let mailer = mailers.get(deps);
  if (!mailer) {
    const created = createMailer(deps.config.mail);
    if (!created) return null;
    mailer = created;
    mailers.set(deps, mailer);
  }
  return mailer;
}

/** Sends customer e-mails through the `customer-email` pg-boss queue. */
export const emailWorker = sideEffectWorker<EmailJob>({
  name: 'email-notifier',
  eventTypes: EVENT_TYPES,
  queue: { name: 'customer-email', retryLimit: 8, retryDelaySeconds: 2 },
  async jobsFor(client, event, deps, read) {
    const channel = deps.config.mail.smtpUrl ? 'smtp' : 'log';
    const jobs = await planned(client, read, event, deps);
    return jobs.map((job) => ({ ...job, data: { ...job.data, channel } }));
  },
  async perform(job, deps) {
    let opened: EmailJob;
    try {
      opened = {
        to: await deps.secrets.open(job.to),
        subject: await deps.secrets.open(job.subject),
        text: await deps.secrets.open(job.text),
        html: await deps.secrets.open(job.html, { encode: escapeHtml }),
        links: await Promise.all((job.links ?? []).map((link) => deps.secrets.open(link))),
      };
    } catch (error) {
      // The customer was erased after the job was planned: there is no one to write to.
      if (error instanceof ShreddedKeyError) {
        deps.log.info({ keyId: error.keyId }, 'e-mail: the customer was erased; nothing sent');
        return;
      }
      throw error;
    }
    const mailer = job.channel === 'log' ? null : mailerFor(deps);
    if (mailer) await mailer.send(opened);
    else deps.log.info({ mail: { to: opened.to, subject: opened.subject } }, mailLogLine(opened));
  },
});

/** The jobs of `event`, whatever the channel. */
function planned(
  client: PoolClient,
  read: StreamReader,
  event: RecordedEvent,
  deps: WorkerDeps,
): Promise<PlannedJob<EmailJob>[]> {
  switch (event.type) {
    case 'OrderDelivered':
    case 'OrderStatusChanged':
    case 'OrderDeliveryResent':
      return orderJobs(read, event, deps);
    case 'OrderRefunded':
      return refundJobs(read, event, deps);
    case 'DepositCredited':
    case 'BalanceAdjusted':
      return depositJobs(read, event, deps);
    case 'PasswordResetRequested':
    case 'EmailVerificationRequested':
    case 'SessionStarted':
      return accountJobs(read, event, deps);
    case 'GuestTicketOpened':
    case 'TicketMessagePosted':
      return guestTicketJobs(read, event, deps);
    case 'StockRanLow':
    case 'StockBatchQuarantined':
      return stockAlertJobs(client, event, deps);
    default:
      return Promise.resolve([]);
  }
}
