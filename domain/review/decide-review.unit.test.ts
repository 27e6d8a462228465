import { describe, expect, it } from 'vitest';
import {
  evolveProduct,
  initialProduct,
  type ProductDetails,
  type ProductEvent,
} from '../catalogue/product';
import {
  evolveReservation,
  initialReservation,
  type ReservationEvent,
} from '../reservation/reservation';
import { fold } from '../shared/event';
import { deleteReview, moderateReview, postReview, type PostReview } from './decide-review';
import { evolveReview, initialReview, type ReviewEvent } from './review';
import { expectDomainError } from '../shared/expect-domain-error';

const productDetails: ProductDetails = {
  name: 'Canva Pro',
  description: '',
  shortDescription: '',
  longDescription: '',
  priceCents: 999,
  originalPriceCents: null,
  categoryId: 1,
  deliveryType: 'manual',
  productImages: [],
  warrantyDays: 30,
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
  productUrl: 'canva-pro',
  customUrl: '',
  sortOrderInCategory: 0,
  showOnHomepage: false,
  reviewRating: 4.5,
  isActive: true,
  manualStock: 1,
};
const product = (...events: ProductEvent[]) => fold(events, evolveProduct, initialProduct);
const productCreated = (overrides: Partial<ProductDetails> = {}): ProductEvent => ({
  type: 'ProductCreated',
  data: { productId: 2, ...productDetails, ...overrides },
});
const review = (...events: ReviewEvent[]) => fold(events, evolveReview, initialReview);
const reservation = (...events: ReservationEvent[]) =>
  fold(events, evolveReservation, initialReservation);
const posted: ReviewEvent = {
  type: 'ReviewPosted',
  data: { reviewId: 9, productId: 2, userId: 3, comment: 'Works great', rating: 4 },
};
const approved: ReviewEvent = { type: 'ReviewApproved', data: { reviewId: 9 } };

const post = (
  command: Partial<PostReview>,
  productEvents = [productCreated()],
  held = reservation(),
) =>
  postReview(
    { reviewId: 9, productId: 2, userId: 3, comment: 'Works great', rating: 4, ...command },
    { review: review(), product: product(...productEvents), reservation: held },
  );

describe('PostReview', () => {
  it('posts a pending review with the trimmed text and reserves the customer-product pair', () => {
    const events = post({ comment: '  Works great  ' });
    expect(events).toEqual({
      reservation: [{ type: 'ValueReserved', data: { owner: 'review-9' } }],
      review: [posted],
    });
    const after = review(...events.review);
    expect(after.status === 'existing' && after.isApproved).toBe(false);
  });

  it('refuses a second review of the product by the same customer', () => {
    expectDomainError(
      () =>
        post(
          { reviewId: 10 },
          [productCreated()],
          reservation({ type: 'ValueReserved', data: { owner: 'review-9' } }),
        ),
      'conflict',
      'You have already reviewed this product',
    );
  });

  it('refuses a blank comment and a rating outside 1-5', () => {
    expectDomainError(() => post({ comment: ' \n ' }), 'validation', 'Comment is required');
    for (const rating of [0, 6, 4.5]) {
      expectDomainError(
        () => post({ rating }),
        'validation',
        'Rating must be a whole number from 1 to 5',
      );
    }
  });

  it('refuses a missing, inactive or deleted product', () => {
    expectDomainError(() => post({}, []), 'not_found', 'Product not found');
    expectDomainError(
      () => post({}, [productCreated({ isActive: false })]),
      'not_found',
      'Product not found',
    );
    expectDomainError(
      () => post({}, [productCreated(), { type: 'ProductDeleted', data: { productId: 2 } }]),
      'not_found',
      'Product not found',
    );
  });
});

describe('ModerateReview', () => {
  it('approves and unapproves, appending nothing when the state is already the one asked for', () => {
    expect(moderateReview({ isApproved: true }, review(posted))).toEqual([approved]);
    expect(moderateReview({ isApproved: true }, review(posted, approved))).toEqual([]);
    expect(moderateReview({ isApproved: false }, review(posted, approved))).toEqual([
      { type: 'ReviewUnapproved', data: { reviewId: 9 } },
    ]);
    expect(moderateReview({ isApproved: false }, review(posted))).toEqual([]);
  });

  it('edits the text, trimmed, and refuses a blank one', () => {
    expect(moderateReview({ comment: ' Fast delivery ' }, review(posted))).toEqual([
      { type: 'ReviewEdited', data: { comment: 'Fast delivery' } },
    ]);
    expectDomainError(
      () => moderateReview({ comment: '   ' }, review(posted)),
      'validation',
      'Comment is required',
    );
  });

  it('edits and approves in one go', () => {
    expect(moderateReview({ comment: 'Edited', isApproved: true }, review(posted))).toEqual([
      { type: 'ReviewEdited', data: { comment: 'Edited' } },
      approved,
    ]);
  });

  it('does not find a review never posted or deleted', () => {
    expectDomainError(
      () => moderateReview({ isApproved: true }, review()),
      'not_found',
      'Comment not found',
    );
    expectDomainError(
      () =>
        moderateReview(
          { isApproved: true },
          review(posted, { type: 'ReviewDeleted', data: { reviewId: 9 } }),
        ),
      'not_found',
      'Comment not found',
    );
  });
});

describe('DeleteReview', () => {
  it('deletes the review and frees the pair so the customer may review again', () => {
    const held = reservation({ type: 'ValueReserved', data: { owner: 'review-9' } });
    const events = deleteReview({ review: review(posted, approved), reservation: held });
    expect(events).toEqual({
      reservation: [{ type: 'ValueReleased', data: { owner: 'review-9' } }],
      review: [{ type: 'ReviewDeleted', data: { reviewId: 9 } }],
    });
    const freed = reservation(
      { type: 'ValueReserved', data: { owner: 'review-9' } },
      ...events.reservation,
    );
    expect(post({ reviewId: 11 }, [productCreated()], freed).review).toHaveLength(1);
  });

  it('does not delete a review twice', () => {
    const deleted = review(posted, { type: 'ReviewDeleted', data: { reviewId: 9 } });
    expectDomainError(
      () => deleteReview({ review: deleted, reservation: reservation() }),
      'not_found',
      'Comment not found',
    );
  });
});
