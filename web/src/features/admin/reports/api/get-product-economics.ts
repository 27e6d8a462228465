/**
 * GET /api/admin/reports/products?from&to&page&pageSize&sort&order -> ProductEconomicsDto
 * (contracts/product-economics.ts): the totals and one sorted page of each product's units,
 * revenue, refunds, cost, margin, claim rate and stock over a range of store days. And the address
 * of every row as CSV.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductEconomicsDto, ProductEconomicsQuery } from '@contracts/product-economics';
import { api } from '@/lib/api-client';
import { dayRangeSearch, type DayRange } from '../day-range';

/** The page of the grid and its order. */
export type ProductEconomicsView = Pick<
  ProductEconomicsQuery,
  'page' | 'pageSize' | 'sort' | 'order'
>;

function productEconomicsQueryOptions(range: DayRange, view: ProductEconomicsView) {
  const search = new URLSearchParams(dayRangeSearch(range));
  for (const [name, value] of Object.entries(view)) search.set(name, String(value));
  return queryOptions({
    queryKey: ['admin', 'reports', 'products', search.toString()],
    queryFn: () => api.get<ProductEconomicsDto>(`/api/admin/reports/products?${search}`),
    placeholderData: keepPreviousData,
    // Figures move with every sale: opening the screen always asks again.
    refetchOnMount: 'always',
  });
}

export function useProductEconomics(range: DayRange, view: ProductEconomicsView) {
  return useQuery(productEconomicsQueryOptions(range, view));
}

/** The CSV of every row for the range. */
export function productEconomicsCsvUrl(range: DayRange): string {
  const search = dayRangeSearch(range);
  return `/api/admin/reports/products.csv${search ? `?${search}` : ''}`;
}
