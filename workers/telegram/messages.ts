/**
 * The staff chat's notification texts (docs/specs/admin-area.md 2.15: new order alerts with
 * customer info, product details and amounts; crypto payment pending alerts, payment confirmation
 * with the transaction id, manual payment requests; plus warranty claims and new tickets). Pure
 * functions of an event's data and its customer; plain text (no parse_mode), so nothing is escaped.
 * Amounts are integer cents, shown as `$12.50`.
 */
import { formatDollars as usd } from '../../contracts/money';
import type {
  DepositConfirmedData,
  DepositMethod,
  DepositProvider,
  DepositRequestedData,
} from '../../domain/deposit/deposit';
import {
  orderNumberFor,
  type OrderCompensation,
  type OrderPlacedData,
} from '../../domain/order/order';
import type { ClaimEvent } from '../../domain/warranty/claim';
import type { TicketEvent } from '../../domain/support/ticket';
import { endpointIdOfStream } from '../../domain/webhook/webhook-endpoint';
import { STOCK_ALERT_EVENT_TYPES, stockAlertFor } from '../stock-alerts';

/** The events that notify the staff chat. */
export const NOTIFIED_EVENT_TYPES = [
  'OrderPlaced',
  'DepositRequested',
  'DepositConfirmed',
  'WarrantyClaimFiled',
  'TicketOpened',
  'GuestTicketOpened',
  ...STOCK_ALERT_EVENT_TYPES,
  'WebhookEndpointDisabled',
] as const;

/** The command whose ticket carries a manual payment request (its own message covers it). */
export const MANUAL_DEPOSIT_COMMAND = 'RequestManualDeposit';

/** Longest free text (claim description, ticket message) quoted in a message, in characters. */
export const QUOTE_MAX_CHARS = 500;

/** Who an event is about, as the user stream says at the time the message is built. */
export interface Customer {
  userId: number;
  /** Null when the user stream does not exist (shown as "user #id"). */
  email: string | null;
  country: string | null;
}

export type WarrantyClaimFiledData = Extract<ClaimEvent, { type: 'WarrantyClaimFiled' }>['data'];
export type TicketOpenedData = Extract<TicketEvent, { type: 'TicketOpened' }>['data'];
export type GuestTicketOpenedData = Extract<TicketEvent, { type: 'GuestTicketOpened' }>['data'];

/** An event as the notifier sees it: its type, data and the command that appended it. */
export interface NotifiableEvent {
  type: string;
  streamId: string;
  data: Record<string, unknown>;
  metadata: { command?: string };
}

const PROVIDER_LABELS: Record<DepositProvider, string> = {
  sandbox: 'Sandbox',
  nowpayments: 'NOWPayments',
  manual: 'Manual',
};
const METHOD_LABELS: Record<DepositMethod, string> = {
  crypto: 'Crypto',
  credit_card: 'Credit Card',
  paypal: 'PayPal',
};
const CLAIM_TYPE_LABELS: Record<WarrantyClaimFiledData['claimType'], string> = {
  account_access: 'Account Access',
  product_defect: 'Product Defect',
  delivery_issue: 'Delivery Issue',
};
const PRIORITY_LABELS: Record<TicketOpenedData['priority'], string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

const label = <K extends string>(labels: Record<K, string>, key: K) => labels[key] ?? key;

function customerLines(customer: Customer): string[] {
  return [
    `Customer: ${customer.email ?? `user #${customer.userId}`}`,
    `Country: ${customer.country || 'n/a'}`,
  ];
}

/** `text` trimmed and cut to `max` characters (code points), ending in "…" when cut. */
export function quote(text: string, max = QUOTE_MAX_CHARS): string {
  const chars = Array.from(text.trim());
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** New order: number, customer e-mail and country, product, quantity, amount, delivery type. */
export function newOrderMessage(order: OrderPlacedData, customer: Customer): string {
  return [
    `🛒 New order ${order.orderNumber}`,
    ...customerLines(customer),
    `Product: ${order.productName}`,
    `Quantity: ${order.quantity}`,
    `Amount: ${usd(order.totalCents)}`,
    ...(order.couponCode ? [`Coupon: ${order.couponCode}`] : []),
    `Delivery: ${order.deliveryType === 'automatic' ? 'Instant (automatic)' : 'Manual (within 15 minutes)'}`,
  ].join('\n');
}

/** A crypto deposit waiting for payment at the gateway. */
export function depositPendingMessage(deposit: DepositRequestedData, customer: Customer): string {
  return [
    `⏳ Crypto deposit pending ${deposit.depositNumber}`,
    ...customerLines(customer),
    `Amount: ${usd(deposit.amountCents)}`,
    `Provider: ${label(PROVIDER_LABELS, deposit.provider)}`,
    `Payment ID: ${deposit.providerPaymentId ?? 'n/a'}`,
    ...(deposit.expiresAt ? [`Expires: ${deposit.expiresAt}`] : []),
  ].join('\n');
}

/** A card or PayPal top-up the customer asked staff for (docs/specs/customer-area.md section 7). */
export function manualPaymentRequestMessage(
  deposit: DepositRequestedData,
  customer: Customer,
): string {
  return [
    `💳 Manual payment request ${deposit.depositNumber}`,
    ...customerLines(customer),
    `Method: ${label(METHOD_LABELS, deposit.method)}`,
    `Amount: ${usd(deposit.amountCents)}`,
    `Fee: ${usd(deposit.feeCents)}`,
    `Total to pay: ${usd(deposit.amountCents + deposit.feeCents)}`,
    `Ticket: ${deposit.ticketId === null ? 'n/a' : `#${deposit.ticketId}`}`,
    "Once the payment is received, credit it from the user's balance dialog (Admin > Users).",
  ].join('\n');
}

/** A deposit credited: by the gateway (with its transaction id) or by an admin. */
export function paymentConfirmedMessage(payment: DepositConfirmedData, customer: Customer): string {
  return [
    `✅ Payment confirmed ${payment.depositNumber}`,
    ...customerLines(customer),
    `Amount: ${usd(payment.amountCents)}`,
    `Provider: ${label(PROVIDER_LABELS, payment.provider)}`,
    `Transaction ID: ${payment.providerTransactionId ?? 'n/a'}`,
    ...(payment.lateAfter
      ? [`⚠️ Late payment after ${payment.lateAfter === 'expired' ? 'expiry' : 'failure'}`]
      : []),
    ...(payment.creditedBy !== null ? [`Credited by admin #${payment.creditedBy}`] : []),
  ].join('\n');
}

/** A warranty claim filed on an order. */
export function warrantyClaimMessage(claim: WarrantyClaimFiledData, customer: Customer): string {
  return [
    `🛡️ Warranty claim #${claim.claimId}`,
    `Order: ${orderNumberFor(claim.orderId)} (#${claim.orderId})`,
    ...customerLines(customer),
    `Type: ${label(CLAIM_TYPE_LABELS, claim.claimType)}`,
    `Description: ${quote(claim.description)}`,
  ].join('\n');
}

/** A support ticket opened by a customer. */
export function newTicketMessage(ticket: TicketOpenedData, customer: Customer): string {
  return [
    `🎫 New ticket #${ticket.ticketId}`,
    ...customerLines(customer),
    `Subject: ${quote(ticket.subject)}`,
    `Priority: ${label(PRIORITY_LABELS, ticket.priority)}`,
    `Message: ${quote(ticket.message)}`,
  ].join('\n');
}

/**
 * A guest ticket a visitor opened from the contact form: the name and e-mail they gave (sealed in
 * the event, and so in the job until it is sent).
 */
export function newGuestTicketMessage(ticket: GuestTicketOpenedData): string {
  return [
    `🎫 New guest ticket #${ticket.ticketId} (contact form)`,
    `Guest: ${ticket.contact.name} <${ticket.contact.email}>`,
    `Subject: ${quote(ticket.subject)}`,
    `Message: ${quote(ticket.message)}`,
  ].join('\n');
}

/**
 * A webhook endpoint the store turned off because it failed every delivery for 24 hours (a
 * staff member turning one off tells no one).
 */
export function webhookDisabledMessage(streamId: string, reason: string | null): string | null {
  if (reason !== 'failing') return null;
  return [
    `⚠️ Webhook endpoint #${endpointIdOfStream(streamId)} turned off`,
    'It failed every delivery for 24 hours. Its deliveries wait; check the receiver, then turn it back on in Admin > Webhooks.',
  ].join('\n');
}

/** The customer an event is about (every notified event carries `userId`), or null. */
export function customerIdOf(event: NotifiableEvent): number | null {
  const { userId } = event.data;
  return typeof userId === 'number' ? userId : null;
}

/**
 * The message `event` gives, or null when it gives none: another event type, or the ticket a
 * manual payment request opens (the request's own message covers it).
 */
export function messageFor(event: NotifiableEvent, customer: Customer): string | null {
  switch (event.type) {
    case 'OrderPlaced':
      return newOrderMessage(event.data as unknown as OrderPlacedData, customer);
    case 'DepositRequested': {
      const deposit = event.data as unknown as DepositRequestedData;
      return deposit.provider === 'manual'
        ? manualPaymentRequestMessage(deposit, customer)
        : depositPendingMessage(deposit, customer);
    }
    case 'DepositConfirmed':
      return paymentConfirmedMessage(event.data as unknown as DepositConfirmedData, customer);
    case 'WarrantyClaimFiled':
      return warrantyClaimMessage(event.data as unknown as WarrantyClaimFiledData, customer);
    case 'TicketOpened':
      return event.metadata.command === MANUAL_DEPOSIT_COMMAND
        ? null
        : newTicketMessage(event.data as unknown as TicketOpenedData, customer);
    case 'GuestTicketOpened':
      return newGuestTicketMessage(event.data as unknown as GuestTicketOpenedData);
    case 'StockRanLow':
    case 'StockBatchQuarantined': {
      const alert = stockAlertFor(event);
      return alert && `${alert.subject}\n${alert.text}`;
    }
    case 'WebhookEndpointDisabled':
      return webhookDisabledMessage(
        event.streamId,
        (event.data as { reason: string | null }).reason,
      );
    default:
      return null;
  }
}

/** "1 minute", "4 minutes": whole minutes, rounded up (a part of a minute counts as one). */
function minutesText(milliseconds: number): string {
  const minutes = Math.max(1, Math.ceil(milliseconds / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The order's lines of a delivery promise alert: number, product, quantity, customer. */
function promisedOrderLines(order: OrderPlacedData, customer: Customer): string[] {
  return [
    `Product: ${order.productName}`,
    `Quantity: ${order.quantity}`,
    `Amount: ${usd(order.totalCents)}`,
    `Customer: ${customer.email ?? `user #${customer.userId}`}`,
  ];
}

/**
 * A manual order still awaiting delivery shortly before its deadline
 * (contracts/delivery-promise.ts): the time left until `deadline` at `now`.
 */
export function deliveryDueSoonMessage(
  order: OrderPlacedData,
  customer: Customer,
  deadline: Date,
  now: Date,
): string {
  const left = deadline.getTime() - now.getTime();
  return [
    `⏳ Manual order ${order.orderNumber} is due ${left > 0 ? `in ${minutesText(left)}` : 'now'}`,
    ...promisedOrderLines(order, customer),
    `Deadline: ${deadline.toISOString()}`,
    'Deliver it from Admin > Orders.',
  ].join('\n');
}

/**
 * A manual order that reached its deadline undelivered, and its automatic compensation when the
 * store's setting gave one (contracts/overdue-compensation.ts).
 */
export function deliveryOverdueMessage(
  order: OrderPlacedData,
  customer: Customer,
  deadline: Date,
  now: Date,
  compensation: OrderCompensation | null,
): string {
  const late = now.getTime() - deadline.getTime();
  const compensated =
    compensation === null
      ? ['Deliver it from Admin > Orders.']
      : compensation.kind === 'cancel_refund'
        ? [
            `Compensated automatically: cancelled and refunded ${usd(compensation.amountCents)} to the customer's balance.`,
          ]
        : [
            `Compensated automatically: ${compensation.percent}% (${usd(compensation.amountCents)}) credited to the customer's balance. The order still awaits delivery.`,
          ];
  return [
    `🚨 Manual order ${order.orderNumber} is overdue${late >= 60_000 ? ` by ${minutesText(late)}` : ''}`,
    ...promisedOrderLines(order, customer),
    `Deadline: ${deadline.toISOString()}`,
    ...compensated,
  ].join('\n');
}
