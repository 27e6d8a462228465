/**
 * PUT /api/admin/categories/{id} with any subset of the category fields -> CategoryDto
 * (docs/specs/admin-area.md sections 2.11 and 7): the edit dialog sends every field, the active
 * toggle only isActive. The admin lists change at once (optimistic) and roll back when the server
 * refuses.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { categoryUpdateSchema } from '@contracts/requests';
import type { CategoryDto } from '@contracts/responses';
import { api } from '@/lib/api-client';
import { ADMIN_CATEGORIES_KEY } from './get-admin-categories';
import { refreshCategories } from './refresh-categories';

type CategoryChanges = z.input<typeof categoryUpdateSchema>;

interface UpdateCategoryInput {
  categoryId: number;
  changes: CategoryChanges;
}

function updateCategory({ categoryId, changes }: UpdateCategoryInput): Promise<CategoryDto> {
  return api.put<CategoryDto>(`/api/admin/categories/${categoryId}`, changes);
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onMutate: async ({ categoryId, changes }) => {
      await queryClient.cancelQueries({ queryKey: ADMIN_CATEGORIES_KEY });
      const before = queryClient.getQueriesData<CategoryDto[]>({ queryKey: ADMIN_CATEGORIES_KEY });
      // Only the toggle is applied ahead of the answer: the URL of an edit is the server's to
      // decide.
      if (changes.isActive !== undefined && Object.keys(changes).length === 1) {
        const isActive = changes.isActive;
        queryClient.setQueriesData<CategoryDto[]>({ queryKey: ADMIN_CATEGORIES_KEY }, (list) =>
          list?.map((category) =>
            category.id === categoryId ? { ...category, isActive } : category,
          ),
        );
      }
      return { before };
    },
    onError: (_error, _input, context) => {
      for (const [queryKey, data] of context?.before ?? [])
        queryClient.setQueryData(queryKey, data);
    },
    onSettled: () => refreshCategories(queryClient),
  });
}
