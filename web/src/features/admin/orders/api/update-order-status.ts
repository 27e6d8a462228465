/**
 * PUT /api/orders/{id}/status {status, deliveredItem} (docs/specs/admin-area.md sections 2.5, 4 and
 * 7): the admin sets any of the four statuses from any status; the delivered-content text is sent
 * only when the new status is completed (the customer then sees it on the order).
 *
 * Optimistic: every cached admin orders page shows the new status (and text) at once and goes back
 * if the call fails; the caller shows the error toast. Afterwards the admin pages, the dashboard
 * and the customer order queries are read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderPageDto } from '@contracts/admin';
import type { OrderStatus } from '@contracts/requests';
import type { OrderDto } from '@contracts/responses';
import { ordersQueryOptions } from '@/api/get-orders';
import { api } from '@/lib/api-client';
import { adminDashboardQueryOptions } from '../../dashboard/api/get-admin-dashboard';

export interface UpdateOrderStatusInput {
  orderId: number;
  status: OrderStatus;
  /** The delivered keys or account details; only sent when `status` is completed. */
  deliveredItem?: string;
}

/** The request body: deliveredItem only for completed (docs/specs/admin-area.md section 4). */
export function orderStatusBody({ status, deliveredItem }: UpdateOrderStatusInput): {
  status: OrderStatus;
  deliveredItem?: string;
} {
  return status === 'completed' && deliveredItem !== undefined
    ? { status, deliveredItem }
    : { status };
}

function updateOrderStatus(input: UpdateOrderStatusInput): Promise<OrderDto> {
  return api.put<OrderDto>(`/api/orders/${input.orderId}/status`, orderStatusBody(input));
}

const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: ADMIN_ORDERS_KEY });
      const previous = queryClient.getQueriesData<OrderPageDto>({ queryKey: ADMIN_ORDERS_KEY });
      const body = orderStatusBody(input);
      queryClient.setQueriesData<OrderPageDto>({ queryKey: ADMIN_ORDERS_KEY }, (page) =>
        page
          ? {
              ...page,
              orders: page.orders.map((order) =>
                order.id === input.orderId
                  ? { ...order, ...body, deliveredItem: body.deliveredItem ?? order.deliveredItem }
                  : order,
              ),
            }
          : page,
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [queryKey, data] of context?.previous ?? []) {
        queryClient.setQueryData(queryKey, data);
      }
    },
    onSettled: () =>
      Promise.all(
        [
          ADMIN_ORDERS_KEY,
          adminDashboardQueryOptions().queryKey,
          ordersQueryOptions().queryKey,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
