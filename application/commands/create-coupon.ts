/** CreateCoupon (docs/specs/admin-area.md section 7 POST /api/admin/coupons). */
import {
  COUPON_CODE_NAMESPACE,
  couponStream,
  evolveCoupon,
  initialCoupon,
  type Coupon,
  type CouponDetails,
  type CouponEvent,
} from '../../domain/coupon/coupon';
import {
  createCoupon as decideCreate,
  normaliseCouponDetails,
} from '../../domain/coupon/decide-coupon';
import type { CommandContext, CommandDeps } from './execute';
import { createWithReservedUrl, type AggregateType } from './reserved-url';

/** The coupon aggregate and the namespace of its code reservations. */
export const COUPON_TYPE: AggregateType<Coupon, CouponEvent> = {
  namespace: COUPON_CODE_NAMESPACE,
  evolve: evolveCoupon,
  initial: initialCoupon,
};

/**
 * Creates a coupon and reserves its (upper-cased) code.
 * @throws validation; conflict "A coupon with this code already exists"
 */
export async function createCoupon(
  deps: CommandDeps,
  details: CouponDetails,
  context: CommandContext,
) {
  const normalised = normaliseCouponDetails(details);
  const couponId = await deps.commandRunner.nextId('coupon_ids');
  return createWithReservedUrl(deps, 'CreateCoupon', context, {
    type: COUPON_TYPE,
    streamId: couponStream(couponId),
    url: normalised.code,
    decide: ({ entity, url }) => {
      const events = decideCreate({ couponId, details: normalised }, { coupon: entity, code: url });
      return { entity: events.coupon, url: events.code };
    },
    result: { couponId },
  });
}
