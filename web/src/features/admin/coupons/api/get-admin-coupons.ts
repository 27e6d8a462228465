/** GET /api/admin/coupons -> CouponDto[], every coupon (docs/specs/admin-area.md sections 2.9 and 7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CouponDto } from '@contracts/coupons';
import { api } from '@/lib/api-client';

function getAdminCoupons(): Promise<CouponDto[]> {
  return api.get<CouponDto[]>('/api/admin/coupons');
}

export function adminCouponsQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'coupons'], queryFn: getAdminCoupons });
}

export function useAdminCoupons() {
  return useQuery(adminCouponsQueryOptions());
}
