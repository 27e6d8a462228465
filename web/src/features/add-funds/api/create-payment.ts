/**
 * POST /api/create-payment {amount} -> {success, paymentUrl, amount, depositId, depositNumber}
 * (docs/specs/customer-area.md section 7): a crypto top-up at the payment gateway; the payment page
 * opens in a new tab and the page follows the deposit by its id. `amount` is dollars ("50.00").
 * The new deposit is a pending row of the transaction list, which is refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedPaymentDto } from '@contracts/payments';
import { transactionsQueryOptions } from '@/api/get-transactions';
import { api } from '@/lib/api-client';

interface CreatePaymentRequest {
  /** Dollars with two decimals, "50.00". */
  amount: string;
}

function createPayment(body: CreatePaymentRequest): Promise<CreatedPaymentDto> {
  return api.post<CreatedPaymentDto>('/api/create-payment', body);
}

export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: transactionsQueryOptions().queryKey }),
  });
}
