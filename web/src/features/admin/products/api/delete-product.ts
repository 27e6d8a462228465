/** DELETE /api/products/{id}: removes a product (docs/specs/admin-area.md sections 2.4 and 7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProductDto } from '@contracts/responses';
import { api } from '@/lib/api-client';
import { adminProductsQueryOptions, invalidateProductQueries } from './get-admin-products';

function deleteProduct(productId: number): Promise<{ success: boolean }> {
  return api.delete<{ success: boolean }>(`/api/products/${productId}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async (_answer, productId) => {
      // Gone from the list at once; the refetch confirms it.
      queryClient.setQueryData<AdminProductDto[]>(adminProductsQueryOptions().queryKey, (list) =>
        list?.filter((product) => product.id !== productId),
      );
      await invalidateProductQueries(queryClient);
    },
  });
}
