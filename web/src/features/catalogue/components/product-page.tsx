/**
 * Product page at /category/{categoryUrl}/{productUrl} and /{customUrl} (customer-area.md
 * section 2): breadcrumbs, gallery, name, rating, price with the struck original price,
 * delivery, warranty and stock badges, short description, the purchase panel and the
 * description. Reserved first segments render nothing. Not found: Product Not Found.
 */
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BoltIcon from '@mui/icons-material/Bolt';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { useParams } from 'wouter';
import { RouterLink } from '../../../components/router-link';
import { ErrorMessage, StatusMessage } from '../../../components/status-message';
import { isReservedSegment, paths } from '../../../config/paths';
import { hasStatus } from '../../../lib/api-client';
import { stripBbcode } from '../../../lib/bbcode';
import { deliveryText } from '../../../lib/delivery';
import { useDocumentMeta } from '../../../lib/document-meta';
import { formatPrice } from '../../../lib/money';
import { PurchasePanel } from '../../purchase/components/purchase-panel';
import { useProductByUrl } from '../api/get-product-by-url';
import { ProductDescription } from './product-description';
import { ProductGallery } from './product-gallery';

/** Rating and warranty shown when a product has none (customer-area.md section 9). */
export const DEFAULT_PRODUCT_RATING = 5;
export const DEFAULT_WARRANTY_DAYS = 30;

type ProductParams = { categoryUrl?: string; productUrl?: string; customUrl?: string };

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Route component: picks the product URL out of the path. */
export function ProductPage() {
  const params = useParams<ProductParams>();
  const url = params.productUrl ?? params.customUrl;
  if (!url) return null;
  if (params.customUrl !== undefined && isReservedSegment(params.customUrl)) return null;
  return <ProductDetails key={url} url={decode(url)} />;
}

function ProductDetails({ url }: { url: string }) {
  const { data: product, isPending, error, refetch } = useProductByUrl(url);
  useDocumentMeta(
    product ? product.metaTitle || `${product.name} - Buy Online | KeyMart` : null,
    product
      ? product.metaDescription ||
          `Buy ${product.name} at KeyMart with instant delivery, warranty and 24/7 support.`
      : null,
  );

  if (isPending) return <ProductSkeleton />;
  if (hasStatus(error, 404)) return <ProductNotFound />;
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

  const rating = product.reviewRating || DEFAULT_PRODUCT_RATING;
  const warrantyDays = product.warrantyDays || DEFAULT_WARRANTY_DAYS;
  const isInStock = product.stock > 0;
  const shortDescription = stripBbcode(product.shortDescription);
  const description = product.longDescription || product.description;

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
          <ProductGallery
            images={product.productImages}
            name={product.name}
            categoryName={product.category?.name}
          />
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
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
              {product.name}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Rating value={rating} precision={0.5} readOnly size="small" />
              <Typography variant="body2" color="text.secondary">
                {rating.toFixed(1)}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline' }}>
              <Typography
                variant="h4"
                component="p"
                sx={{ fontWeight: 800, color: 'primary.main' }}
              >
                {formatPrice(product.price)}
              </Typography>
              {product.originalPrice && (
                <Typography
                  variant="h6"
                  component="p"
                  color="text.secondary"
                  sx={{ textDecoration: 'line-through' }}
                  aria-label={`Original price ${formatPrice(product.originalPrice)}`}
                >
                  {formatPrice(product.originalPrice)}
                </Typography>
              )}
            </Stack>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Chip
                color="success"
                icon={product.deliveryType === 'automatic' ? <BoltIcon /> : <ScheduleIcon />}
                label={deliveryText(product.deliveryType)}
              />
              <Chip
                color="primary"
                icon={<VerifiedUserIcon />}
                label={`${warrantyDays}-Day Warranty`}
              />
              <Chip
                variant="outlined"
                color={isInStock ? 'success' : 'default'}
                icon={isInStock ? <CheckCircleIcon /> : <Inventory2Icon />}
                label={isInStock ? `In Stock (${product.stock})` : 'Out of Stock'}
              />
            </Stack>
            {shortDescription && <Typography color="text.secondary">{shortDescription}</Typography>}
            <PurchasePanel product={product} />
          </Stack>
        </Grid>
      </Grid>

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="description-heading"
        sx={{ p: { xs: 2.5, md: 4 }, mt: 5 }}
      >
        <Typography
          id="description-heading"
          variant="h5"
          component="h2"
          sx={{ fontWeight: 700, mb: 2 }}
        >
          Description
        </Typography>
        <ProductDescription text={description} />
      </Paper>
    </Container>
  );
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
          <Button variant="contained" href={paths.home}>
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
