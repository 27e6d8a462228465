/**
 * GET /api/products/{id}/comments: the approved reviews of a product plus, for their author,
 * their own pending ones (isApproved false) (docs/specs/customer-area.md sections 3 and 7).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommentDto } from '@contracts/reviews';
import { api } from '@/lib/api-client';

function getProductReviews(productId: number): Promise<CommentDto[]> {
  return api.get<CommentDto[]>(`/api/products/${productId}/comments`);
}

/**
 * Keyed by product and viewer: the signed-in user's own pending reviews are part of the answer.
 * ['reviews', productId] is the prefix that refreshes every viewer's copy.
 */
function productReviewsQueryOptions(productId: number, viewerId: number | null = null) {
  return queryOptions({
    queryKey: ['reviews', productId, viewerId ?? 'visitor'],
    queryFn: () => getProductReviews(productId),
  });
}

export function useProductReviews(productId: number, viewerId: number | null) {
  return useQuery(productReviewsQueryOptions(productId, viewerId));
}
