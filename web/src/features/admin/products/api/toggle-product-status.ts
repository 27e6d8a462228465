/**
 * PUT /api/admin/products/{id}/toggle-status {isActive} (docs/specs/admin-area.md sections 2.4, 4
 * and 7). Optimistic: the list shows the new state at once and goes back to the old one if the call
 * fails (the caller shows the error toast).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProductDto } from '@contracts/responses';
import { api } from '@/lib/api-client';
import { adminProductsQueryOptions, invalidateProductQueries } from './get-admin-products';

interface ToggleProductStatusInput {
  productId: number;
  isActive: boolean;
}

function toggleProductStatus({
  productId,
  isActive,
}: ToggleProductStatusInput): Promise<AdminProductDto> {
  return api.put<AdminProductDto>(`/api/admin/products/${productId}/toggle-status`, { isActive });
}

export function useToggleProductStatus() {
  const queryClient = useQueryClient();
  const { queryKey } = adminProductsQueryOptions();
  return useMutation({
    mutationFn: toggleProductStatus,
    onMutate: async ({ productId, isActive }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<AdminProductDto[]>(queryKey);
      queryClient.setQueryData<AdminProductDto[]>(queryKey, (list) =>
        list?.map((product) => (product.id === productId ? { ...product, isActive } : product)),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => invalidateProductQueries(queryClient),
  });
}
