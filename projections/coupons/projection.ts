/**
 * The coupons read model: one row per live coupon with its usage so far (docs/specs/admin-area.md
 * 2.9, 3).
 */
import type { CouponDetails, CouponEvent } from '../../domain/coupon/coupon';
import { defineProjection } from '../projection';

const couponIdOf = (streamId: string) => Number(streamId.slice('coupon-'.length));

const values = (d: CouponDetails) => [
  d.code,
  d.discountPercentage,
  d.maxUsage,
  d.isActive,
  d.expiresAt,
];

export const couponsProjection = defineProjection<CouponEvent>({
  name: 'coupons',
  tables: ['coupons'],
  writesOnly: true,
  handlers: {
    CouponCreated: async (client, data, event) => {
      await client.query(
        `INSERT INTO coupons (id, code, discount_percentage, max_usage, is_active, expires_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
        [data.couponId, ...values(data), event.recordedAt],
      );
    },
    CouponUpdated: async (client, data, event) => {
      await client.query(
        `UPDATE coupons SET code = $2, discount_percentage = $3, max_usage = $4, is_active = $5, expires_at = $6,
           updated_at = $7
         WHERE id = $1`,
        [couponIdOf(event.streamId), ...values(data), event.recordedAt],
      );
    },
    CouponDeleted: async (client, data) => {
      await client.query('DELETE FROM coupons WHERE id = $1', [data.couponId]);
    },
    CouponRedeemed: async (client, _data, event) => {
      await client.query(
        'UPDATE coupons SET current_usage = current_usage + 1, updated_at = $2 WHERE id = $1',
        [couponIdOf(event.streamId), event.recordedAt],
      );
    },
  },
});
