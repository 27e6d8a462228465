/**
 * POST /api/admin/products/{id}/stock/withdrawals {itemIds, reason}: single available items taken
 * out of sale (ids from GET .../stock/items). 409 when one of them was sold or pulled meanwhile.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateStockBatchQueries } from './get-stock-batches';

function withdrawStockItems({
  productId,
  itemIds,
  reason,
}: {
  productId: number;
  itemIds: string[];
  reason: string;
}): Promise<{ withdrawn: number }> {
  return api.post(`/api/admin/products/${productId}/stock/withdrawals`, { itemIds, reason });
}

export function useWithdrawStockItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawStockItems,
    onSettled: (_answer, _error, { productId }) =>
      invalidateStockBatchQueries(queryClient, productId),
  });
}
