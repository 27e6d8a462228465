/**
 * POST /api/create-payment {amount} -> {success, paymentUrl, amount} (customer-area.md section 7):
 * a crypto top-up; the payment page opens in a new tab. `amount` is dollars ("50.00").
 */
import { useMutation } from '@tanstack/react-query';
import type { PaymentDto } from '../../../../../contracts/payments';
import { api } from '../../../lib/api-client';

export interface CreatePaymentRequest {
  /** Dollars with two decimals, "50.00". */
  amount: string;
}

export function createPayment(body: CreatePaymentRequest): Promise<PaymentDto> {
  return api.post<PaymentDto>('/api/create-payment', body);
}

export function useCreatePayment() {
  return useMutation({ mutationFn: createPayment });
}
