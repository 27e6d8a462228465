/**
 * Product image gallery (docs/specs/customer-area.md section 2, Product page): the first image
 * large and up to 3 more small; choosing a small one shows it large. A product without pictures of
 * its own shows its tile (components/product-art.ts).
 */
import { useState } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { productArt } from '@/components/product-art';
import { ProductImage } from '@/components/product-image';

/** Small images shown under the main one. */
const MAX_THUMBNAILS = 3;

export function ProductGallery({
  images,
  name,
  categoryName,
}: {
  images: readonly string[];
  name: string;
  categoryName?: string | null | undefined;
}) {
  const art = productArt({ name, productImages: images });
  const shown = art.images.slice(0, MAX_THUMBNAILS + 1);
  const [selected, setSelected] = useState(0);
  const main = shown[selected] ?? shown[0];

  return (
    <Stack spacing={1.5}>
      <ProductImage
        src={main}
        alt={name}
        categoryName={categoryName}
        facts={art.facts}
        loading="eager"
        sx={{ aspectRatio: '4 / 3', borderRadius: 2, border: 1, borderColor: 'divider' }}
      />
      {shown.length > 1 && (
        <Stack direction="row" spacing={1.5}>
          {shown.map((src, index) => (
            <ButtonBase
              key={`${src}-${index}`}
              onClick={() => setSelected(index)}
              aria-label={`Show image ${index + 1} of ${name}`}
              aria-pressed={index === selected}
              sx={{
                width: 84,
                borderRadius: 1.5,
                overflow: 'hidden',
                border: 2,
                borderColor: index === selected ? 'primary.main' : 'transparent',
              }}
            >
              <ProductImage
                src={src}
                alt=""
                categoryName={categoryName}
                sx={{ aspectRatio: '4 / 3', width: '100%' }}
              />
            </ButtonBase>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
