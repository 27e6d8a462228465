/** UpdateCoupon (docs/specs/admin-area.md section 7 PUT /api/admin/coupons/{id}): any subset of the fields. */
import { couponStream, type CouponDetails } from '../../domain/coupon/coupon';
import {
  normaliseCouponDetails,
  updateCoupon as decideUpdate,
} from '../../domain/coupon/decide-coupon';
import { notFound } from '../../domain/shared/errors';
import { COUPON_TYPE } from './create-coupon';
import type { CommandContext, CommandDeps } from './execute';
import { changeWithReservedUrl } from './reserved-url';

/**
 * Applies `changes` to a coupon; a new code moves its reservation in the same append.
 * @throws not_found "Coupon not found"; validation; conflict on a code another coupon holds
 */
export function updateCoupon(
  deps: CommandDeps,
  input: { couponId: number; changes: Partial<CouponDetails> },
  context: CommandContext,
) {
  let details: CouponDetails;
  return changeWithReservedUrl(deps, 'UpdateCoupon', context, {
    type: COUPON_TYPE,
    streamId: couponStream(input.couponId),
    urls: (coupon) => {
      if (coupon.status !== 'existing') throw notFound('Coupon not found');
      details = normaliseCouponDetails({ ...coupon.details, ...definedOnly(input.changes) });
      return { current: coupon.details.code, next: details.code };
    },
    decide: ({ entity, oldUrl, newUrl }) => {
      const events = decideUpdate(
        { details },
        { coupon: entity, oldCode: oldUrl, newCode: newUrl },
      );
      return { entity: events.coupon, oldUrl: events.oldCode, newUrl: events.newCode };
    },
    result: { couponId: input.couponId },
  });
}

/** The changes actually given (an absent field keeps its value; expiresAt null clears it). */
function definedOnly(changes: Partial<CouponDetails>): Partial<CouponDetails> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}
