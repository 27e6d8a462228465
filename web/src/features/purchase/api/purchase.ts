/**
 * POST /api/purchase {productId, quantity, couponCode?} -> 201 {success, order}
 * (docs/specs/customer-area.md section 7). After success the balance, orders and transactions are
 * refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PurchaseRequest } from '@contracts/requests';
import type { OrderDto } from '@contracts/responses';
import { ordersQueryOptions } from '@/api/get-orders';
import { productsQueryOptions } from '@/api/get-products';
import { transactionsQueryOptions } from '@/api/get-transactions';
import { userQueryOptions } from '@/api/get-user';
import { api } from '@/lib/api-client';

interface PurchaseResponse {
  success: true;
  order: OrderDto;
}

function purchase(body: PurchaseRequest): Promise<PurchaseResponse> {
  return api.post<PurchaseResponse>('/api/purchase', body);
}

export function usePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchase,
    onSuccess: async () => {
      await Promise.all(
        [
          userQueryOptions().queryKey,
          ordersQueryOptions().queryKey,
          transactionsQueryOptions().queryKey,
          productsQueryOptions().queryKey,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
