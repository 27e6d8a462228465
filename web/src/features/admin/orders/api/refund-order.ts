/**
 * POST /api/admin/orders/{id}/refunds with an Idempotency-Key header: staff give back part or the
 * rest of an order to the customer's balance, optionally putting its keys back in stock. The key
 * is made once per dialog, so a double click or a retry after the password prompt refunds once.
 * Afterwards the order's page is read again (its refunds, the rest and the events).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundRequest } from '@contracts/requests';
import type { OrderDto, OrderRefundDto } from '@contracts/responses';
import { api } from '@/lib/api-client';

export interface RefundOrderInput {
  orderId: number;
  /** A key made once per intended refund (crypto.randomUUID()). */
  idempotencyKey: string;
  body: RefundRequest;
}

function refundOrder({ orderId, idempotencyKey, body }: RefundOrderInput) {
  return api.post<{ refund: OrderRefundDto; order: OrderDto }>(
    `/api/admin/orders/${orderId}/refunds`,
    body,
    { 'Idempotency-Key': idempotencyKey },
  );
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSettled: (_answer, _error, { orderId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'order', orderId] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
      ]),
  });
}
