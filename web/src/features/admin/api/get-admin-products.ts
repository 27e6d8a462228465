/** GET /api/admin/products: every product with its auto-delivery stock (admin-area.md sections 2.4 and 7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProductDto } from '../../../../../contracts/responses';
import { api } from '../../../lib/api-client';

export function getAdminProducts(): Promise<AdminProductDto[]> {
  return api.get<AdminProductDto[]>('/api/admin/products');
}

export function adminProductsQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'products'], queryFn: getAdminProducts });
}

export function useAdminProducts() {
  return useQuery(adminProductsQueryOptions());
}
