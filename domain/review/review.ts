/**
 * The review aggregate (stream `review-<id>`), called a comment in the API: a customer's rating
 * (1-5 whole stars) and text on a product. New reviews are pending; an admin approves, unapproves,
 * edits or deletes them. One review per customer per product, held by a reservation in the
 * namespace `product-review` (value `<productId>-<userId>`). A review records whether its author
 * had bought the product when posting it (a verified purchase), so every reader and every rebuild
 * gives the same answer. Source: docs/specs/customer-area.md
 * sections 3, 4, 5; docs/specs/admin-area.md sections 2.10, 3, 4.
 */
import type { Event } from '../shared/event';

export interface ReviewPostedData {
  reviewId: number;
  productId: number;
  userId: number;
  /** Trimmed, non-blank. */
  comment: string;
  /** Whole stars, 1-5. */
  rating: number;
  /**
   * The author had a completed (delivered, not cancelled) order of the product when posting.
   * Events written before the flag existed read as false (application/event-store/upcasters.ts).
   */
  verifiedPurchase: boolean;
}

export type ReviewEvent =
  | Event<'ReviewPosted', ReviewPostedData>
  | Event<'ReviewApproved', { reviewId: number }>
  | Event<'ReviewUnapproved', { reviewId: number }>
  | Event<'ReviewEdited', { comment: string }>
  | Event<'ReviewDeleted', { reviewId: number }>;

export type Review =
  { status: 'none' } | (ReviewPostedData & { status: 'existing' | 'deleted'; isApproved: boolean });

export const initialReview: Review = { status: 'none' };

export const reviewStream = (reviewId: number) => `review-${reviewId}`;

/** The namespace of the one-review-per-customer-per-product reservations. */
export const REVIEW_NAMESPACE = 'product-review';

/** The reserved value for `userId`'s review of `productId`. */
export const reviewKey = (productId: number, userId: number) => `${productId}-${userId}`;

/** The owner recorded in the reservation. */
export const reviewOwner = (reviewId: number) => `review-${reviewId}`;

export function evolveReview(state: Review, event: ReviewEvent): Review {
  if (event.type === 'ReviewPosted')
    return { ...event.data, status: 'existing', isApproved: false };
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'ReviewApproved':
      return { ...state, isApproved: true };
    case 'ReviewUnapproved':
      return { ...state, isApproved: false };
    case 'ReviewEdited':
      return { ...state, comment: event.data.comment };
    case 'ReviewDeleted':
      return { ...state, status: 'deleted' };
  }
}
