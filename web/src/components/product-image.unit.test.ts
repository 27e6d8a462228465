/** ProductImage puts only an accepted product image address into `src` (contracts/image-url.ts). */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image';

/** The tile's colours are CSS theme variables, as in the app's theme (app/theme.ts). */
const theme = createTheme({ cssVariables: true });

const markup = (src: string) =>
  renderToStaticMarkup(
    createElement(
      ThemeProvider,
      { theme },
      createElement(ProductImage, { src, alt: 'Key', categoryName: 'Software' }),
    ),
  );

describe('ProductImage', () => {
  it('renders http(s) and store images', () => {
    for (const src of ['https://cdn.example.com/a.png', '/uploads/abc.png'])
      expect(markup(src), src).toMatch(new RegExp(`<img [^>]*src="${src}"`));
  });

  it('shows the fallback tile, never an <img>, for any other address', () => {
    for (const src of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '//evil.example/a.png',
    ]) {
      const html = markup(src);
      expect(html, src).not.toContain('<img');
      expect(html, src).toContain('Key (image unavailable)');
    }
  });
});
