/**
 * The order aggregate (stream `order-<id>`). Status: pending, in_progress, completed, cancelled
 * (docs/specs/customer-area.md section 4, docs/specs/admin-area.md section 4). Amounts in integer
 * cents.
 */
import type { Event } from '../shared/event';
import type { DeliveryType } from '../catalogue/product';
import type { CompensationKind } from '../../contracts/overdue-compensation';

export type OrderStatus = 'pending' | 'in_progress' | 'completed' | 'cancelled';

export interface OrderPlacedData {
  orderId: number;
  orderNumber: string;
  userId: number;
  productId: number;
  productName: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  couponCode: string | null;
  deliveryType: DeliveryType;
  warrantyDays: number;
  /** ISO time the order was placed. */
  placedAt: string;
  /**
   * What the keys delivered cost the store: their stock batches' unit costs, integer cents (keys
   * from outside a batch and manual delivery count 0). Absent on orders placed before costs were
   * recorded, which count 0.
   */
  costCents?: number;
}

/**
 * Staff gave money back for the order (part of it or the whole rest); the wallet's credit is in the
 * same append. With `restock` the order's keys went back to the product's stock (only on the refund
 * that makes the order fully refunded). Amounts in integer cents.
 */
export interface OrderRefundedData {
  refundId: string;
  amountCents: number;
  reason: string;
  restock: boolean;
  byUserId: number;
  /** The Idempotency-Key the request came with: a repeat of it refunds nothing more. */
  idempotencyKey: string;
  /** ISO time of the refund. */
  refundedAt: string;
}

export type OrderEvent =
  | Event<'OrderPlaced', OrderPlacedData>
  | Event<'OrderDelivered', { deliveredItem: string }>
  | Event<'OrderStatusChanged', { status: OrderStatus; deliveredItem: string | null }>
  /** A warranty claim was filed on the order; the order's version serialises concurrent claims. */
  | Event<'OrderWarrantyClaimed', { claimId: number }>
  /**
   * Staff asked for the delivery e-mail to be sent again (the customer lost it); the e-mail
   * worker mails the delivered item once per such event. The order itself does not change.
   */
  | Event<'OrderDeliveryResent', { byUserId: number }>
  | Event<'OrderRefunded', OrderRefundedData>
  /**
   * The manual order broke its delivery promise and was compensated automatically, as the store's
   * setting said at its deadline (contracts/overdue-compensation.ts). Appended with what it pays:
   * `cancel_refund` with the cancellation (OrderStatusChanged) and its PurchaseRefunded,
   * `credit` with the wallet's DeliveryCompensationCredited. At most once per order.
   */
  | Event<'OrderDeliveryCompensated', OrderCompensation>
  /**
   * Staff delivered a replacement from stock outside the warranty (expired, or claimed already);
   * `item` is sealed as the delivered item is, taken by a StockTaken in the same append.
   */
  | Event<'OrderReplacementDelivered', { item: string; reason: string; byUserId: number }>
  /**
   * A fraud rule held the order for review as it was placed (domain/fraud): paid and its stock
   * taken, nothing delivered. `items` are the keys taken for it, sealed as stock is (none for
   * manual delivery), delivered on release.
   */
  | Event<'OrderHeld', OrderHold>
  /** Staff released a held order: its keys are delivered in the same append (automatic delivery). */
  | Event<'OrderReleased', { byUserId: number }>
  /** Staff refused a held order: refunded (and its keys restocked) and cancelled in the same append. */
  | Event<'OrderHoldRefused', { byUserId: number; reason: string }>;

/** Why an order is held and what it holds back. */
export interface OrderHold {
  ruleId: number;
  items: string[];
}

/** An automatic compensation: its kind, the percentage of the total and the cents it paid. */
export interface OrderCompensation {
  kind: CompensationKind;
  /** 100 for a cancel and refund. */
  percent: number;
  amountCents: number;
}

export type Order =
  | { status: 'none' }
  | (Omit<OrderPlacedData, never> & {
      status: OrderStatus;
      deliveredItem: string | null;
      isRefunded: boolean;
      /** The warranty claims filed on the order, oldest first. */
      claimIds: number[];
      /** Cents given back so far: the refunds, and the rest when the order was cancelled. */
      refundedCents: number;
      /** The order's refunds, oldest first (their idempotency keys answer repeats). */
      refunds: OrderRefundedData[];
      /** The order's keys went back to stock with a refund: no longer the customer's. */
      isRestocked: boolean;
      /** The automatic compensation for a broken delivery promise, once given. */
      compensation: OrderCompensation | null;
      /** The fraud hold it was placed with, and what staff did with it; null when never held. */
      hold: (OrderHold & { status: 'held' | 'released' | 'refused' }) | null;
    });

export const initialOrder: Order = { status: 'none' };

export const orderStream = (orderId: number) => `order-${orderId}`;

/** The customer-facing order number of order `orderId`, e.g. KM-000042. */
export const orderNumberFor = (orderId: number) => `KM-${String(orderId).padStart(6, '0')}`;

export function evolveOrder(state: Order, event: OrderEvent): Order {
  if (event.type === 'OrderPlaced') {
    return {
      ...event.data,
      status: 'pending',
      deliveredItem: null,
      isRefunded: false,
      claimIds: [],
      refundedCents: 0,
      refunds: [],
      isRestocked: false,
      compensation: null,
      hold: null,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'OrderDelivered':
      return { ...state, status: 'completed', deliveredItem: event.data.deliveredItem };
    case 'OrderStatusChanged':
      return {
        ...state,
        status: event.data.status,
        deliveredItem: event.data.deliveredItem ?? state.deliveredItem,
        isRefunded: state.isRefunded || event.data.status === 'cancelled',
        // Cancelling refunds whatever was left (domain/order/decide.ts changeOrderStatus).
        refundedCents: event.data.status === 'cancelled' ? state.totalCents : state.refundedCents,
      };
    case 'OrderWarrantyClaimed':
      return { ...state, claimIds: [...state.claimIds, event.data.claimId] };
    case 'OrderDeliveryResent':
      return state;
    case 'OrderRefunded':
      return {
        ...state,
        refundedCents: state.refundedCents + event.data.amountCents,
        refunds: [...state.refunds, event.data],
        // A key returned to stock will be sold again: the order no longer holds it.
        ...(event.data.restock ? { isRestocked: true, deliveredItem: null } : {}),
      };
    case 'OrderDeliveryCompensated':
      return { ...state, compensation: event.data };
    case 'OrderReplacementDelivered':
      return state;
    case 'OrderHeld':
      return { ...state, hold: { ...event.data, status: 'held' } };
    case 'OrderReleased':
      return state.hold ? { ...state, hold: { ...state.hold, status: 'released' } } : state;
    case 'OrderHoldRefused':
      return state.hold ? { ...state, hold: { ...state.hold, status: 'refused' } } : state;
  }
}
