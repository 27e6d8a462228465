/**
 * POST /api/admin/orders/{id}/resend-delivery: staff send a completed order's delivery e-mail to
 * the customer again. Refused (422) for an order that delivered nothing and while the store sends
 * no e-mail. Afterwards the order's page is read again, so its events show the resend.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDto } from '@contracts/responses';
import { api } from '@/lib/api-client';

function resendDelivery(orderId: number): Promise<OrderDto> {
  return api.post<OrderDto>(`/api/admin/orders/${orderId}/resend-delivery`);
}

export function useResendDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendDelivery,
    onSettled: (_order, _error, orderId) =>
      queryClient.invalidateQueries({ queryKey: ['admin', 'order', orderId] }),
  });
}
