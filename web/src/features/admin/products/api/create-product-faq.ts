/**
 * POST /api/admin/products/{id}/faqs {question, answer, order, isActive}: adds a question to a
 * product (docs/specs/admin-area.md sections 2.4, 5 and 7). The answer is BBCode; order defaults to
 * 0. The product's FAQ list (shared with the store's FAQ tab) is refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FaqDto } from '@contracts/responses';
import { productFaqsQueryOptions } from '@/api/get-product-faqs';
import { api } from '@/lib/api-client';

interface CreateProductFaqInput {
  productId: number;
  question: string;
  answer: string;
  /** Display order, an integer (default 0). */
  order: number;
  isActive: boolean;
}

function createProductFaq({ productId, ...body }: CreateProductFaqInput): Promise<FaqDto> {
  return api.post<FaqDto>(`/api/admin/products/${productId}/faqs`, body);
}

export function useCreateProductFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProductFaq,
    onSuccess: (_faq, { productId }) =>
      queryClient.invalidateQueries({ queryKey: productFaqsQueryOptions(productId).queryKey }),
  });
}
