/**
 * What an outbound webhook carries (ARCHITECTURE.md "Outbound webhooks"): the webhook type a store
 * event gives, and the CloudEvents 1.0 JSON of a delivery, built when it is sent. Personal data is
 * kept to what an integration needs: the customer's id always, their e-mail only in
 * customer.registered (opened from its seal: an erased customer's is null), no free texts (claim
 * descriptions, ticket messages, refund reasons) and never a key or delivered item: those stay
 * behind the store's own sign-in.
 */
import { aggregate } from '../../application/commands/execute';
import type { StreamReader } from '../../application/event-store/coalesced-reads';
import type { RecordedEvent } from '../../application/event-store/types';
import { CLOUD_EVENT_SOURCE } from '../../application/kafka/cloud-event';
import type { SecretBox } from '../../application/security/secret-box';
import { formatCents } from '../../contracts/money';
import { webhookTypesOf, type WebhookEventType } from '../../contracts/webhooks';
import type { StockRanLowData } from '../../domain/catalogue/stock';
import type { DepositConfirmedData } from '../../domain/deposit/deposit';
import {
  evolveOrder,
  initialOrder,
  type OrderPlacedData,
  type OrderRefundedData,
} from '../../domain/order/order';
import type { TicketEvent } from '../../domain/support/ticket';
import type { UserEvent } from '../../domain/identity/user';
import { evolveClaim, initialClaim, type ClaimEvent } from '../../domain/warranty/claim';

/** The webhook type `event` gives, or null (a status change to anything but completed...). */
export function webhookTypeOf(
  event: Pick<RecordedEvent, 'type' | 'data'>,
): WebhookEventType | null {
  const type = webhookTypesOf(event.type)[0] ?? null;
  if (event.type === 'OrderStatusChanged' && event.data.status !== 'completed') return null;
  if (event.type === 'WarrantyClaimResponded' && event.data.status === 'pending') return null;
  return type;
}

/** A delivery's body: a CloudEvents 1.0 JSON event (structured mode). */
export interface WebhookCloudEvent {
  specversion: '1.0';
  /** The store event's id: the same for every attempt, resend and replay of it. */
  id: string;
  source: string;
  type: WebhookEventType;
  subject: string;
  time: string;
  datacontenttype: 'application/json';
  /** The store event's global position (a string: it is a bigint). */
  position: string;
  data: Record<string, unknown>;
}

/** The order of an event on stream `order-<id>`, as its stream stands. */
async function orderOf(read: StreamReader, streamId: string) {
  const order = aggregate(await read([streamId]), streamId, evolveOrder, initialOrder).state;
  if (order.status === 'none') throw new Error(`No order on ${streamId}`);
  return order;
}

const orderFields = (order: OrderPlacedData) => ({
  orderId: order.orderId,
  orderNumber: order.orderNumber,
  customerId: order.userId,
  productId: order.productId,
  quantity: order.quantity,
});

/** The `data` of `type`'s CloudEvent for `event`; streams it refers to are read through `read`. */
async function dataFor(
  type: WebhookEventType,
  event: RecordedEvent,
  read: StreamReader,
  secrets: SecretBox,
): Promise<Record<string, unknown>> {
  switch (type) {
    case 'order.placed': {
      const order = event.data as unknown as OrderPlacedData;
      return {
        ...orderFields(order),
        productName: order.productName,
        unitPrice: formatCents(order.unitPriceCents),
        total: formatCents(order.totalCents),
        couponCode: order.couponCode,
        deliveryType: order.deliveryType,
        placedAt: order.placedAt,
      };
    }
    case 'order.completed':
      return orderFields(await orderOf(read, event.streamId));
    case 'order.refunded': {
      const refund = event.data as unknown as OrderRefundedData;
      const order = await orderOf(read, event.streamId);
      return {
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        customerId: order.userId,
        refundId: refund.refundId,
        amount: formatCents(refund.amountCents),
        restock: refund.restock,
        refundedAt: refund.refundedAt,
      };
    }
    case 'deposit.confirmed': {
      const deposit = event.data as unknown as DepositConfirmedData;
      return {
        depositId: deposit.depositId,
        depositNumber: deposit.depositNumber,
        customerId: deposit.userId,
        amount: formatCents(deposit.amountCents),
        provider: deposit.provider,
        method: deposit.method,
      };
    }
    case 'stock.low': {
      const low = event.data as unknown as StockRanLowData;
      return {
        productId: Number(event.streamId.slice('product-'.length)),
        productName: low.productName,
        available: low.available,
        lowStockThreshold: low.lowStockThreshold,
        hoursLeft: low.hoursLeft,
      };
    }
    case 'claim.filed': {
      const claim = event.data as unknown as Extract<
        ClaimEvent,
        { type: 'WarrantyClaimFiled' }
      >['data'];
      return {
        claimId: claim.claimId,
        orderId: claim.orderId,
        customerId: claim.userId,
        productId: claim.productId,
        claimType: claim.claimType,
      };
    }
    case 'claim.answered': {
      const claim = aggregate(
        await read([event.streamId]),
        event.streamId,
        evolveClaim,
        initialClaim,
      ).state;
      if (claim.status === 'none') throw new Error(`No claim on ${event.streamId}`);
      return {
        claimId: claim.claimId,
        orderId: claim.orderId,
        customerId: claim.userId,
        status: event.data.status,
      };
    }
    case 'ticket.opened': {
      if (event.type === 'GuestTicketOpened') {
        const guest = event.data as unknown as Extract<
          TicketEvent,
          { type: 'GuestTicketOpened' }
        >['data'];
        return { ticketId: guest.ticketId, customerId: null, guest: true };
      }
      const ticket = event.data as unknown as Extract<
        TicketEvent,
        { type: 'TicketOpened' }
      >['data'];
      return {
        ticketId: ticket.ticketId,
        customerId: ticket.userId,
        guest: false,
        priority: ticket.priority,
      };
    }
    case 'customer.registered': {
      const user = event.data as unknown as Extract<UserEvent, { type: 'UserRegistered' }>['data'];
      const email = await secrets.open(user.email, { whenShredded: '' });
      return { customerId: user.userId, email: email || null };
    }
  }
}

/**
 * The CloudEvent of `type` for `event`: its id, source and time are the store event's; `subject`
 * its stream.
 */
export async function webhookCloudEvent(
  type: WebhookEventType,
  event: RecordedEvent,
  read: StreamReader,
  secrets: SecretBox,
): Promise<WebhookCloudEvent> {
  return {
    specversion: '1.0',
    id: event.eventId,
    source: CLOUD_EVENT_SOURCE,
    type,
    subject: event.streamId,
    time: event.recordedAt.toISOString(),
    datacontenttype: 'application/json',
    position: event.position.toString(),
    data: await dataFor(type, event, read, secrets),
  };
}
