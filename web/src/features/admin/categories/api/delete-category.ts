/** DELETE /api/admin/categories/{id} -> {success} (docs/specs/admin-area.md sections 2.11, 5 and 7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshCategories } from './refresh-categories';

function deleteCategory(categoryId: number): Promise<{ success: boolean }> {
  return api.delete<{ success: boolean }>(`/api/admin/categories/${categoryId}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => refreshCategories(queryClient),
  });
}
