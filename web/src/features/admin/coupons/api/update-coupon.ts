/**
 * PUT /api/admin/coupons/{id} with any of code, discountPercentage, maxUsage, isActive, expiresAt
 * -> the updated CouponDto (docs/specs/admin-area.md sections 2.9, 4 and 7). The list changes at
 * once (optimistic, so the active toggle feels instant) and rolls back when the server refuses.
 * Errors: 400 with the rule broken, 404 "Coupon not found", 409 on a code another coupon holds.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CouponDto } from '@contracts/coupons';
import { api } from '@/lib/api-client';
import type { CouponRequestBody } from '../coupon-form';
import { adminCouponsQueryOptions } from './get-admin-coupons';

interface UpdateCouponInput {
  couponId: number;
  changes: Partial<CouponRequestBody>;
}

function updateCoupon({ couponId, changes }: UpdateCouponInput): Promise<CouponDto> {
  return api.put<CouponDto>(`/api/admin/coupons/${couponId}`, changes);
}

export function useUpdateCoupon() {
  const queryClient = useQueryClient();
  const { queryKey } = adminCouponsQueryOptions();
  return useMutation({
    mutationFn: updateCoupon,
    onMutate: async ({ couponId, changes }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<CouponDto[]>(queryKey);
      queryClient.setQueryData<CouponDto[]>(queryKey, (coupons) =>
        coupons?.map((coupon) =>
          coupon.id === couponId
            ? { ...coupon, ...changes, code: changes.code?.toUpperCase() ?? coupon.code }
            : coupon,
        ),
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
