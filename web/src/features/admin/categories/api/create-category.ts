/**
 * POST /api/admin/categories {name, customUrl, description, ...} -> 201 CategoryDto
 * (docs/specs/admin-area.md sections 2.11, 5 and 7). Name is required; the server fills customUrl
 * from the name when it is empty and answers 409 when the URL is taken.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryRequest } from '@contracts/requests';
import type { CategoryDto } from '@contracts/responses';
import { api } from '@/lib/api-client';
import { refreshCategories } from './refresh-categories';

function createCategory(body: CategoryRequest): Promise<CategoryDto> {
  return api.post<CategoryDto>('/api/admin/categories', body);
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => refreshCategories(queryClient),
  });
}
