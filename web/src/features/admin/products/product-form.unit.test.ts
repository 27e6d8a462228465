/** The product dialogs' form rules (docs/specs/admin-area.md sections 2.4, 3 and 5) and the list's paging. */
import { describe, expect, it } from 'vitest';
import type { AdminProductDto } from '@contracts/responses';
import { NO_PURCHASE_LIMITS } from '@contracts/purchase-limits';
import { DEFAULT_PRODUCT_POLICY } from '@contracts/product-policy';
import {
  EMPTY_PRODUCT_FORM,
  addImageLine,
  makePrimaryAt,
  moveImage,
  parseImageLines,
  productToFormValues,
  removeImageAt,
  toProductRequest,
} from './product-form';
import { pageNumberWindow, searchProducts } from './product-list';

const filled = { ...EMPTY_PRODUCT_FORM, name: ' Netflix Premium ', price: '12.50' };

function bodyOf(values: typeof EMPTY_PRODUCT_FORM) {
  const result = toProductRequest(values);
  if (!('body' in result)) throw new Error(`unexpected errors ${JSON.stringify(result.errors)}`);
  return result.body;
}

describe('toProductRequest', () => {
  it('sends prices as numbers, integers as integers and the spec defaults', () => {
    const body = bodyOf({ ...filled, categoryId: '3', stock: '7', warrantyDays: '90' });
    expect(body).toMatchObject({
      name: 'Netflix Premium',
      price: 12.5,
      originalPrice: null,
      categoryId: 3,
      stock: 7,
      warrantyDays: 90,
      hasWarranty: true,
      sortOrderInCategory: 0,
      reviewRating: 4.5,
      deliveryType: 'manual',
      isActive: true,
      showOnHomepage: false,
    });
  });

  it('sends warrantyDays 0 when the warranty is off, whatever the days box holds', () => {
    expect(bodyOf({ ...filled, hasWarranty: false, warrantyDays: 'abc' }).warrantyDays).toBe(0);
  });

  it('sends originalPrice as a number when given and null when blank', () => {
    expect(bodyOf({ ...filled, originalPrice: '19.99' }).originalPrice).toBe(19.99);
    expect(bodyOf({ ...filled, originalPrice: '  ' }).originalPrice).toBeNull();
  });

  it('keeps the image lines in order, trimmed, without blank lines', () => {
    const body = bodyOf({ ...filled, images: ' /uploads/a.png \n\n https://cdn.example/b.jpg\n' });
    expect(body.productImages).toEqual(['/uploads/a.png', 'https://cdn.example/b.jpg']);
  });

  it('refuses an image line that is not an http(s) URL or an uploaded image, on the images field', () => {
    const result = toProductRequest({ ...filled, images: '/uploads/a.png\njavascript:alert(1)' });
    expect('errors' in result && result.errors).toEqual({
      images:
        'Image URL must start with https:// or http://, or be an image uploaded to the store (/uploads/...)',
    });
  });

  it('names each field that cannot be read', () => {
    const result = toProductRequest({
      ...EMPTY_PRODUCT_FORM,
      price: '12.505',
      originalPrice: 'free',
      stock: '-1',
      sortOrderInCategory: '1.5',
      reviewRating: '5.5',
    });
    expect('errors' in result && result.errors).toEqual({
      name: 'Product name is required',
      price: 'Enter a price in dollars, like 12.50',
      originalPrice: 'Enter a price in dollars, like 19.99, or leave it empty',
      stock: 'Enter a whole number, 0 or more',
      sortOrderInCategory: 'Enter a whole number',
      reviewRating: 'Enter a rating from 1 to 5',
    });
  });

  it('accepts review ratings from 1 to 5 in tenths and a blank rating as 4.5', () => {
    expect(bodyOf({ ...filled, reviewRating: '1' }).reviewRating).toBe(1);
    expect(bodyOf({ ...filled, reviewRating: '4.7' }).reviewRating).toBe(4.7);
    expect(bodyOf({ ...filled, reviewRating: '' }).reviewRating).toBe(4.5);
  });

  it('reads an edited product back to the same request', () => {
    const product = {
      id: 4,
      name: 'Office 2021',
      description: 'Lifetime',
      shortDescription: '[b]Retail[/b]',
      longDescription: 'Long',
      price: '29.00',
      originalPrice: '59.00',
      categoryId: 2,
      category: { id: 2, name: 'Software', customUrl: 'software' },
      stock: 3,
      deliveryType: 'automatic',
      productImages: ['/uploads/a.png', '/uploads/b.png'],
      hasWarranty: false,
      warrantyDays: 0,
      metaTitle: 'T',
      metaDescription: 'D',
      metaKeywords: 'K',
      productUrl: 'office-2021',
      customUrl: '',
      sortOrderInCategory: 2,
      showOnHomepage: true,
      reviewRating: 4.8,
      rating: 4.8,
      reviewCount: 0,
      isActive: false,
      createdAt: '2025-01-01T00:00:00Z',
      autoDeliveryStock: ['k1', 'k2', 'k3'],
      autoDeliveryStockMasked: false,
      stockVersion: 1,
      policy: DEFAULT_PRODUCT_POLICY,
      purchaseLimits: NO_PURCHASE_LIMITS,
    } satisfies AdminProductDto;
    expect(bodyOf(productToFormValues(product))).toEqual({
      name: 'Office 2021',
      categoryId: 2,
      description: 'Lifetime',
      shortDescription: '[b]Retail[/b]',
      longDescription: 'Long',
      price: 29,
      originalPrice: 59,
      stock: 3,
      deliveryType: 'automatic',
      productImages: ['/uploads/a.png', '/uploads/b.png'],
      hasWarranty: false,
      warrantyDays: 0,
      metaTitle: 'T',
      metaDescription: 'D',
      metaKeywords: 'K',
      productUrl: 'office-2021',
      customUrl: '',
      sortOrderInCategory: 2,
      reviewRating: 4.8,
      showOnHomepage: true,
      isActive: false,
    });
  });
});

describe('image list', () => {
  it('adds a pasted URL at the end once', () => {
    const text = addImageLine('/a.png', ' https://cdn.example/b.png ');
    expect(parseImageLines(text)).toEqual(['/a.png', 'https://cdn.example/b.png']);
    expect(addImageLine(text, '/a.png')).toBe(text);
    expect(addImageLine(text, '   ')).toBe(text);
  });

  it('removes, reorders and makes another image the primary one', () => {
    const images = ['/a.png', '/b.png', '/c.png'];
    expect(removeImageAt(images, 1)).toEqual(['/a.png', '/c.png']);
    expect(makePrimaryAt(images, 2)).toEqual(['/c.png', '/a.png', '/b.png']);
    expect(moveImage(images, 0, 1)).toEqual(['/b.png', '/a.png', '/c.png']);
    expect(moveImage(images, 0, -1)).toEqual(images);
  });
});

describe('product list', () => {
  const products = [
    { name: 'Netflix', description: 'Streaming', price: '12.50', category: { name: 'Streaming' } },
    { name: 'Windows 11', description: 'Licence', price: '14.99', category: null },
  ] as AdminProductDto[];

  it('searches name, description, category name and price', () => {
    expect(searchProducts(products, 'WINDOWS').map((p) => p.name)).toEqual(['Windows 11']);
    expect(searchProducts(products, 'licence').map((p) => p.name)).toEqual(['Windows 11']);
    expect(searchProducts(products, 'streaming').map((p) => p.name)).toEqual(['Netflix']);
    expect(searchProducts(products, '$14.9').map((p) => p.name)).toEqual(['Windows 11']);
    expect(searchProducts(products, ' ')).toHaveLength(2);
  });

  it('shows at most 5 page numbers around the current page', () => {
    expect(pageNumberWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumberWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumberWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageNumberWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageNumberWindow(1, 0)).toEqual([]);
  });
});
