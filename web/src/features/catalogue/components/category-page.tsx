/**
 * Category page /category/{categoryUrl} (docs/specs/admin-area.md 2.16): a header with the
 * category's icon in its colour (default blue), name, short description and description; search
 * within the category, min and max price, sort (default name ascending), grid/list toggle and Clear
 * Filters; the count "N products found" (and "for {term}" with a search); cards with the In Stock
 * or Out of Stock badge; the two empty states; Category Not Found; loading texts and 8 skeleton
 * cards. Title, description, keywords, canonical link, social tags and CollectionPage data per
 * page. The filters, sort and loaded pages live in the URL (catalogue-view.ts); cards come 24 at a
 * time with Load more.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CategoryIconMui from '@mui/icons-material/Category';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import HomeIcon from '@mui/icons-material/Home';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import { useParams } from 'wouter';
import type { CategoryDto, ProductDto } from '@contracts/responses';
import { categoryColourOrDefault } from '@contracts/category-colour';
import { CategoryIcon } from '@/components/category-icon';
import type { ProductCardLayout } from '@/components/product-card';
import { QueryStates, useDeferredQuery } from '@/components/query-states';
import { ErrorMessage, StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { hasStatus } from '@/lib/api-client';
import { stripBbcode } from '@/lib/bbcode-text';
import { collectionPageJsonLd, truncateText, useSeo } from '@/lib/seo';
import { AfterFirstPaint } from '@/components/after-first-paint';
import { useCategoryByUrl } from '../api/get-category-by-url';
import { useCategoryProducts } from '../api/get-category-products';
import {
  CATEGORY_SORTS,
  EMPTY_CATEGORY_FILTERS,
  filterCategoryProducts,
  productsFoundText,
} from '../catalogue-filters';
import type { CategoryFilters } from '../catalogue-filters';
import { formatCategoryView, loadedPages, parseCategoryView } from '../catalogue-view';
import type { HistoryMode } from '../use-url-view';
import { useUrlView } from '../use-url-view';
import {
  ClearFiltersButton,
  LayoutToggle,
  LoadMore,
  PriceField,
  OptionSelect,
  SearchField,
} from './catalogue-controls';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

/** The category's colour, the default blue when missing or not a hex colour. */
export function categoryColor(category: Pick<CategoryDto, 'color'>): string {
  return categoryColourOrDefault(category.color);
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Route component: reads {categoryUrl}. */
/**
 * The room the filter controls take (40 px fields and buttons: one row from md, four stacked rows
 * below it), held while they render a commit after the category's header and description, so
 * that nothing below moves when they arrive.
 */
const CONTROLS_ROOM = { height: { xs: 204.5, md: 40 }, mb: 2 } as const;

export function CategoryPage() {
  const { categoryUrl = '' } = useParams<{ categoryUrl?: string }>();
  const url = decode(categoryUrl);
  return <CategoryView key={url} url={url} />;
}

function LoadingText({ text }: { text: string }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }} role="status">
      <CircularProgress size={18} aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Stack>
  );
}

function CategoryView({ url }: { url: string }) {
  const categoryQuery = useCategoryByUrl(url);
  const category = categoryQuery.data;
  const productsQuery = useDeferredQuery(useCategoryProducts(category?.id));
  const [{ filters, page }, show] = useUrlView(parseCategoryView, formatCategoryView);
  const [layout, setLayout] = useState<ProductCardLayout>('grid');

  const products = productsQuery.data;
  const matching = products ? filterCategoryProducts(products, filters) : [];
  const { shown, hasMore } = loadedPages(matching, page);
  useCategorySeo(category, products, hasStatus(categoryQuery.error, 404));

  if (hasStatus(categoryQuery.error, 404)) return <CategoryNotFound />;
  if (categoryQuery.error) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <ErrorMessage
          error={categoryQuery.error}
          title="Could not load this category"
          onRetry={() => void categoryQuery.refetch()}
        />
      </Container>
    );
  }

  // A new filter or sort starts again at the first page.
  const update = (change: Partial<CategoryFilters>, mode: HistoryMode) =>
    show({ filters: { ...filters, ...change }, page: 1 }, mode);
  const clear = () => show({ filters: EMPTY_CATEGORY_FILTERS, page: 1 }, 'push');
  const search = filters.search.trim();

  return (
    <Box>
      {category ? <CategoryHeader category={category} /> : <CategoryHeaderSkeleton />}
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {!category ? (
          <>
            <LoadingText text="Loading category..." />
            <ProductGridSkeleton label="Loading category" />
          </>
        ) : (
          <>
            <AfterFirstPaint fallback={<Box sx={CONTROLS_ROOM} />}>
              <Stack
                direction={{ xs: 'column', md: 'row' }}
                spacing={2}
                sx={{ mb: 2, alignItems: { md: 'center' } }}
                role="search"
                aria-label={`Filter ${category.name}`}
              >
                <SearchField
                  label="Search products"
                  placeholder={`Search in ${category.name}`}
                  value={filters.search}
                  onChange={(value) => update({ search: value }, 'replace')}
                />
                <Stack direction="row" spacing={2}>
                  <PriceField
                    label="Min price"
                    value={filters.minPrice}
                    onChange={(minPrice) => update({ minPrice }, 'replace')}
                  />
                  <PriceField
                    label="Max price"
                    value={filters.maxPrice}
                    onChange={(maxPrice) => update({ maxPrice }, 'replace')}
                  />
                </Stack>
                <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <OptionSelect
                    id="category-sort"
                    label="Sort by"
                    value={filters.sort}
                    options={CATEGORY_SORTS}
                    onChange={(sort) => update({ sort }, 'push')}
                  />
                </Stack>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <LayoutToggle value={layout} onChange={setLayout} />
                  <ClearFiltersButton onClick={clear} />
                </Stack>
              </Stack>
            </AfterFirstPaint>

            {products && products.length > 0 && (
              <Typography
                color="text.secondary"
                sx={{ mb: 3 }}
                role="status"
                aria-live="polite"
                data-testid="products-count"
              >
                {productsFoundText(matching.length)}
                {search && ` for "${search}"`}
              </Typography>
            )}

            {productsQuery.isPending && <LoadingText text="Loading products..." />}
            <QueryStates
              query={productsQuery}
              errorTitle="Could not load products"
              loading={<ProductGridSkeleton layout={layout} />}
              empty={
                <StatusMessage
                  icon={<Inventory2Icon />}
                  title="This category doesn't have any products yet."
                  description="New products are added regularly. Browse the rest of the store meanwhile."
                  action={
                    <Button variant="contained" href={paths.products}>
                      Browse All Products
                    </Button>
                  }
                />
              }
              noMatch={
                <StatusMessage
                  icon={<FilterListOffIcon />}
                  title="No products match your current filters."
                  description="Try another search or price range."
                  action={<ClearFiltersButton onClick={clear} variant="outlined" />}
                />
              }
              isNoMatch={matching.length === 0}
            >
              {() => (
                <>
                  <ProductGrid
                    products={shown}
                    layout={layout}
                    showCategory={false}
                    showStock
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
          </>
        )}
      </Container>
    </Box>
  );
}

function CategoryHeader({ category }: { category: CategoryDto }) {
  const color = categoryColor(category);
  const shortDescription = stripBbcode(category.shortDescription);
  const description = stripBbcode(category.description);
  return (
    <Box
      component="header"
      sx={(theme) => ({
        py: { xs: 4, md: 6 },
        borderBottom: 1,
        borderColor: 'divider',
        background: `linear-gradient(135deg, ${alpha(color, 0.1)} 0%, transparent 70%)`,
        ...theme.applyStyles('dark', {
          background: `linear-gradient(135deg, ${alpha(color, 0.22)} 0%, transparent 70%)`,
        }),
      })}
    >
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={3}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Box
            sx={{
              width: 72,
              height: 72,
              flexShrink: 0,
              borderRadius: 3,
              display: 'grid',
              placeItems: 'center',
              bgcolor: color,
              color: 'common.white',
              boxShadow: `0 10px 30px ${alpha(color, 0.35)}`,
            }}
          >
            <CategoryIcon name={category.icon} sx={{ fontSize: 38 }} />
          </Box>
          <Box>
            <Typography variant="h2" component="h1">
              {category.name}
            </Typography>
            {shortDescription && (
              <Typography variant="h6" component="p" sx={{ fontWeight: 400, mt: 0.5 }}>
                {shortDescription}
              </Typography>
            )}
            {description && description !== shortDescription && (
              <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 820 }}>
                {description}
              </Typography>
            )}
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}

function CategoryHeaderSkeleton() {
  return (
    <Box sx={{ py: { xs: 4, md: 6 }, borderBottom: 1, borderColor: 'divider' }} aria-hidden>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={3}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Skeleton variant="rounded" width={72} height={72} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width="40%" height={48} />
            <Skeleton width="70%" />
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}

function CategoryNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <StatusMessage
        headingComponent="h1"
        icon={<CategoryIconMui />}
        title="Category Not Found"
        description="The category you're looking for doesn't exist."
        action={
          <Button variant="contained" href={paths.home} startIcon={<HomeIcon />}>
            Return Home
          </Button>
        }
      />
    </Container>
  );
}

/** Title, description, keywords, canonical link, social tags and CollectionPage data. */
function useCategorySeo(
  category: CategoryDto | undefined,
  products: readonly ProductDto[] | undefined,
  isNotFound: boolean,
) {
  const description = category
    ? stripBbcode(category.metaDescription).trim() ||
      truncateText(
        stripBbcode(category.shortDescription) ||
          stripBbcode(category.description) ||
          `Buy ${category.name} at ${SITE_NAME} with instant delivery and warranty.`,
      )
    : '';
  const path = category ? paths.category(category) : '';
  useSeo(
    isNotFound
      ? {
          title: `Category Not Found - ${SITE_NAME}`,
          description: "The category you're looking for doesn't exist.",
          canonicalPath: paths.home,
        }
      : category
        ? {
            title: category.metaTitle || `${category.name} - Buy Online | ${SITE_NAME}`,
            description,
            keywords:
              category.metaKeywords ||
              [
                category.name,
                `buy ${category.name}`,
                'digital licenses',
                'instant delivery',
                SITE_NAME,
              ].join(', '),
            canonicalPath: path,
            image: products?.find((product) => product.productImages[0])?.productImages[0] ?? null,
            jsonLd: collectionPageJsonLd({
              name: category.name,
              description,
              path,
              items: (products ?? []).map((product) => ({
                name: product.name,
                path: paths.product(product),
                image: product.productImages[0] ?? null,
              })),
            }),
          }
        : null,
  );
}
