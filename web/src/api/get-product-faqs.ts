/**
 * GET /api/products/{id}/faqs: a product's questions and answers (answers are BBCode), shown in
 * the FAQ tab of the product page (docs/specs/customer-area.md sections 2 and 7).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqDto } from '@contracts/responses';
import { api } from '@/lib/api-client';

function getProductFaqs(productId: number): Promise<FaqDto[]> {
  return api.get<FaqDto[]>(`/api/products/${productId}/faqs`);
}

export function productFaqsQueryOptions(productId: number) {
  return queryOptions({
    queryKey: ['products', productId, 'faqs'],
    queryFn: () => getProductFaqs(productId),
  });
}

export function useProductFaqs(productId: number) {
  return useQuery(productFaqsQueryOptions(productId));
}
