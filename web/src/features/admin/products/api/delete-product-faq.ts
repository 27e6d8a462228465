/**
 * DELETE /api/admin/faqs/{id}: removes one question (docs/specs/admin-area.md sections 2.4 and 7).
 * The product's FAQ list is refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productFaqsQueryOptions } from '@/api/get-product-faqs';
import { api } from '@/lib/api-client';

interface DeleteProductFaqInput {
  faqId: number;
  /** The FAQ's product, whose list is refetched. */
  productId: number;
}

function deleteProductFaq({ faqId }: DeleteProductFaqInput): Promise<{ success: boolean }> {
  return api.delete<{ success: boolean }>(`/api/admin/faqs/${faqId}`);
}

export function useDeleteProductFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProductFaq,
    onSuccess: (_answer, { productId }) =>
      queryClient.invalidateQueries({ queryKey: productFaqsQueryOptions(productId).queryKey }),
  });
}
