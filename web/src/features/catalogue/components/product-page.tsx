/**
 * Product page at /category/{categoryUrl}/{productUrl} and /{customUrl}
 * (docs/specs/customer-area.md sections 2, 3, 8 and 9): breadcrumbs (Home > category > product);
 * the gallery; a category badge linking to /category/{customUrl}; the star rating (default 5) with
 * the review count; price and the struck original price; the display-only sold-today figure;
 * delivery, warranty (default 30 days), Instant Access (automatic delivery only) and stock badges;
 * the short description; the purchase panel; How to Buy; rotating announcements; Description / FAQ / Reviews tabs; You May
 * Also Like and Similar Products. Reserved first segments render nothing. Not found: Product Not
 * Found with a link to /. Title and description from metaTitle and metaDescription, else built from
 * the name; also keywords, canonical link, social tags and schema.org Product data with its offer.
 */
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import HomeIcon from '@mui/icons-material/Home';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useParams } from 'wouter';
import { ErrorMessage, StatusMessage } from '@/components/status-message';
import { isReservedSegment, paths } from '@/config/paths';
import { hasStatus } from '@/lib/api-client';
import { useProductByUrl } from '../api/get-product-by-url';
import { ProductView } from './product-view';
import type { ProductSlots } from './product-view';
import { useProductSeo } from './use-product-seo';

type ProductParams = { categoryUrl?: string; productUrl?: string; customUrl?: string };

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Picks the product URL out of the path. */
export function ProductPage(slots: ProductSlots) {
  const params = useParams<ProductParams>();
  const url = params.productUrl ?? params.customUrl;
  if (!url) return null;
  if (params.customUrl !== undefined && isReservedSegment(params.customUrl)) return null;
  return <ProductDetails key={url} url={decode(url)} slots={slots} />;
}

function ProductDetails({ url, slots }: { url: string; slots: ProductSlots }) {
  const { data: product, isPending, error, refetch } = useProductByUrl(url);
  const isNotFound = hasStatus(error, 404);
  useProductSeo(product, isNotFound);

  if (isPending) return <ProductSkeleton />;
  if (isNotFound) return <ProductNotFound />;
  if (error) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <ErrorMessage
          error={error}
          title="Could not load this product"
          onRetry={() => void refetch()}
        />
      </Container>
    );
  }
  return <ProductView product={product} slots={slots} />;
}

function ProductNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <StatusMessage
        headingComponent="h1"
        icon={<SearchOffIcon />}
        title="Product Not Found"
        description="The product you're looking for doesn't exist or is no longer available."
        action={
          <Button variant="contained" href={paths.home} startIcon={<HomeIcon />}>
            Back to Home
          </Button>
        }
      />
    </Container>
  );
}

function ProductSkeleton() {
  return (
    <Container
      maxWidth="lg"
      sx={{ py: { xs: 3, md: 5 } }}
      role="status"
      aria-busy="true"
      aria-label="Loading product"
    >
      <Skeleton width={260} sx={{ mb: 3 }} />
      <Grid container spacing={{ xs: 3, md: 5 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton width="30%" />
          <Skeleton width="80%" height={48} />
          <Skeleton width="40%" height={48} />
          <Skeleton width="70%" />
          <Skeleton variant="rounded" height={200} sx={{ mt: 2 }} />
        </Grid>
      </Grid>
    </Container>
  );
}
