/**
 * POST /api/admin/orders/{id}/replacement: staff send a completed automatic-delivery order a
 * replacement key from stock, outside the warranty, with a reason. Refused with 409 when the
 * product is out of stock and 422 for another kind of order. Afterwards the order's page is read
 * again, so its key history and events show the replacement.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDto } from '@contracts/responses';
import type { ReplacementRequest } from '@contracts/requests';
import { api } from '@/lib/api-client';

/** What the action sends: the order and the reason. */
export interface SendReplacementInput extends ReplacementRequest {
  orderId: number;
}

function sendReplacement({ orderId, ...body }: SendReplacementInput): Promise<OrderDto> {
  return api.post<OrderDto>(`/api/admin/orders/${orderId}/replacement`, body);
}

export function useSendReplacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReplacement,
    onSettled: (_order, _error, { orderId }) =>
      queryClient.invalidateQueries({ queryKey: ['admin', 'order', orderId] }),
  });
}
