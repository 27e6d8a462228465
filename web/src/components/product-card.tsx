/**
 * Product card of the home page, the category page and All Products (docs/specs/customer-area.md
 * section 2, Home; docs/specs/admin-area.md 2.16 and 2.17): image with a fallback icon, category
 * badge (Other when none), rating with its review count, name, description, price with the
 * original price struck through when higher, an optional In Stock / Out of Stock badge, and View
 * Details. Grid or list layout.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import type { ProductDto } from '@contracts/responses';
import { paths } from '@/config/paths';
import { stripBbcode } from '@/lib/bbcode-text';
import { NO_TRANSITION_FOR_REDUCED_MOTION } from '@/lib/motion';
import {
  isInStock,
  NO_REVIEWS_TEXT,
  reviewCountText,
  REVIEWS_FRAGMENT,
  shownRating,
} from './product-display';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';

export type ProductCardLayout = 'grid' | 'list';

export interface ProductCardProps {
  product: ProductDto;
  layout?: ProductCardLayout;
  /** The category badge (home and All Products). */
  showCategory?: boolean;
  /** The In Stock / Out of Stock badge (category page). */
  showStock?: boolean;
  /**
   * The rating at the top right; when omitted, a star, the average of the product's reviews and
   * their count, or "No reviews yet" (shownRating). All Products passes its five decorative stars
   * and (4.8) (docs/specs/admin-area.md 2.17), which keeps MUI's Rating out of the home page's
   * code.
   */
  rating?: ReactNode;
  /** Heading level of the product name inside the page. */
  headingComponent?: 'h2' | 'h3';
  /** Where View Details leads; the product's page (paths.product) when omitted. */
  href?: string | undefined;
}

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

/**
 * The customers' rating: a star, the average and the review count; while nobody has reviewed the
 * product, a quiet link to its Reviews tab instead (shownRating).
 */
function CardRating({ product }: { product: ProductDto }) {
  const rating = shownRating(product);
  if (!rating)
    return (
      <Link
        href={`${paths.product(product)}${REVIEWS_FRAGMENT}`}
        variant="caption"
        color="text.secondary"
        underline="hover"
        aria-label={`${NO_REVIEWS_TEXT}: reviews of ${product.name}`}
        // On a narrow card it wraps onto two lines rather than squeeze the category badge away.
        sx={{ textAlign: 'right', lineHeight: 1.3 }}
      >
        {NO_REVIEWS_TEXT}
      </Link>
    );
  const average = rating.average.toFixed(1);
  const count = reviewCountText(rating.count);
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end', columnGap: 0.5 }}
      role="img"
      aria-label={`Rated ${average} out of 5 from ${count}`}
    >
      <StarIcon sx={{ fontSize: 18, color: '#f59e0b' }} />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {average}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        ({count})
      </Typography>
    </Stack>
  );
}

function StockBadge({ product }: { product: ProductDto }) {
  const inStock = isInStock(product);
  return (
    <Chip
      size="small"
      color={inStock ? 'success' : 'default'}
      variant={inStock ? 'filled' : 'outlined'}
      label={inStock ? 'In Stock' : 'Out of Stock'}
    />
  );
}

export function ProductCard({
  product,
  layout = 'grid',
  showCategory = true,
  showStock = false,
  rating,
  headingComponent = 'h3',
  href,
}: ProductCardProps) {
  const description = stripBbcode(product.description || product.shortDescription);
  const isList = layout === 'list';
  const detailsHref = href ?? paths.product(product);

  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: isList ? { xs: 'column', sm: 'row' } : 'column',
        transition: 'box-shadow 200ms, transform 200ms',
        '&:hover': { boxShadow: 6, transform: 'translateY(-2px)' },
        ...NO_TRANSITION_FOR_REDUCED_MOTION,
      }}
    >
      <ProductImage
        src={product.productImages[0]}
        alt={product.name}
        categoryName={product.category?.name}
        sx={
          isList
            ? { aspectRatio: '16 / 10', width: { xs: '100%', sm: 240 }, flexShrink: 0 }
            : { aspectRatio: '16 / 10' }
        }
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 }}>
        <CardContent sx={{ flexGrow: 1, pb: 1 }}>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1 }}
          >
            <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', minWidth: 0 }}>
              {showCategory && (
                <Chip
                  size="small"
                  color="primary"
                  variant="outlined"
                  label={product.category?.name ?? 'Other'}
                />
              )}
              {showStock && <StockBadge product={product} />}
            </Stack>
            {rating ?? <CardRating product={product} />}
          </Stack>
          <Typography
            variant="subtitle1"
            component={headingComponent}
            sx={{ fontWeight: 700, lineHeight: 1.3, mb: 0.5, ...clamp(2) }}
          >
            {product.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={clamp(isList ? 3 : 2)}>
            {description}
          </Typography>
          <Box sx={{ mt: 2 }}>
            <ProductPrice product={product} size="small" />
          </Box>
        </CardContent>
        <Box sx={{ px: 2, pb: 2 }}>
          <Button
            fullWidth={!isList}
            variant="contained"
            href={detailsHref}
            aria-label={`View Details: ${product.name}`}
          >
            View Details
          </Button>
        </Box>
      </Box>
    </Card>
  );
}

/** Placeholder with the card's shape while products load. */
export function ProductCardSkeleton({ layout = 'grid' }: { layout?: ProductCardLayout }) {
  const isList = layout === 'list';
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: isList ? 'row' : 'column' }}
      aria-hidden
    >
      <Skeleton
        variant="rectangular"
        sx={{
          aspectRatio: '16 / 10',
          height: 'auto',
          width: isList ? { xs: 140, sm: 240 } : '100%',
        }}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Skeleton width="40%" />
        <Skeleton width="80%" height={28} />
        <Skeleton />
        <Skeleton width="60%" />
        <Box sx={{ mt: 2 }}>
          <Skeleton width="30%" height={32} />
        </Box>
      </CardContent>
    </Card>
  );
}
