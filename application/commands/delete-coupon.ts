/** DeleteCoupon (docs/specs/admin-area.md section 7 DELETE /api/admin/coupons/{id}). */
import { couponStream } from '../../domain/coupon/coupon';
import { deleteCoupon as decideDelete } from '../../domain/coupon/decide-coupon';
import { notFound } from '../../domain/shared/errors';
import { COUPON_TYPE } from './create-coupon';
import type { CommandContext, CommandDeps } from './execute';
import { changeWithReservedUrl } from './reserved-url';

/** Deletes a coupon and frees its code; past orders keep the code they used. @throws not_found */
export function deleteCoupon(
  deps: CommandDeps,
  input: { couponId: number },
  context: CommandContext,
) {
  return changeWithReservedUrl(deps, 'DeleteCoupon', context, {
    type: COUPON_TYPE,
    streamId: couponStream(input.couponId),
    urls: (coupon) => {
      if (coupon.status !== 'existing') throw notFound('Coupon not found');
      return { current: coupon.details.code, next: coupon.details.code };
    },
    decide: ({ entity, oldUrl }) => {
      const events = decideDelete({ coupon: entity, code: oldUrl });
      return { entity: events.coupon, oldUrl: events.code, newUrl: [] };
    },
    result: undefined,
  });
}
