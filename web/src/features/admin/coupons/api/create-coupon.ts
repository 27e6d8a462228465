/**
 * POST /api/admin/coupons {code, discountPercentage, maxUsage, isActive, expiresAt} -> 201
 * CouponDto (docs/specs/admin-area.md sections 2.9, 5 and 7). Errors: 400 with the rule broken, 409
 * "A coupon with this code already exists".
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CouponDto } from '@contracts/coupons';
import { api } from '@/lib/api-client';
import type { CouponRequestBody } from '../coupon-form';
import { adminCouponsQueryOptions } from './get-admin-coupons';

function createCoupon(body: CouponRequestBody): Promise<CouponDto> {
  return api.post<CouponDto>('/api/admin/coupons', body);
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: adminCouponsQueryOptions().queryKey }),
  });
}
