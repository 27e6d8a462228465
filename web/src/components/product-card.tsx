/**
 * Product card of the home page's featured products (customer-area.md section 2, Home): image
 * with a fallback icon, category badge (Other when none), rating to one decimal (default 4.5),
 * name, description, price, struck-through original price and View Details.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import type { ProductDto } from '../../../contracts/responses';
import { paths } from '../config/paths';
import { stripBbcode } from '../lib/bbcode';
import { formatPrice } from '../lib/money';
import { ProductImage } from './product-image';

/** Rating shown on home cards when a product has none (customer-area.md section 9). */
export const DEFAULT_CARD_RATING = 4.5;

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

export function ProductCard({ product }: { product: ProductDto }) {
  const rating = product.reviewRating || DEFAULT_CARD_RATING;
  const description = stripBbcode(product.description || product.shortDescription);
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'box-shadow 200ms, transform 200ms',
        '&:hover': { boxShadow: 6, transform: 'translateY(-2px)' },
      }}
    >
      <ProductImage
        src={product.productImages[0]}
        alt={product.name}
        categoryName={product.category?.name}
        sx={{ aspectRatio: '16 / 10' }}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
        >
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={product.category?.name ?? 'Other'}
          />
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center' }}
            aria-label={`Rating ${rating.toFixed(1)}`}
          >
            <StarIcon sx={{ fontSize: 18, color: '#f59e0b' }} />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {rating.toFixed(1)}
            </Typography>
          </Stack>
        </Stack>
        <Typography
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 700, lineHeight: 1.3, mb: 0.5, ...clamp(2) }}
        >
          {product.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={clamp(2)}>
          {description}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mt: 2 }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 800, color: 'primary.main' }}>
            {formatPrice(product.price)}
          </Typography>
          {product.originalPrice && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ textDecoration: 'line-through' }}
              aria-label={`Original price ${formatPrice(product.originalPrice)}`}
            >
              {formatPrice(product.originalPrice)}
            </Typography>
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Button fullWidth variant="contained" href={paths.product(product)}>
          View Details
        </Button>
      </CardActions>
    </Card>
  );
}

/** Placeholder with the card's shape while products load. */
export function ProductCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
      <CardContent>
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
