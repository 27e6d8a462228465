/**
 * DELETE /api/admin/categories/{id}?moveProductsTo={id} -> {success} (docs/specs/admin-area.md
 * sections 2.11, 5 and 7): the products the category holds move to category `moveProductsTo`
 * (null when it holds none) in the same command.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshCategories } from './refresh-categories';

/** Which category to delete, and where its products go. */
export interface DeleteCategoryInput {
  categoryId: number;
  moveProductsTo: number | null;
}

function deleteCategory({ categoryId, moveProductsTo }: DeleteCategoryInput) {
  const query = moveProductsTo === null ? '' : `?moveProductsTo=${moveProductsTo}`;
  return api.delete<{ success: boolean }>(`/api/admin/categories/${categoryId}${query}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => refreshCategories(queryClient),
  });
}
