/**
 * The category filter and sort of the home page's featured products (docs/specs/customer-area.md
 * section 2, Home). They sit far below the fold, so their selects load MUI's Select only when the
 * visitor comes near or reaches for them (components/lazy-select-field.tsx).
 */
import Stack from '@mui/material/Stack';
import { useCategories } from '@/api/get-categories';
import { LazySelectField } from '@/components/lazy-select-field';
import type { SelectFieldOption } from '@/components/lazy-select-field';
import { PRODUCT_SORTS } from '../sort-products';
import type { CategoryFilter, ProductSort } from '../sort-products';

/** The chosen category and sort, and what changes them (featured-products.tsx holds them). */
export interface FeaturedFiltersProps {
  category: CategoryFilter;
  onCategoryChange: (category: CategoryFilter) => void;
  sort: ProductSort;
  onSortChange: (sort: ProductSort) => void;
}

/** The two selects, side by side (stacked on phones). */
export function FeaturedFilters({
  category,
  onCategoryChange,
  sort,
  onSortChange,
}: FeaturedFiltersProps) {
  const { data: categories = [] } = useCategories();
  const categoryOptions: SelectFieldOption<CategoryFilter>[] = [
    { value: 'all', label: 'All Categories' },
    ...categories.map((item) => ({ value: `${item.id}` as const, label: item.name })),
  ];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <LazySelectField
        labelId="featured-category-label"
        label="Category"
        value={category}
        options={categoryOptions}
        onChange={onCategoryChange}
        sx={{ minWidth: 200 }}
      />
      <LazySelectField
        labelId="featured-sort-label"
        label="Sort"
        value={sort}
        options={PRODUCT_SORTS}
        onChange={onSortChange}
        sx={{ minWidth: 200 }}
      />
    </Stack>
  );
}
