/**
 * GET /api/admin/comments?search={text}: every review, newest first, with its product and author;
 * the server matches the text in the comment, the product name or the customer's e-mail
 * (docs/specs/admin-area.md sections 2.10 and 7).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CommentDto } from '@contracts/reviews';
import { api } from '@/lib/api-client';

function getAdminComments(search: string): Promise<CommentDto[]> {
  const query = search.trim() ? `?search=${encodeURIComponent(search.trim())}` : '';
  return api.get<CommentDto[]>(`/api/admin/comments${query}`);
}

/** The key prefix of every search's copy of the list: invalidating it refreshes them all. */
export const ADMIN_COMMENTS_KEY = ['admin', 'comments'] as const;

function adminCommentsQueryOptions(search = '') {
  return queryOptions({
    queryKey: [...ADMIN_COMMENTS_KEY, search.trim()],
    queryFn: () => getAdminComments(search),
    placeholderData: keepPreviousData,
  });
}

export function useAdminComments(search: string) {
  return useQuery(adminCommentsQueryOptions(search));
}
