import { describe, expect, it } from 'vitest';
import { Upcasters } from './upcasters';

describe("the store's upcasters", () => {
  const upcasters = new Upcasters();
  const posted = { reviewId: 3, productId: 1, userId: 7, comment: 'Great', rating: 5 };

  it('reads a review posted before verified purchases were recorded as not verified', () => {
    expect(upcasters.upcast('ReviewPosted', 1, posted)).toEqual({
      ...posted,
      verifiedPurchase: false,
    });
  });

  it('writes new reviews at version 2 and leaves their verified flag as decided', () => {
    expect(upcasters.currentVersion('ReviewPosted')).toBe(2);
    const verified = { ...posted, verifiedPurchase: true };
    expect(upcasters.upcast('ReviewPosted', 2, verified)).toEqual(verified);
  });
});
