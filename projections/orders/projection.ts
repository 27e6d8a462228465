/**
 * The orders read model: one row per order with its status, delivered text, the cents refunded
 * so far, its automatic compensation for a late manual delivery and its replacements sent outside
 * the warranty, and whether a fraud rule holds it for review; and one row per refund
 * (order_refunds). Cents.
 */
import type { PoolClient } from '../../application/db/pool';
import type { OrderEvent } from '../../domain/order/order';
import { defineProjection, type SetBuild, type TableRow } from '../projection';

const orderIdOf = (streamId: string) => Number(streamId.slice('order-'.length));

/**
 * The set-based build: each order's row and each refund folded in memory as the handlers below
 * write them (an event for an order without a row changes nothing, as their UPDATE).
 */
function buildOrders(): SetBuild<OrderEvent> {
  const orders = new Map<number, TableRow>();
  const refunds: TableRow[] = [];
  const orderOf = (event: { streamId: string }) => orders.get(orderIdOf(event.streamId));
  return {
    rows: () => ({ orders: orders.values(), order_refunds: refunds }),
    folds: {
      OrderPlaced: (data, event) => {
        orders.set(data.orderId, {
          id: data.orderId,
          order_number: data.orderNumber,
          user_id: data.userId,
          product_id: data.productId,
          product_name: data.productName,
          warranty_days: data.warrantyDays,
          quantity: data.quantity,
          unit_price_cents: data.unitPriceCents,
          total_cents: data.totalCents,
          coupon_code: data.couponCode ?? null,
          delivery_type: data.deliveryType,
          status: 'pending',
          delivered_item: null,
          created_at: event.recordedAt,
          updated_at: event.recordedAt,
          refunded_cents: 0,
          keys_returned: false,
          compensation: null,
          replacements: [],
          held_for_review: false,
          hold_rule_id: null,
        });
      },
      OrderDelivered: (data, event) => {
        const order = orderOf(event);
        if (!order) return;
        order.status = 'completed';
        order.delivered_item = data.deliveredItem;
        order.updated_at = event.recordedAt;
      },
      OrderStatusChanged: (data, event) => {
        const order = orderOf(event);
        if (!order) return;
        order.status = data.status;
        order.delivered_item = data.deliveredItem ?? order.delivered_item;
        order.updated_at = event.recordedAt;
        if (data.status === 'cancelled') order.refunded_cents = order.total_cents;
      },
      OrderRefunded: (data, event) => {
        refunds.push({
          id: data.refundId,
          order_id: orderIdOf(event.streamId),
          amount_cents: data.amountCents,
          reason: data.reason,
          restock: data.restock,
          by_user_id: data.byUserId,
          refunded_at: data.refundedAt,
          position: event.position.toString(),
        });
        const order = orderOf(event);
        if (!order) return;
        order.refunded_cents = (order.refunded_cents as number) + data.amountCents;
        if (data.restock) {
          order.keys_returned = true;
          order.delivered_item = null;
        }
      },
      OrderDeliveryCompensated: (data, event) => {
        const order = orderOf(event);
        if (!order) return;
        order.compensation = { ...data, compensatedAt: event.recordedAt.toISOString() };
        order.updated_at = event.recordedAt;
      },
      OrderReplacementDelivered: (data, event) => {
        const order = orderOf(event);
        if (!order) return;
        (order.replacements as unknown[]).push({
          item: data.item,
          reason: data.reason,
          deliveredAt: event.recordedAt.toISOString(),
        });
        order.updated_at = event.recordedAt;
      },
      OrderHeld: (data, event) => {
        const order = orderOf(event);
        if (!order) return;
        order.held_for_review = true;
        order.hold_rule_id = data.ruleId;
      },
      OrderReleased: (_data, event) => endHold(orderOf(event), event.recordedAt),
      OrderHoldRefused: (_data, event) => endHold(orderOf(event), event.recordedAt),
    },
  };
}

/** A held order's row once staff released or refused it (the rule that held it stays named). */
function endHold(order: TableRow | undefined, at: Date): void {
  if (!order) return;
  order.held_for_review = false;
  order.updated_at = at;
}

/** The handler of the end of a hold (OrderReleased, OrderHoldRefused). */
async function endHoldRow(client: PoolClient, event: { streamId: string; recordedAt: Date }) {
  await client.query('UPDATE orders SET held_for_review = false, updated_at = $2 WHERE id = $1', [
    orderIdOf(event.streamId),
    event.recordedAt,
  ]);
}

export const ordersProjection = defineProjection<OrderEvent>({
  name: 'orders',
  // 2: refunded_cents (a cancellation refunds the rest), keys_returned and order_refunds.
  // 3: inline (its checkpoint now marks what its last rebuild replayed).
  version: 3,
  // Every row is written by its order stream's events only.
  inline: true,
  foldsNewStreams: true,
  // In the order the order reads lock them (orders, then its refunds): the switch of a rebuild
  // replaces them in this order, and the other order could deadlock with a read.
  tables: ['orders', 'order_refunds'],
  setBuild: buildOrders,
  handlers: {
    OrderPlaced: async (client, data, event) => {
      await client.query(
        `INSERT INTO orders (id, order_number, user_id, product_id, product_name, warranty_days, quantity,
           unit_price_cents, total_cents, coupon_code, delivery_type, status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'pending', $12, $12)`,
        [
          data.orderId,
          data.orderNumber,
          data.userId,
          data.productId,
          data.productName,
          data.warrantyDays,
          data.quantity,
          data.unitPriceCents,
          data.totalCents,
          data.couponCode,
          data.deliveryType,
          event.recordedAt,
        ],
      );
    },
    OrderDelivered: async (client, data, event) => {
      await client.query(
        `UPDATE orders SET status = 'completed', delivered_item = $2, updated_at = $3 WHERE id = $1`,
        [orderIdOf(event.streamId), data.deliveredItem, event.recordedAt],
      );
    },
    OrderStatusChanged: async (client, data, event) => {
      await client.query(
        `UPDATE orders SET status = $2, delivered_item = coalesce($3, delivered_item), updated_at = $4,
           refunded_cents = CASE WHEN $2 = 'cancelled' THEN total_cents ELSE refunded_cents END
         WHERE id = $1`,
        [orderIdOf(event.streamId), data.status, data.deliveredItem, event.recordedAt],
      );
    },
    OrderRefunded: async (client, data, event) => {
      const orderId = orderIdOf(event.streamId);
      await client.query(
        `INSERT INTO order_refunds (id, order_id, amount_cents, reason, restock, by_user_id, refunded_at, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          data.refundId,
          orderId,
          data.amountCents,
          data.reason,
          data.restock,
          data.byUserId,
          data.refundedAt,
          event.position.toString(),
        ],
      );
      // A key returned to stock will be sold again: the order stops showing it.
      await client.query(
        `UPDATE orders SET refunded_cents = refunded_cents + $2,
           keys_returned = keys_returned OR $3,
           delivered_item = CASE WHEN $3 THEN NULL ELSE delivered_item END
         WHERE id = $1`,
        [orderId, data.amountCents, data.restock],
      );
    },
    OrderDeliveryCompensated: async (client, data, event) => {
      await client.query('UPDATE orders SET compensation = $2, updated_at = $3 WHERE id = $1', [
        orderIdOf(event.streamId),
        JSON.stringify({ ...data, compensatedAt: event.recordedAt.toISOString() }),
        event.recordedAt,
      ]);
    },
    OrderReplacementDelivered: async (client, data, event) => {
      // The item stays sealed here, as the delivered item does; the reason is for staff and the
      // customer alike. Who sent it is in the event (and the audit log).
      await client.query(
        `UPDATE orders SET replacements = replacements || jsonb_build_array($2::jsonb), updated_at = $3
          WHERE id = $1`,
        [
          orderIdOf(event.streamId),
          JSON.stringify({
            item: data.item,
            reason: data.reason,
            deliveredAt: event.recordedAt.toISOString(),
          }),
          event.recordedAt,
        ],
      );
    },
    OrderHeld: async (client, data, event) => {
      await client.query(
        'UPDATE orders SET held_for_review = true, hold_rule_id = $2 WHERE id = $1',
        [orderIdOf(event.streamId), data.ruleId],
      );
    },
    OrderReleased: (client, _data, event) => endHoldRow(client, event),
    OrderHoldRefused: (client, _data, event) => endHoldRow(client, event),
  },
});
