/**
 * Featured products of the home page, anchor #products (docs/specs/customer-area.md section 2,
 * Home): the homepage selection (all products when it is empty), a category filter and a sort, at
 * most 8 cards, View All Products when there are more, and an empty message per category.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import { useProducts } from '@/api/get-products';
import { QueryStates, useDeferredQuery } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { useHomepageProducts } from '../api/get-homepage-products';
import { FEATURED_PRODUCTS_LIMIT, filterAndSortProducts } from '../sort-products';
import type { CategoryFilter, ProductSort } from '../sort-products';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { FeaturedFilters } from './featured-filters';
import { SECTION_SCROLL_MARGIN } from './scroll-to-section';

const noProducts = (
  <StatusMessage icon={<Inventory2Icon />} title="No products found in this category." />
);

/** The homepage selection, or every product when the store has not picked any. */
function useFeaturedSource() {
  const homepage = useHomepageProducts();
  const needsFallback = homepage.isSuccess && homepage.data.length === 0;
  const all = useProducts({ enabled: needsFallback });
  return needsFallback ? all : homepage;
}

export function FeaturedProducts() {
  const source = useDeferredQuery(useFeaturedSource());
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [sort, setSort] = useState<ProductSort>('popular');

  const matching = source.data ? filterAndSortProducts(source.data, category, sort) : [];
  const shown = matching.slice(0, FEATURED_PRODUCTS_LIMIT);

  return (
    <Box
      component="section"
      id="products"
      aria-labelledby="products-heading"
      sx={{ py: { xs: 6, md: 8 }, bgcolor: 'action.hover', ...SECTION_SCROLL_MARGIN }}
    >
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' }, mb: 4 }}
        >
          <Box>
            <Typography
              id="products-heading"
              variant="h4"
              component="h2"
              sx={{ fontWeight: 800, mb: 1 }}
            >
              Featured Products
            </Typography>
            <Typography color="text.secondary">
              Hand-picked licenses and accounts with instant delivery and warranty.
            </Typography>
          </Box>
          <FeaturedFilters
            category={category}
            onCategoryChange={setCategory}
            sort={sort}
            onSortChange={setSort}
          />
        </Stack>

        <QueryStates
          query={source}
          errorTitle="Could not load products"
          loading={<ProductGridSkeleton count={FEATURED_PRODUCTS_LIMIT} />}
          empty={noProducts}
          noMatch={noProducts}
          isNoMatch={shown.length === 0}
        >
          {() => <ProductGrid products={shown} />}
        </QueryStates>

        {matching.length > FEATURED_PRODUCTS_LIMIT && (
          <Box sx={{ textAlign: 'center', mt: 5 }}>
            <Button variant="outlined" size="large" href={paths.products}>
              View All Products
            </Button>
          </Box>
        )}
      </Container>
    </Box>
  );
}
