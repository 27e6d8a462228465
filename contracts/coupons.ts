/**
 * Coupons (docs/specs/customer-area.md sections 3, 4, 7; docs/specs/admin-area.md sections 3, 5,
 * 7): a percentage off the unit price, rounded half up to the cent; total = discounted unit price x
 * quantity.
 */
import { z } from 'zod';
import { integer } from './integers';

/** POST /api/validate-coupon {code}: the code is trimmed; blank is refused. */
export const validateCouponSchema = z.object({
  code: z.string().trim().min(1, { message: 'Coupon code is required' }).max(64),
});

/**
 * POST /api/validate-coupon answer. `valid: false` carries a message (e.g. "Invalid coupon code").
 */
export interface CouponValidationDto {
  valid: boolean;
  coupon: { code: string; discountPercentage: number } | null;
  message: string;
}

const couponShape = {
  code: z
    .string()
    .trim()
    .min(1, { message: 'Code is required' })
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, { message: 'Code may contain letters, digits, - and _' }),
  discountPercentage: integer({
    min: 1,
    max: 100,
    notWhole: 'Discount must be a whole percentage',
    tooSmall: 'Discount must be between 1 and 100',
    tooLarge: 'Discount must be between 1 and 100',
  }),
  maxUsage: integer({
    min: 1,
    max: 1_000_000,
    notWhole: 'Max usage must be a whole number',
    tooSmall: 'Max usage must be at least 1',
  }),
  isActive: z.boolean(),
  /** ISO date-time, or null for no expiry. */
  expiresAt: z.iso.datetime({ offset: true, local: true }).nullable(),
};

/** POST /api/admin/coupons: code, discountPercentage and maxUsage required. */
export const couponSchema = z
  .object(couponShape)
  .partial({ isActive: true, expiresAt: true })
  .transform((value) => ({
    ...value,
    isActive: value.isActive ?? true,
    expiresAt: value.expiresAt ?? null,
  }));
/** PUT /api/admin/coupons/{id}: any subset. */
export const couponUpdateSchema = z.object(couponShape).partial();

/** GET /api/admin/coupons rows. */
export interface CouponDto {
  id: number;
  code: string;
  discountPercentage: number;
  maxUsage: number;
  currentUsage: number;
  isActive: boolean;
  expiresAt: string | null;
  createdAt: string;
}
