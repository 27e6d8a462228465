/**
 * A product picture that hides itself when it fails to load and shows a fallback icon instead
 * (customer-area.md section 8, "Product image load failure").
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
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
  const showImage = Boolean(src) && failedSrc !== src;
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
          aria-label={`${alt} (image unavailable)`}
          sx={{ fontSize: 56, color: 'text.disabled' }}
        />
      )}
    </Box>
  );
}
