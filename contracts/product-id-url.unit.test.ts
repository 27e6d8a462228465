/** The product-<id> address (docs/specs/customer-area.md section 2). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productIdOfUrl, productIdUrl } from './product-id-url';

describe('product-<id> URLs', () => {
  it('names a product by its id, and reads the id back', () => {
    expect(productIdUrl(42)).toBe('product-42');
    expect(productIdOfUrl('product-42')).toBe(42);
    expect(productIdOfUrl('product-042')).toBe(42);
    for (const url of [
      'product-',
      'product-4a',
      'products-4',
      'product--4',
      'xproduct-4',
      'product-4 ',
    ])
      expect(productIdOfUrl(url)).toBeNull();
    expect(productIdOfUrl('product-99999999999999999999')).toBeNull();
  });

  it('reads back every id it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(productIdOfUrl(productIdUrl(id))).toBe(id);
      }),
    );
  });

  it('reads an id only from product- and digits', () => {
    fc.assert(
      fc.property(fc.string(), (url) => {
        const id = productIdOfUrl(url);
        if (id !== null) expect(url).toMatch(/^product-\d+$/);
        else if (/^product-\d{1,15}$/.test(url)) throw new Error(`${url} should name a product`);
      }),
    );
  });
});
