/**
 * All Products /products (docs/specs/admin-area.md 2.17): search (name, description or category
 * name), category filter (All Categories plus each category), sort (Name A-Z default, Price Low to
 * High, Price High to Low), grid/list toggle, Clear Filters; "Showing X of Y products"; cards with
 * an image fallback tile, category badge, five decorative stars with (4.8), name, description,
 * price with the original price, View Details. Empty state: No products found, Try adjusting your
 * search or filter criteria, Clear all filters. Title, description, keywords, canonical link,
 * social tags and CollectionPage data. The filters, sort and loaded pages live in the URL
 * (catalogue-view.ts); cards come 24 at a time with Load more.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useCategories } from '@/api/get-categories';
import { useProducts } from '@/api/get-products';
import type { ProductCardLayout } from '@/components/product-card';
import { ALL_PRODUCTS_CARD_RATING } from '@/components/product-display';
import { QueryStates } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { collectionPageJsonLd, useSeo } from '@/lib/seo';
import {
  ALL_PRODUCTS_SORTS,
  EMPTY_ALL_PRODUCTS_FILTERS,
  filterAllProducts,
} from '../catalogue-filters';
import type { AllProductsFilters } from '../catalogue-filters';
import { formatAllProductsView, loadedPages, parseAllProductsView } from '../catalogue-view';
import type { HistoryMode } from '../use-url-view';
import { useUrlView } from '../use-url-view';
import {
  ClearFiltersButton,
  LayoutToggle,
  LoadMore,
  OptionSelect,
  SearchField,
} from './catalogue-controls';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

const TITLE = `All Products - Software Licenses & Premium Accounts | ${SITE_NAME}`;
const DESCRIPTION =
  'Browse every software license, game code, streaming and cloud account at KeyMart: instant delivery, warranty replacement and 24/7 support.';

/** Five decorative stars and (4.8) on every card (docs/specs/admin-area.md 2.17). */
const decorativeRating = (
  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
    <Rating value={5} readOnly size="small" aria-hidden />
    <Typography variant="body2" color="text.secondary" aria-label="Rated 4.8 out of 5">
      ({ALL_PRODUCTS_CARD_RATING})
    </Typography>
  </Stack>
);

export function AllProductsPage() {
  const productsQuery = useProducts();
  const { data: categories = [] } = useCategories();
  const [{ filters, page }, show] = useUrlView(parseAllProductsView, formatAllProductsView);
  const [layout, setLayout] = useState<ProductCardLayout>('grid');

  const products = productsQuery.data;
  const matching = products ? filterAllProducts(products, filters) : [];
  const { shown, hasMore } = loadedPages(matching, page);
  // A new filter or sort starts again at the first page.
  const update = (change: Partial<AllProductsFilters>, mode: HistoryMode) =>
    show({ filters: { ...filters, ...change }, page: 1 }, mode);
  const clear = () => show({ filters: EMPTY_ALL_PRODUCTS_FILTERS, page: 1 }, 'push');

  useSeo({
    title: TITLE,
    description: DESCRIPTION,
    keywords:
      'software licenses, product keys, game codes, streaming accounts, cloud storage, VPN, KeyMart',
    canonicalPath: paths.products,
    image: products?.find((product) => product.productImages[0])?.productImages[0] ?? null,
    jsonLd: collectionPageJsonLd({
      name: 'All Products',
      description: DESCRIPTION,
      path: paths.products,
      items: (products ?? []).map((product) => ({
        name: product.name,
        path: paths.product(product),
        image: product.productImages[0] ?? null,
      })),
    }),
  });

  const categoryOptions = [
    { value: 'all', label: 'All Categories' },
    ...categories.map((category) => ({ value: String(category.id), label: category.name })),
  ];

  return (
    <Box>
      <Box
        component="header"
        sx={(theme) => ({
          py: { xs: 4, md: 6 },
          borderBottom: 1,
          borderColor: 'divider',
          background: theme.vars.palette.brand.heroBackground,
        })}
      >
        <Container maxWidth="lg">
          <Typography variant="h2" component="h1">
            All Products
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
            Software licenses, game codes, streaming and cloud accounts, all with instant or
            15-minute delivery and a warranty you can claim in one click.
          </Typography>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ mb: 2, alignItems: { md: 'center' } }}
          role="search"
          aria-label="Filter products"
        >
          <SearchField
            label="Search products"
            placeholder="Name, description or category"
            value={filters.search}
            onChange={(value) => update({ search: value }, 'replace')}
          />
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <OptionSelect
              id="all-products-category"
              label="Category"
              value={filters.category}
              options={categoryOptions}
              onChange={(category) => update({ category }, 'push')}
            />
            <OptionSelect
              id="all-products-sort"
              label="Sort by"
              value={filters.sort}
              options={ALL_PRODUCTS_SORTS}
              onChange={(sort) => update({ sort }, 'push')}
              minWidth={180}
            />
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <LayoutToggle value={layout} onChange={setLayout} />
            <ClearFiltersButton onClick={clear} />
          </Stack>
        </Stack>

        {products && (
          <Typography
            color="text.secondary"
            sx={{ mb: 3 }}
            role="status"
            aria-live="polite"
            data-testid="products-count"
          >
            Showing {matching.length} of {products.length} products
          </Typography>
        )}

        <QueryStates
          query={productsQuery}
          errorTitle="Could not load products"
          loading={<ProductGridSkeleton layout={layout} />}
          empty={<NoProducts onClear={clear} />}
          noMatch={<NoProducts onClear={clear} />}
          isNoMatch={matching.length === 0}
        >
          {() => (
            <>
              <ProductGrid
                products={shown}
                layout={layout}
                rating={decorativeRating}
                headingComponent="h2"
              />
              <LoadMore
                shown={shown.length}
                total={matching.length}
                hasMore={hasMore}
                onClick={() => show({ filters, page: page + 1 }, 'push')}
              />
            </>
          )}
        </QueryStates>
      </Container>
    </Box>
  );
}

function NoProducts({ onClear }: { onClear: () => void }) {
  return (
    <StatusMessage
      icon={<SearchOffIcon />}
      title="No products found"
      description="Try adjusting your search or filter criteria"
      action={<ClearFiltersButton onClick={onClear} label="Clear all filters" variant="outlined" />}
    />
  );
}
