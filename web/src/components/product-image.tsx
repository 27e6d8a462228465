/**
 * A product picture that hides itself when it fails to load, or is missing, and shows a fallback
 * icon tile chosen by category name instead (docs/specs/customer-area.md section 8, "Product image
 * load failure"; docs/specs/admin-area.md 2.17 "a fallback icon tile when the image is missing or
 * fails"). Only an address the store accepts for a product image (contracts/image-url.ts: http(s)
 * or the store's own images) reaches `src`; anything else, e.g. stored before the API refused it,
 * shows the tile.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { isProductImageUrl } from '@contracts/image-url';
import { CategoryNameIcon } from './category-icon';

interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  categoryName?: string | null;
  /** Applied to the frame; the image covers it. */
  sx?: SystemStyleObject<Theme>;
  loading?: 'lazy' | 'eager';
}

export function ProductImage({ src, alt, categoryName, sx, loading = 'lazy' }: ProductImageProps) {
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
        <CategoryNameIcon
          categoryName={categoryName}
          titleAccess={alt ? `${alt} (image unavailable)` : undefined}
          sx={{ fontSize: 56, color: 'primary.main', opacity: 0.55 }}
        />
      )}
    </Box>
  );
}
