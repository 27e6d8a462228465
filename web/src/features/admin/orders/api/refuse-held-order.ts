/**
 * POST /api/admin/orders/{id}/refuse {reason}: staff refuse an order a fraud rule held for review:
 * refunded in full, its keys back in stock, cancelled (once; 422 after). Needs a recent password
 * (step-up), which the API client asks for. The order's page is read again afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefuseHeldOrderRequest } from '@contracts/held-orders';
import type { OrderDto } from '@contracts/responses';
import { api } from '@/lib/api-client';

/** What the action sends: the order and the reason. */
export interface RefuseHeldOrderInput extends RefuseHeldOrderRequest {
  orderId: number;
}

function refuseHeldOrder({ orderId, ...body }: RefuseHeldOrderInput): Promise<OrderDto> {
  return api.post<OrderDto>(`/api/admin/orders/${orderId}/refuse`, body);
}

export function useRefuseHeldOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refuseHeldOrder,
    onSettled: (_order, _error, { orderId }) =>
      queryClient.invalidateQueries({ queryKey: ['admin', 'order', orderId] }),
  });
}
