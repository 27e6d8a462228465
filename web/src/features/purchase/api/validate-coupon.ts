/**
 * POST /api/validate-coupon {code} -> {valid, coupon{code, discountPercentage}, message}
 * (docs/specs/customer-area.md sections 4, 5 and 7). The code is trimmed before sending; blank
 * codes are never sent. A refused code answers valid: false with a message.
 */
import { useMutation } from '@tanstack/react-query';
import type { CouponValidationDto } from '@contracts/coupons';
import { api } from '@/lib/api-client';

function validateCoupon(code: string): Promise<CouponValidationDto> {
  return api.post<CouponValidationDto>('/api/validate-coupon', { code: code.trim() });
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
