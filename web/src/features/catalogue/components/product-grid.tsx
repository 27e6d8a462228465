/**
 * Product cards laid out as a grid (2 per row on phones, 3 on tablets, 4 on wide screens) or a
 * list (one per row), and the skeleton placeholders shown while they load
 * (docs/specs/admin-area.md 2.16 and section 9: 8 cards).
 */
import Grid from '@mui/material/Grid';
import type { ProductDto } from '@contracts/responses';
import { ProductCard, ProductCardSkeleton } from '@/components/product-card';
import type { ProductCardLayout, ProductCardProps } from '@/components/product-card';

/** Skeleton cards while products load (docs/specs/admin-area.md section 9). */
const PRODUCT_SKELETON_COUNT = 8;

const cellSize = (layout: ProductCardLayout) =>
  layout === 'list' ? { xs: 12 } : { xs: 6, md: 4, lg: 3 };

/** Narrower gutters on phones, where two cards share about 360 px. */
const GRID_SPACING = { xs: 1.5, sm: 2.5 };

export function ProductGrid({
  products,
  layout = 'grid',
  ...cardProps
}: {
  products: readonly ProductDto[];
  layout?: ProductCardLayout;
} & Omit<ProductCardProps, 'product' | 'layout'>) {
  return (
    <Grid container spacing={GRID_SPACING} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {products.map((product) => (
        <Grid key={product.id} size={cellSize(layout)} component="li">
          <ProductCard product={product} layout={layout} {...cardProps} />
        </Grid>
      ))}
    </Grid>
  );
}

/** `count` card-shaped placeholders, announced as a busy status named `label`. */
export function ProductGridSkeleton({
  count = PRODUCT_SKELETON_COUNT,
  layout = 'grid',
  label = 'Loading products',
}: {
  count?: number;
  layout?: ProductCardLayout;
  label?: string;
}) {
  return (
    <Grid container spacing={GRID_SPACING} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Grid key={index} size={cellSize(layout)}>
          <ProductCardSkeleton layout={layout} />
        </Grid>
      ))}
    </Grid>
  );
}
