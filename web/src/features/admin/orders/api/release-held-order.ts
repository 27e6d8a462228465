/**
 * POST /api/admin/orders/{id}/release: staff deliver an order a fraud rule held for review (once;
 * 422 "This order is not held for review" after). The order's page is read again afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDto } from '@contracts/responses';
import { api } from '@/lib/api-client';

function releaseHeldOrder(orderId: number): Promise<OrderDto> {
  return api.post<OrderDto>(`/api/admin/orders/${orderId}/release`, {});
}

export function useReleaseHeldOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseHeldOrder,
    onSettled: (_order, _error, orderId) =>
      queryClient.invalidateQueries({ queryKey: ['admin', 'order', orderId] }),
  });
}
