/**
 * POST /api/manual-payment-requests {amount, method} -> 201 {success, depositId, depositNumber,
 * ticketId} (docs/specs/customer-area.md sections 2 Add Funds and 9): a card or PayPal top-up that
 * staff complete, used when no live chat is configured. The server records the request and opens
 * a high-priority support ticket for it, so the ticket list is refetched. `amount` is dollars.
 * Errors: 400 with the spec's amount message.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManualPaymentRequestDto } from '@contracts/payments';
import { ticketsQueryOptions } from '@/api/get-tickets';
import { api } from '@/lib/api-client';

interface ManualPaymentRequest {
  /** Dollars with two decimals, "50.00". */
  amount: string;
  method: 'credit_card' | 'paypal';
}

function requestManualPayment(body: ManualPaymentRequest): Promise<ManualPaymentRequestDto> {
  return api.post<ManualPaymentRequestDto>('/api/manual-payment-requests', body);
}

export function useRequestManualPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestManualPayment,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ticketsQueryOptions().queryKey, exact: true }),
  });
}
