/**
 * DELETE /api/admin/coupons/{id} -> {success} (docs/specs/admin-area.md sections 2.9 and 7): the
 * code is freed for a new coupon; past orders keep it. Error: 404 "Coupon not found".
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CouponDto } from '@contracts/coupons';
import { api } from '@/lib/api-client';
import { adminCouponsQueryOptions } from './get-admin-coupons';

function deleteCoupon(couponId: number): Promise<{ success: boolean }> {
  return api.delete<{ success: boolean }>(`/api/admin/coupons/${couponId}`);
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  const { queryKey } = adminCouponsQueryOptions();
  return useMutation({
    mutationFn: deleteCoupon,
    onSuccess: async (_answer, couponId) => {
      queryClient.setQueryData<CouponDto[]>(queryKey, (coupons) =>
        coupons?.filter((coupon) => coupon.id !== couponId),
      );
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
