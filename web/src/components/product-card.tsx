/**
 * Product card of the home page, the category page and All Products (docs/specs/customer-area.md
 * section 2, Home; docs/specs/admin-area.md 2.16 and 2.17): the product's art (components/
 * product-art.ts) with a savings badge ("-85%") when an original price is struck, category badge
 * (Other when none), In Stock / Out of Stock, rating with its review count, name (two lines at
 * most), description, price with the original price struck through when higher, and View
 * Details. Grid or list layout; in a grid row every card is as tall as the row, with the price
 * and the button at its bottom.
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
import { productArt } from './product-art';
import {
  isInStock,
  NO_REVIEWS_TEXT,
  reviewCountText,
  REVIEWS_FRAGMENT,
  savingsPercent,
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
  /** The In Stock / Out of Stock badge, shown unless false. */
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

/** Chips wrap their label instead of cutting it ("Software Li..."). */
const WHOLE_LABEL = { height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } };

function StockBadge({ product }: { product: ProductDto }) {
  const inStock = isInStock(product);
  return (
    <Chip
      size="small"
      color={inStock ? 'success' : 'default'}
      variant={inStock ? 'filled' : 'outlined'}
      label={inStock ? 'In Stock' : 'Out of Stock'}
      sx={WHOLE_LABEL}
    />
  );
}

/** The saving over the struck original price, over the art's top left corner. */
function SavingsBadge({ percent }: { percent: number }) {
  return (
    <Box
      component="span"
      data-testid="savings-badge"
      sx={{
        position: 'absolute',
        top: 8,
        left: 8,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        typography: 'body2',
        fontWeight: 800,
        bgcolor: 'error.main',
        color: 'error.contrastText',
      }}
    >
      -{percent}%
    </Box>
  );
}

export function ProductCard({
  product,
  layout = 'grid',
  showCategory = true,
  showStock = true,
  rating,
  headingComponent = 'h3',
  href,
}: ProductCardProps) {
  const description = stripBbcode(product.description || product.shortDescription);
  const isList = layout === 'list';
  const detailsHref = href ?? paths.product(product);
  const art = productArt(product);
  const savings = savingsPercent(product);

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
      <Box
        sx={
          isList
            ? { position: 'relative', width: { xs: '100%', sm: 240 }, flexShrink: 0 }
            : { position: 'relative' }
        }
      >
        <ProductImage
          src={art.images[0]}
          alt={product.name}
          categoryName={product.category?.name}
          facts={art.facts}
          sx={{ aspectRatio: '16 / 10' }}
        />
        {savings !== null && <SavingsBadge percent={savings} />}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 }}>
        <CardContent sx={{ flexGrow: 1, pb: 1, display: 'flex', flexDirection: 'column' }}>
          <Stack
            direction="row"
            sx={{
              justifyContent: 'space-between',
              alignItems: 'center',
              flexWrap: 'wrap',
              mb: 1,
              gap: 1,
            }}
          >
            <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', minWidth: 0 }}>
              {showCategory && (
                <Chip
                  size="small"
                  color="primary"
                  variant="outlined"
                  label={product.category?.name ?? 'Other'}
                  sx={WHOLE_LABEL}
                />
              )}
              {showStock && <StockBadge product={product} />}
            </Stack>
            {rating ?? <CardRating product={product} />}
          </Stack>
          <Typography
            variant="subtitle1"
            component={headingComponent}
            sx={{ fontWeight: 700, lineHeight: 1.35, mb: 0.5, ...clamp(2) }}
            data-testid="product-card-title"
          >
            {product.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={clamp(isList ? 3 : 2)}>
            {description}
          </Typography>
          <Box sx={{ mt: 'auto', pt: 2 }}>
            <ProductPrice product={product} size="small" />
          </Box>
        </CardContent>
        <Box sx={{ px: 2, pb: 2 }}>
          <Button
            fullWidth={!isList}
            variant="outlined"
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
