import { describe, it } from 'vitest';
import { DeciderSpecification, stream, streams } from '../../test/support/decider-specification';
import {
  evolveProduct,
  initialProduct,
  type ProductDetails,
  type ProductEvent,
} from '../catalogue/product';
import { evolveOrder, initialOrder, type OrderEvent } from '../order/order';
import {
  evolveReservation,
  initialReservation,
  type ReservationEvent,
} from '../reservation/reservation';
import { deleteReview, moderateReview, postReview, type PostReview } from './decide-review';
import { evolveReview, initialReview, type ReviewEvent } from './review';

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
const productCreated = (overrides: Partial<ProductDetails> = {}): ProductEvent => ({
  type: 'ProductCreated',
  data: { productId: 2, ...productDetails, ...overrides },
});
const posted: ReviewEvent = {
  type: 'ReviewPosted',
  data: {
    reviewId: 9,
    productId: 2,
    userId: 3,
    comment: 'Works great',
    rating: 4,
    verifiedPurchase: false,
  },
};
const placed = (overrides: { orderId?: number; userId?: number; productId?: number } = {}) =>
  ({
    type: 'OrderPlaced',
    data: {
      orderId: 40,
      orderNumber: 'KM-000040',
      userId: 3,
      productId: 2,
      productName: 'Canva Pro',
      quantity: 1,
      unitPriceCents: 999,
      totalCents: 999,
      couponCode: null,
      deliveryType: 'automatic',
      warrantyDays: 30,
      placedAt: '2026-01-05T10:00:00.000Z',
      ...overrides,
    },
  }) satisfies OrderEvent;
const delivered: OrderEvent = { type: 'OrderDelivered', data: { deliveredItem: 'KEY-1' } };
const cancelled: OrderEvent = {
  type: 'OrderStatusChanged',
  data: { status: 'cancelled', deliveredItem: null },
};
const approved: ReviewEvent = { type: 'ReviewApproved', data: { reviewId: 9 } };
const deleted: ReviewEvent = { type: 'ReviewDeleted', data: { reviewId: 9 } };
const heldBy = (owner: string): ReservationEvent => ({ type: 'ValueReserved', data: { owner } });

const review = stream(evolveReview, initialReview);
const reservation = stream(evolveReservation, initialReservation);
const post = DeciderSpecification.for({
  decide: postReview,
  given: streams({
    review,
    product: stream(evolveProduct, initialProduct),
    reservation,
    orders: (histories: OrderEvent[][] = []) =>
      histories.map((events) => events.reduce(evolveOrder, initialOrder)),
  }),
});
const moderate = DeciderSpecification.for({
  decide: moderateReview,
  evolve: evolveReview,
  initialState: initialReview,
});
const remove = DeciderSpecification.for({
  decide: (_: void, state: Parameters<typeof deleteReview>[0]) => deleteReview(state),
  given: streams({ review, reservation }),
});
const posting = (command: Partial<PostReview> = {}): PostReview => ({
  reviewId: 9,
  productId: 2,
  userId: 3,
  comment: 'Works great',
  rating: 4,
  ...command,
});

describe('PostReview', () => {
  it('posts a pending review with the trimmed text and reserves the customer-product pair', () => {
    post
      .given({ product: [productCreated()] })
      .when(posting({ comment: '  Works great  ' }))
      .then({ reservation: [heldBy('review-9')], review: [posted] });
    post
      .given({ review: [posted] })
      .thenState({ review: { status: 'existing', isApproved: false } });
  });

  it('marks the review a verified purchase when the customer has a completed order of the product', () => {
    const verified = { ...posted, data: { ...posted.data, verifiedPurchase: true } };
    post
      .given({ product: [productCreated()], orders: [[placed(), delivered]] })
      .when(posting())
      .then({ reservation: [heldBy('review-9')], review: [verified] });
    post
      .given({
        product: [productCreated()],
        orders: [[placed({ orderId: 41 })], [placed(), delivered]],
      })
      .when(posting())
      .then({ reservation: [heldBy('review-9')], review: [verified] });
    post.given({ review: [verified] }).thenState({ review: { verifiedPurchase: true } });
  });

  it('still accepts a review by a customer who never bought the product, unmarked', () => {
    for (const orders of [
      [],
      // Not delivered yet, or delivered and then cancelled (refunded).
      [[placed()]],
      [[placed(), delivered, cancelled]],
      // Another customer's order, or the customer's order of another product.
      [[placed({ userId: 4 }), delivered]],
      [[placed({ productId: 5 }), delivered]],
    ])
      post
        .given({ product: [productCreated()], orders })
        .when(posting())
        .then({ reservation: [heldBy('review-9')], review: [posted] });
  });

  it('refuses a second review of the product by the same customer', () => {
    post
      .given({ product: [productCreated()], reservation: [heldBy('review-9')] })
      .when(posting({ reviewId: 10 }))
      .thenThrows('conflict', 'You have already reviewed this product');
  });

  it('refuses a blank comment and a rating outside 1-5', () => {
    post
      .given({ product: [productCreated()] })
      .when(posting({ comment: ' \n ' }))
      .thenThrows('validation', 'Comment is required');
    for (const rating of [0, 6, 4.5]) {
      post
        .given({ product: [productCreated()] })
        .when(posting({ rating }))
        .thenThrows('validation', 'Rating must be a whole number from 1 to 5');
    }
  });

  it('refuses a missing, inactive or deleted product', () => {
    for (const product of [
      [],
      [productCreated({ isActive: false })],
      [productCreated(), { type: 'ProductDeleted', data: { productId: 2 } } as const],
    ])
      post.given({ product }).when(posting()).thenThrows('not_found', 'Product not found');
  });
});

describe('ModerateReview', () => {
  it('approves and unapproves, appending nothing when the state is already the one asked for', () => {
    moderate.given([posted]).when({ isApproved: true }).then([approved]);
    moderate.given([posted, approved]).when({ isApproved: true }).then([]);
    moderate
      .given([posted, approved])
      .when({ isApproved: false })
      .then([{ type: 'ReviewUnapproved', data: { reviewId: 9 } }]);
    moderate.given([posted]).when({ isApproved: false }).then([]);
  });

  it('edits the text, trimmed, and refuses a blank one', () => {
    moderate
      .given([posted])
      .when({ comment: ' Fast delivery ' })
      .then([{ type: 'ReviewEdited', data: { comment: 'Fast delivery' } }]);
    moderate
      .given([posted])
      .when({ comment: '   ' })
      .thenThrows('validation', 'Comment is required');
  });

  it('edits and approves in one go', () => {
    moderate
      .given([posted])
      .when({ comment: 'Edited', isApproved: true })
      .then([{ type: 'ReviewEdited', data: { comment: 'Edited' } }, approved]);
  });

  it('does not find a review never posted or deleted', () => {
    for (const events of [[], [posted, deleted]])
      moderate
        .given(events)
        .when({ isApproved: true })
        .thenThrows('not_found', 'Comment not found');
  });
});

describe('DeleteReview', () => {
  it('deletes the review and frees the pair so the customer may review again', () => {
    remove
      .given({ review: [posted, approved], reservation: [heldBy('review-9')] })
      .when()
      .then({
        reservation: [{ type: 'ValueReleased', data: { owner: 'review-9' } }],
        review: [deleted],
      });
    post
      .given({
        product: [productCreated()],
        reservation: [heldBy('review-9'), { type: 'ValueReleased', data: { owner: 'review-9' } }],
      })
      .when(posting({ reviewId: 11 }))
      .then({
        reservation: [heldBy('review-11')],
        review: [{ ...posted, data: { ...posted.data, reviewId: 11 } }],
      });
  });

  it('does not delete a review twice', () => {
    remove
      .given({ review: [posted, deleted] })
      .when()
      .thenThrows('not_found', 'Comment not found');
  });
});
