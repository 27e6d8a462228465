/**
 * The orders read model: one row per order with its status and delivered text, its automatic
 * compensation for a late manual delivery and its replacements sent outside the warranty. Cents.
 */
import type { OrderEvent } from '../../domain/order/order';
import { defineProjection } from '../projection';

const orderIdOf = (streamId: string) => Number(streamId.slice('order-'.length));

export const ordersProjection = defineProjection<OrderEvent>({
  name: 'orders',
  tables: ['orders'],
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
        'UPDATE orders SET status = $2, delivered_item = coalesce($3, delivered_item), updated_at = $4 WHERE id = $1',
        [orderIdOf(event.streamId), data.status, data.deliveredItem, event.recordedAt],
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
  },
});
