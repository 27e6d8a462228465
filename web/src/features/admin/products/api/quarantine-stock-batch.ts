/**
 * POST /api/admin/products/{id}/stock/batches/{batchId}/quarantine {reason}: the batch's items
 * still on sale leave sale at once. The answer is the batches list, kept as the list's data.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StockBatchDto } from '@contracts/stock-batches';
import { api } from '@/lib/api-client';
import { invalidateStockBatchQueries, stockBatchesQueryOptions } from './get-stock-batches';

function quarantineStockBatch({
  productId,
  batchId,
  reason,
}: {
  productId: number;
  batchId: number;
  reason: string;
}): Promise<StockBatchDto[]> {
  return api.post(`/api/admin/products/${productId}/stock/batches/${batchId}/quarantine`, {
    reason,
  });
}

export function useQuarantineStockBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: quarantineStockBatch,
    onSuccess: (batches, { productId }) => {
      queryClient.setQueryData(stockBatchesQueryOptions(productId).queryKey, batches);
      return invalidateStockBatchQueries(queryClient, productId);
    },
  });
}
