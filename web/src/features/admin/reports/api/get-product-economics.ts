/**
 * GET /api/admin/reports/products?from&to -> ProductEconomicsDto (contracts/product-economics.ts):
 * each product's units, revenue, refunds, cost, margin, claim rate and stock over a range of store
 * days. And the address of the same rows as CSV.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductEconomicsDto } from '@contracts/product-economics';
import { api } from '@/lib/api-client';
import { dayRangeSearch, type DayRange } from '../day-range';

function productEconomicsQueryOptions(range: DayRange) {
  const search = dayRangeSearch(range);
  return queryOptions({
    queryKey: ['admin', 'reports', 'products', search],
    queryFn: () =>
      api.get<ProductEconomicsDto>(`/api/admin/reports/products${search ? `?${search}` : ''}`),
    placeholderData: keepPreviousData,
    // Figures move with every sale: opening the screen always asks again.
    refetchOnMount: 'always',
  });
}

export function useProductEconomics(range: DayRange) {
  return useQuery(productEconomicsQueryOptions(range));
}

/** The CSV of the same rows. */
export function productEconomicsCsvUrl(range: DayRange): string {
  const search = dayRangeSearch(range);
  return `/api/admin/reports/products.csv${search ? `?${search}` : ''}`;
}
