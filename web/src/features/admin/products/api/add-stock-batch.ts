/**
 * POST /api/admin/products/{id}/stock/batches/check and POST .../stock/batches: a supplier batch
 * checked for duplicates, then added (contracts/stock-batches.ts). The check changes nothing; the
 * add is refused with 409 and the same `duplicates` list when a line repeats another or names a key
 * the product ever held.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StockBatchRequest, StockDuplicateDto } from '@contracts/stock-batches';
import { api, ApiError } from '@/lib/api-client';
import { invalidateStockBatchQueries } from './get-stock-batches';

/** The lines of `items` (1-based) the server would refuse now; empty when it would accept them. */
export async function checkStockBatch(
  productId: number,
  items: readonly string[],
): Promise<StockDuplicateDto[]> {
  const answer = await api.post<{ duplicates: StockDuplicateDto[] }>(
    `/api/admin/products/${productId}/stock/batches/check`,
    { items },
  );
  return answer.duplicates;
}

function addStockBatch({
  productId,
  batch,
}: {
  productId: number;
  batch: StockBatchRequest;
}): Promise<{ batchId: number; added: number }> {
  return api.post(`/api/admin/products/${productId}/stock/batches`, batch);
}

/** The `duplicates` of a 409 refusal of a batch; null for any other error. */
export function refusedDuplicates(error: unknown): StockDuplicateDto[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const body = JSON.parse(error.body) as { duplicates?: unknown };
    return Array.isArray(body.duplicates) ? (body.duplicates as StockDuplicateDto[]) : null;
  } catch {
    return null;
  }
}

export function useAddStockBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStockBatch,
    onSuccess: (_answer, { productId }) => invalidateStockBatchQueries(queryClient, productId),
  });
}
