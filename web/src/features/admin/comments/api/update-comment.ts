/**
 * PUT /api/admin/comments/{id} {isApproved} or {comment} -> the updated CommentDto
 * (docs/specs/admin-area.md sections 2.10, 4 and 7): approve/unapprove toggles moderation, a
 * comment edits the text. The lists change at once (optimistic) and roll back when the server
 * refuses; the product pages' reviews and ratings refresh afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentDto } from '@contracts/reviews';
import { api } from '@/lib/api-client';
import { ADMIN_COMMENTS_KEY } from './get-admin-comments';

type CommentChange = { isApproved: boolean } | { comment: string };

interface UpdateCommentInput {
  commentId: number;
  change: CommentChange;
}

function updateComment({ commentId, change }: UpdateCommentInput): Promise<CommentDto> {
  return api.put<CommentDto>(`/api/admin/comments/${commentId}`, change);
}

/** The public queries a moderated review shows in: reviews lists and product ratings. */
const PUBLIC_KEYS = [['reviews'], ['products']] as const;

export function useUpdateComment() {
  const queryClient = useQueryClient();
  const listKey = ADMIN_COMMENTS_KEY;
  return useMutation({
    mutationFn: updateComment,
    onMutate: async ({ commentId, change }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueriesData<CommentDto[]>({ queryKey: listKey });
      queryClient.setQueriesData<CommentDto[]>({ queryKey: listKey }, (comments) =>
        comments?.map((comment) =>
          comment.id === commentId ? { ...comment, ...change } : comment,
        ),
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      for (const [queryKey, data] of context?.before ?? [])
        queryClient.setQueryData(queryKey, data);
    },
    onSettled: async () => {
      await Promise.all(
        [listKey, ...PUBLIC_KEYS].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
