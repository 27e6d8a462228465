/**
 * PUT /api/admin/categories/{id}/sort {direction: 'up' | 'down'} -> every category in the new
 * display order (docs/specs/admin-area.md sections 2.11, 4 and 7). Moving the first up or the last
 * down changes nothing. The row swaps with its neighbour at once and rolls back when the server
 * refuses; the unsearched list takes the server's order from the answer.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategoryDto } from '@contracts/responses';
import { api } from '@/lib/api-client';
import { ADMIN_CATEGORIES_KEY, adminCategoriesQueryOptions } from './get-admin-categories';
import { refreshCategories } from './refresh-categories';

export type MoveDirection = 'up' | 'down';

interface MoveCategoryInput {
  categoryId: number;
  direction: MoveDirection;
}

function moveCategory({ categoryId, direction }: MoveCategoryInput): Promise<AdminCategoryDto[]> {
  return api.put<AdminCategoryDto[]>(`/api/admin/categories/${categoryId}/sort`, { direction });
}

/** The list with the category swapped with its neighbour; unchanged at either end. */
function swapWithNeighbour<T extends { id: number }>(
  list: readonly T[],
  categoryId: number,
  direction: MoveDirection,
): T[] {
  const next = [...list];
  const index = next.findIndex((item) => item.id === categoryId);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function useMoveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveCategory,
    onMutate: async ({ categoryId, direction }) => {
      await queryClient.cancelQueries({ queryKey: ADMIN_CATEGORIES_KEY });
      const before = queryClient.getQueriesData<AdminCategoryDto[]>({
        queryKey: ADMIN_CATEGORIES_KEY,
      });
      queryClient.setQueriesData<AdminCategoryDto[]>({ queryKey: ADMIN_CATEGORIES_KEY }, (list) =>
        list ? swapWithNeighbour(list, categoryId, direction) : list,
      );
      return { before };
    },
    onSuccess: (ordered) => {
      queryClient.setQueryData(adminCategoriesQueryOptions().queryKey, ordered);
    },
    onError: (_error, _input, context) => {
      for (const [queryKey, data] of context?.before ?? [])
        queryClient.setQueryData(queryKey, data);
    },
    onSettled: () => refreshCategories(queryClient),
  });
}
