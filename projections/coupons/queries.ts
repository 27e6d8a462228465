/**
 * Queries of the coupons read model for the API (docs/specs/admin-area.md section 7,
 * docs/specs/customer-area.md 7).
 */
import type { Queryable } from '../../application/db/pool';
import type { CouponDto, CouponValidationDto } from '../../contracts/coupons';
import { normaliseCouponCode, type Coupon } from '../../domain/coupon/coupon';
import { couponRefusal, INVALID_COUPON_MESSAGE } from '../../domain/coupon/decide-coupon';

interface Row {
  id: number;
  code: string;
  discount_percentage: number;
  max_usage: number;
  current_usage: number;
  is_active: boolean;
  expires_at: Date | null;
  created_at: Date;
}

function toCoupon(row: Row): CouponDto {
  return {
    id: row.id,
    code: row.code,
    discountPercentage: row.discount_percentage,
    maxUsage: row.max_usage,
    currentUsage: row.current_usage,
    isActive: row.is_active,
    expiresAt: row.expires_at ? row.expires_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
  };
}

/** Every coupon, newest first (GET /api/admin/coupons). */
export async function listCoupons(db: Queryable): Promise<CouponDto[]> {
  const { rows } = await db.query<Row>('SELECT * FROM coupons ORDER BY id DESC');
  return rows.map(toCoupon);
}

/** One coupon by id, or null. */
export async function findCoupon(db: Queryable, id: number): Promise<CouponDto | null> {
  const { rows } = await db.query<Row>('SELECT * FROM coupons WHERE id = $1', [id]);
  return rows[0] ? toCoupon(rows[0]) : null;
}

/**
 * Whether `code` (compared case-insensitively) gives a discount at `now`
 * (POST /api/validate-coupon): valid with {code, discountPercentage}, or valid: false with the
 * same message a purchase would refuse it with ("Invalid coupon code", "This coupon has expired",
 * "This coupon has reached its usage limit"). The purchase re-checks on the coupon's stream.
 */
export async function validateCouponCode(
  db: Queryable,
  code: string,
  now: Date,
): Promise<CouponValidationDto> {
  const { rows } = await db.query<Row>(
    'SELECT * FROM coupons WHERE code = $1 ORDER BY id LIMIT 1',
    [normaliseCouponCode(code)],
  );
  const row = rows[0];
  if (!row) return { valid: false, coupon: null, message: INVALID_COUPON_MESSAGE };
  const coupon: Coupon = {
    status: 'existing',
    couponId: row.id,
    currentUsage: row.current_usage,
    details: {
      code: row.code,
      discountPercentage: row.discount_percentage,
      maxUsage: row.max_usage,
      isActive: row.is_active,
      expiresAt: row.expires_at ? row.expires_at.toISOString() : null,
    },
  };
  const refusal = couponRefusal(coupon, now.toISOString());
  if (refusal !== null) return { valid: false, coupon: null, message: refusal };
  return {
    valid: true,
    coupon: { code: row.code, discountPercentage: row.discount_percentage },
    message: `Coupon applied: ${row.discount_percentage}% off`,
  };
}
