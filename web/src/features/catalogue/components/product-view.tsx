/**
 * The product page's content once the product is loaded (docs/specs/customer-area.md sections
 * 2 and 9): breadcrumbs, gallery, badges, price, short description, the purchase panel and
 * announcements slots, How to Buy, and the Description / FAQ / Reviews tabs, then the
 * recommendations. The first screen (name, price, badges, short description) commits first; the
 * purchase panel, announcements and How to Buy follow a commit later, and the tabs and
 * recommendations are a chunk of their own (product-below-fold.tsx), so a slow phone paints the
 * product before it runs the rest.
 */
import { Suspense, lazy, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BoltIcon from '@mui/icons-material/Bolt';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import ScheduleIcon from '@mui/icons-material/Schedule';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { ProductDto } from '@contracts/responses';
import { AfterFirstPaint } from '@/components/after-first-paint';
import { useBrowserValue } from '@/lib/browser-value';
import { ProductDescription } from '@/components/product-description';
import {
  isInStock,
  NO_REVIEWS_TEXT,
  reviewCountOf,
  reviewCountText,
  REVIEWS_FRAGMENT,
  shownRating,
  soldToday,
  warrantyDaysShown,
} from '@/components/product-display';
import { ProductPrice } from '@/components/product-price';
import { RouterLink } from '@/components/router-link';
import { paths } from '@/config/paths';
import { deliveryText } from '@/lib/delivery';
import { HowToBuy } from './how-to-buy';
import { ProductGallery } from './product-gallery';
import { scrollToProductTabs, type TabName } from './product-tabs-anchor';

/** The tabs and recommendations: a chunk of their own, loaded once the first screen has painted. */
const ProductBelowFold = lazy(async () => ({
  default: (await import('./product-below-fold')).ProductBelowFold,
}));

/**
 * The parts of the product page that other features own; the route composes them
 * (app/routes/product.tsx).
 */
export interface ProductSlots {
  /** The purchase panel under the short description. */
  purchase: (product: ProductDto) => ReactNode;
  /** The rotating announcements under the purchase panel. */
  announcements: ReactNode;
  /** The Reviews tab's content. */
  reviews: (product: ProductDto) => ReactNode;
}

export function ProductView({ product, slots }: { product: ProductDto; slots: ProductSlots }) {
  // A card's "No reviews yet" links to the page with REVIEWS_FRAGMENT: open on the Reviews tab.
  // The address's fragment is the browser's: a server render starts on the description.
  const linkedToReviews = useBrowserValue(() => window.location.hash === REVIEWS_FRAGMENT);
  const [chosenTab, setTab] = useState<TabName | null>(null);
  const tab = chosenTab ?? (linkedToReviews ? 'reviews' : 'description');
  // From the visitor's own clock: the server's render leaves the figure to the browser.
  const sold = useBrowserValue(() => soldToday(new Date(), product.id));
  const rating = shownRating(product);
  const reviewCount = reviewCountOf(product);
  const warrantyDays = warrantyDaysShown(product);
  const inStock = isInStock(product);
  const description = product.longDescription || product.description;

  const openReviews = () => {
    setTab('reviews');
    scrollToProductTabs();
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 3 }}>
        <Link href={paths.home} underline="hover" color="inherit">
          Home
        </Link>
        {product.category && (
          <Link href={paths.category(product.category)} underline="hover" color="inherit">
            {product.category.name}
          </Link>
        )}
        <Typography color="text.primary" aria-current="page">
          {product.name}
        </Typography>
      </Breadcrumbs>

      <Grid container spacing={{ xs: 3, md: 5 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={3} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
            <ProductGallery
              images={product.productImages}
              name={product.name}
              categoryName={product.category?.name}
            />
            <AfterFirstPaint>
              <Box sx={{ display: { xs: 'none', md: 'block' } }}>
                <HowToBuy />
              </Box>
            </AfterFirstPaint>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            {product.category && (
              <Box>
                <Chip
                  component={RouterLink}
                  href={paths.category(product.category)}
                  clickable
                  color="primary"
                  variant="outlined"
                  size="small"
                  label={product.category.name}
                />
              </Box>
            )}
            <Typography variant="h3" component="h1" sx={{ fontWeight: 800 }}>
              {product.name}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              {rating && (
                <>
                  <Rating
                    value={rating.average}
                    precision={0.1}
                    readOnly
                    size="small"
                    aria-label={`Rated ${rating.average.toFixed(1)} out of 5`}
                  />
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {rating.average.toFixed(1)}
                  </Typography>
                </>
              )}
              <Link
                component="button"
                type="button"
                variant="body2"
                color="text.secondary"
                onClick={openReviews}
              >
                {rating ? `(${reviewCountText(rating.count)})` : NO_REVIEWS_TEXT}
              </Link>
            </Stack>
            <ProductPrice product={product} size="large" />
            <Stack
              direction="row"
              spacing={0.75}
              sx={{ alignItems: 'center', visibility: sold === null ? 'hidden' : undefined }}
            >
              <LocalFireDepartmentIcon sx={{ color: 'brand.hot' }} fontSize="small" aria-hidden />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {sold} sold today
              </Typography>
            </Stack>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label="Product benefits">
              <Chip
                color="success"
                icon={product.deliveryType === 'automatic' ? <BoltIcon /> : <ScheduleIcon />}
                label={deliveryText(product.deliveryType)}
              />
              {warrantyDays !== null ? (
                <Chip
                  color="primary"
                  icon={<VerifiedUserIcon />}
                  label={`${warrantyDays}-Day Warranty`}
                />
              ) : (
                <Chip variant="outlined" label="No Warranty" />
              )}
              {/* Only a product delivered from stock at once gives access at once. */}
              {product.deliveryType === 'automatic' && (
                <Chip
                  color="secondary"
                  variant="outlined"
                  icon={<LockOpenIcon />}
                  label="Instant Access"
                />
              )}
              <Chip
                variant="outlined"
                color={inStock ? 'success' : 'default'}
                icon={inStock ? <CheckCircleIcon /> : <Inventory2Icon />}
                label={inStock ? 'In Stock' : 'Out of Stock'}
              />
            </Stack>
            {product.shortDescription && (
              <ProductDescription
                text={product.shortDescription}
                sx={{ color: 'text.secondary', typography: 'body2', lineHeight: 1.8 }}
                surface="default"
              />
            )}
            <AfterFirstPaint>
              {slots.purchase(product)}
              {slots.announcements}
              <Box sx={{ display: { md: 'none' } }}>
                <HowToBuy />
              </Box>
            </AfterFirstPaint>
          </Stack>
        </Grid>
      </Grid>

      <AfterFirstPaint>
        <Suspense fallback={null}>
          <ProductBelowFold
            product={product}
            tab={tab}
            onTabChange={setTab}
            reviewCount={reviewCount}
            description={<ProductDescription text={description} />}
            reviews={slots.reviews(product)}
          />
        </Suspense>
      </AfterFirstPaint>
    </Container>
  );
}
