/**
 * POST /api/products/{productId}/comments {productId, comment, rating} -> the new review, pending
 * moderation (docs/specs/customer-area.md sections 5 and 7): comment non-blank after trimming,
 * rating 1-5. Refetches the product's reviews afterwards so the author sees it marked as awaiting
 * moderation.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentDto } from '@contracts/reviews';
import { api } from '@/lib/api-client';

interface AddReviewInput {
  productId: number;
  /** Trimmed, non-blank. */
  comment: string;
  /** Whole stars 1-5. */
  rating: number;
}

function addProductReview(input: AddReviewInput): Promise<CommentDto> {
  return api.post<CommentDto>(`/api/products/${input.productId}/comments`, input);
}

export function useAddProductReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProductReview,
    onSuccess: (_review, input) =>
      queryClient.invalidateQueries({ queryKey: ['reviews', input.productId] }),
  });
}
