/**
 * Below the product page's tabs (docs/specs/customer-area.md sections 2 and 9): You May Also Like,
 * 4 random other products from GET /api/products (asked for once the sections near the screen)
 * linking to /category/{category customUrl or uncategorized}/{customUrl or product-{id}}; and
 * Similar Products, up to 3 others of the same category from GET
 * /api/products/category/{categoryId}. A section with nothing to show, or whose call fails, is left
 * out: recommendations never break the page.
 */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ProductDto } from '@contracts/responses';
import { useProducts } from '@/api/get-products';
import { ProductCard } from '@/components/product-card';
import { paths } from '@/config/paths';
import { useNearViewport } from '@/lib/use-near-viewport';
import { useSimilarProducts } from '../api/get-similar-products';
import { ProductGridSkeleton } from './product-grid';

/** Random recommendations shown (docs/specs/customer-area.md section 9). */
const RECOMMENDATIONS_COUNT = 4;
/** Similar products shown (docs/specs/customer-area.md section 9). */
const SIMILAR_PRODUCTS_COUNT = 3;

/** A deterministic pseudo-random sequence in [0, 1) from a seed (mulberry32). */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` products other than `excludeId`, picked at random by `seed` (Fisher-Yates). */
function pickRandom(
  products: readonly ProductDto[],
  excludeId: number,
  count: number,
  seed: number,
): ProductDto[] {
  const pool = products.filter((product) => product.id !== excludeId);
  const random = randomFrom(seed);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

function Section({
  id,
  title,
  products,
  isPending,
  skeletons,
  hrefOf,
}: {
  id: string;
  title: string;
  products: readonly ProductDto[];
  isPending: boolean;
  skeletons: number;
  hrefOf?: (product: ProductDto) => string;
}) {
  if (!isPending && products.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 6 }}>
      <Typography id={id} variant="h5" component="h2" sx={{ fontWeight: 800, mb: 2.5 }}>
        {title}
      </Typography>
      {isPending ? (
        <ProductGridSkeleton count={skeletons} label={`Loading ${title}`} />
      ) : (
        <Grid container spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {products.map((product) => (
            <Grid key={product.id} size={{ xs: 12, sm: 6, md: 3 }} component="li">
              <ProductCard product={product} href={hrefOf?.(product)} />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}

export function Recommendations({ product }: { product: ProductDto }) {
  // Every product is a large answer: asked for only when the sections come near the screen.
  const [sectionsRef, near] = useNearViewport();
  const all = useProducts({ enabled: near });
  const similar = useSimilarProducts(product.categoryId);
  // A new random pick each time the page opens, stable while it stays open.
  const [seed] = useState(() => Math.floor(Math.random() * 2 ** 32));
  const recommended = useMemo(
    () => (all.data ? pickRandom(all.data, product.id, RECOMMENDATIONS_COUNT, seed) : []),
    [all.data, product.id, seed],
  );
  const similarShown = (similar.data ?? [])
    .filter((candidate) => candidate.id !== product.id)
    .slice(0, SIMILAR_PRODUCTS_COUNT);

  return (
    <Box ref={sectionsRef}>
      <Section
        id="you-may-also-like"
        title="You May Also Like"
        products={recommended}
        isPending={all.isPending}
        skeletons={RECOMMENDATIONS_COUNT}
        hrefOf={paths.recommendedProduct}
      />
      {product.categoryId !== null && (
        <Section
          id="similar-products"
          title="Similar Products"
          products={similarShown}
          isPending={similar.isPending}
          skeletons={SIMILAR_PRODUCTS_COUNT}
        />
      )}
    </Box>
  );
}
