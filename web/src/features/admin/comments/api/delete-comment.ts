/**
 * DELETE /api/admin/comments/{id} -> {success} (docs/specs/admin-area.md sections 2.10 and 7). The
 * review leaves the admin list and the product page; the product's rating is recomputed by the
 * server.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_COMMENTS_KEY } from './get-admin-comments';

function deleteComment(commentId: number): Promise<{ success: boolean }> {
  return api.delete<{ success: boolean }>(`/api/admin/comments/${commentId}`);
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: async () => {
      await Promise.all(
        [ADMIN_COMMENTS_KEY, ['reviews'], ['products']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
