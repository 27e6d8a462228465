/**
 * A product picture, or the product's tile when it has none (components/product-art.ts): the
 * category's icon and the facts of its name (platform, region, duration) on an accent-tinted
 * ground, in text of 12 px or more; below 120 px of width the tile keeps only the icon. A picture
 * that fails to load or is missing shows the tile too (docs/specs/customer-area.md section 8,
 * "Product image load failure"; docs/specs/admin-area.md 2.17 "a fallback icon tile when the
 * image is missing or fails"). Only an address the store accepts for a product image
 * (contracts/image-url.ts: http(s) or the store's own images) reaches `src`; anything else, e.g.
 * stored before the API refused it, shows the tile.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { isProductImageUrl } from '@contracts/image-url';
import { CategoryNameIcon } from './category-icon';

interface ProductImageProps {
  /** The picture; null or undefined draws the tile. */
  src: string | null | undefined;
  alt: string;
  categoryName?: string | null | undefined;
  /** The tile's facts (productArt(product).facts); none when omitted. */
  facts?: readonly string[];
  /** Applied to the frame; the image covers it. */
  sx?: SystemStyleObject<Theme>;
  loading?: 'lazy' | 'eager';
}

/**
 * Content width under which the tile shows its icon alone: the facts wrap, and the longest one
 * ("Lifetime", "Steam Global") needs about 120 px at 12 px. A phone's two-column grid leaves its
 * tiles some 145 px.
 */
const FACTS_MIN_WIDTH_PX = 120;

export function ProductImage({
  src,
  alt,
  categoryName,
  facts = [],
  sx,
  loading = 'lazy',
}: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && isProductImageUrl(src ?? '') && failedSrc !== src;
  return (
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        ...sx,
      }}
    >
      {showImage && src ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          loading={loading}
          onError={() => setFailedSrc(src)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <ProductTile
          categoryName={categoryName}
          facts={facts}
          label={alt && src ? `${alt} (image unavailable)` : alt}
        />
      )}
    </Box>
  );
}

/** The tile: an image named `label` (decorative when empty) drawn from the category and facts. */
function ProductTile({
  categoryName,
  facts,
  label,
}: {
  categoryName: string | null | undefined;
  facts: readonly string[];
  label: string;
}) {
  return (
    <Box
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      data-testid="product-tile"
      sx={(theme) => ({
        containerType: 'inline-size',
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        p: 1.5,
        background: `linear-gradient(135deg, ${theme.alpha(theme.vars.palette.primary.main, 0.18)} 0%, ${theme.alpha(theme.vars.palette.primary.main, 0.04)} 100%)`,
      })}
    >
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 'clamp(40px, 30cqi, 104px)',
          aspectRatio: '1',
          borderRadius: 2,
          bgcolor: 'background.paper',
          color: 'primary.main',
          boxShadow: 1,
        }}
      >
        <CategoryNameIcon
          categoryName={categoryName}
          sx={{ fontSize: 'clamp(24px, 17cqi, 60px)' }}
        />
      </Box>
      {facts.length > 0 && (
        <Box
          component="ul"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: 0.75,
            listStyle: 'none',
            m: 0,
            p: 0,
            [`@container (max-width: ${FACTS_MIN_WIDTH_PX - 1}px)`]: { display: 'none' },
          }}
        >
          {facts.map((fact) => (
            <Box
              key={fact}
              component="li"
              sx={{
                typography: 'caption',
                fontWeight: 700,
                lineHeight: 1.5,
                px: 1,
                py: 0.25,
                borderRadius: 5,
                bgcolor: 'background.paper',
                color: 'text.primary',
                border: 1,
                borderColor: 'divider',
                whiteSpace: 'nowrap',
              }}
            >
              {fact}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
