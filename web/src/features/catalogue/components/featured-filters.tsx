/**
 * The category filter and sort of the home page's featured products (docs/specs/customer-area.md
 * section 2, Home). A lazy chunk of featured-products.tsx: MUI's Select brings its menu, popover
 * and modal, which the first paint of the home page does not need.
 */
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useCategories } from '@/api/get-categories';
import { PRODUCT_SORTS } from '../sort-products';
import type { CategoryFilter, ProductSort } from '../sort-products';

export interface FeaturedFiltersProps {
  category: CategoryFilter;
  onCategoryChange: (category: CategoryFilter) => void;
  sort: ProductSort;
  onSortChange: (sort: ProductSort) => void;
}

export function FeaturedFilters({
  category,
  onCategoryChange,
  sort,
  onSortChange,
}: FeaturedFiltersProps) {
  const { data: categories = [] } = useCategories();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormControl size="small" sx={{ minWidth: 200 }}>
        <InputLabel id="featured-category-label">Category</InputLabel>
        <Select
          labelId="featured-category-label"
          label="Category"
          value={category}
          onChange={(event) => onCategoryChange(event.target.value)}
        >
          <MenuItem value="all">All Categories</MenuItem>
          {categories.map((item) => (
            <MenuItem key={item.id} value={String(item.id)}>
              {item.name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 200 }}>
        <InputLabel id="featured-sort-label">Sort</InputLabel>
        <Select
          labelId="featured-sort-label"
          label="Sort"
          value={sort}
          onChange={(event) => onSortChange(event.target.value)}
        >
          {PRODUCT_SORTS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
