/** The rating rule of cards and the product page (web/src/components/product-display.ts). */
import { describe, expect, it } from 'vitest';
import type { ProductDto } from '@contracts/responses';
import { displayRating, reviewCountText, shownRating } from './product-display';

const product = (figures: { rating: number; reviewRating: number; reviewCount: number }) =>
  ({ id: 1, name: 'Canva Pro', ...figures }) as unknown as ProductDto;

describe('shownRating', () => {
  it('shows no rating while a product has no approved review, whatever the store set', () => {
    expect(shownRating(product({ rating: 4.9, reviewRating: 4.9, reviewCount: 0 }))).toBeNull();
    expect(shownRating(product({ rating: 0, reviewRating: 0, reviewCount: 0 }))).toBeNull();
  });

  it('shows the average of the approved reviews with their count', () => {
    expect(shownRating(product({ rating: 4.3, reviewRating: 4.9, reviewCount: 4 }))).toEqual({
      average: 4.3,
      count: 4,
    });
    expect(shownRating(product({ rating: 1, reviewRating: 5, reviewCount: 1 }))).toEqual({
      average: 1,
      count: 1,
    });
  });

  it('keeps the average to one decimal and within 1-5 stars', () => {
    expect(shownRating(product({ rating: 4.66, reviewRating: 4.5, reviewCount: 3 }))).toEqual({
      average: 4.7,
      count: 3,
    });
    expect(shownRating(product({ rating: 7, reviewRating: 4.5, reviewCount: 2 }))?.average).toBe(5);
  });
});

describe('reviewCountText', () => {
  it('counts one review and several', () => {
    expect([0, 1, 2, 12].map(reviewCountText)).toEqual([
      '0 reviews',
      '1 review',
      '2 reviews',
      '12 reviews',
    ]);
  });
});

describe('displayRating', () => {
  it('orders products by their rating, the store’s reviewRating or the fallback', () => {
    expect(displayRating(product({ rating: 4.2, reviewRating: 5, reviewCount: 3 }), 4.5)).toBe(4.2);
    expect(displayRating(product({ rating: 0, reviewRating: 3.5, reviewCount: 0 }), 4.5)).toBe(3.5);
    expect(displayRating(product({ rating: 0, reviewRating: 0, reviewCount: 0 }), 4.5)).toBe(4.5);
  });
});
