/**
 * The order aggregate (stream `order-<id>`). Status: pending, in_progress, completed, cancelled
 * (docs/specs/customer-area.md section 4, docs/specs/admin-area.md section 4). Amounts in integer
 * cents.
 */
import type { Event } from '../shared/event';
import type { DeliveryType } from '../catalogue/product';

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
  | Event<'OrderDeliveryResent', { byUserId: number }>;

export type Order =
  | { status: 'none' }
  | (Omit<OrderPlacedData, never> & {
      status: OrderStatus;
      deliveredItem: string | null;
      isRefunded: boolean;
      /** The warranty claims filed on the order, oldest first. */
      claimIds: number[];
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
      };
    case 'OrderWarrantyClaimed':
      return { ...state, claimIds: [...state.claimIds, event.data.claimId] };
    case 'OrderDeliveryResent':
      return state;
  }
}
