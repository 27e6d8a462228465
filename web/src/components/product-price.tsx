/**
 * A product's price with its original price struck through when that is higher
 * (docs/specs/customer-area.md section 2, Home and the product page): large on the product page,
 * small on product cards.
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductDto } from '@contracts/responses';
import { formatDollars, formatPrice } from '@/lib/money';
import { struckOriginalCents } from './product-display';

const SIZES = {
  large: { price: 'h4', original: 'h6', spacing: 1.5 },
  small: { price: 'h6', original: 'body2', spacing: 1 },
} as const;

export function ProductPrice({ product, size }: { product: ProductDto; size: keyof typeof SIZES }) {
  const original = struckOriginalCents(product);
  const variants = SIZES[size];
  return (
    <Stack
      direction="row"
      spacing={variants.spacing}
      sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}
    >
      <Typography
        variant={variants.price}
        component="p"
        sx={{ fontWeight: 800, color: 'primary.main' }}
        aria-label={`Price ${formatPrice(product.price)}`}
        data-testid="price"
      >
        {formatPrice(product.price)}
      </Typography>
      {original !== null && (
        <Typography
          variant={variants.original}
          component="p"
          color="text.secondary"
          sx={{ textDecoration: 'line-through' }}
          aria-label={`Original price ${formatDollars(original)}`}
        >
          {formatDollars(original)}
        </Typography>
      )}
    </Stack>
  );
}
