/**
 * The reviews read model (comments in the API): one row per live review (with whether its author
 * had bought the product, as the review's event records), and per product the
 * count and sum of approved ratings, kept right through approve, unapprove, edit and delete
 * (docs/specs/customer-area.md section 7; docs/specs/admin-area.md sections 2.10, 4).
 */
import type { ReviewEvent } from '../../domain/review/review';
import { defineProjection, type SetBuild } from '../projection';

const reviewIdOf = (streamId: string) => Number(streamId.slice('review-'.length));

type ReviewRow = {
  id: number;
  product_id: number;
  user_id: number;
  comment: string;
  rating: number;
  verified_purchase: boolean;
  is_approved: boolean;
  created_at: Date;
  updated_at: Date;
};

/**
 * The set-based build: each live review and each product's approved count and rating sum folded
 * in memory as the handlers below write them (a product's sums row stays once made).
 */
function buildReviews(): SetBuild<ReviewEvent> {
  const reviews = new Map<number, ReviewRow>();
  const ratings = new Map<
    number,
    { product_id: number; approved_count: number; rating_sum: number }
  >();
  /** Adds `sign` times the review to its product's sums (a new row only when adding). */
  const count = (review: ReviewRow, sign: 1 | -1) => {
    const sums = ratings.get(review.product_id);
    if (sums) {
      sums.approved_count += sign;
      sums.rating_sum += sign * review.rating;
    } else if (sign === 1)
      ratings.set(review.product_id, {
        product_id: review.product_id,
        approved_count: 1,
        rating_sum: review.rating,
      });
  };
  return {
    rows: () => ({ reviews: reviews.values(), product_ratings: ratings.values() }),
    folds: {
      ReviewPosted: (data, event) => {
        reviews.set(data.reviewId, {
          id: data.reviewId,
          product_id: data.productId,
          user_id: data.userId,
          comment: data.comment,
          rating: data.rating,
          verified_purchase: data.verifiedPurchase,
          is_approved: false,
          created_at: event.recordedAt,
          updated_at: event.recordedAt,
        });
      },
      ReviewApproved: (_data, event) => {
        const review = reviews.get(reviewIdOf(event.streamId));
        if (!review || review.is_approved) return;
        Object.assign(review, { is_approved: true, updated_at: event.recordedAt });
        count(review, 1);
      },
      ReviewUnapproved: (_data, event) => {
        const review = reviews.get(reviewIdOf(event.streamId));
        if (!review?.is_approved) return;
        Object.assign(review, { is_approved: false, updated_at: event.recordedAt });
        count(review, -1);
      },
      ReviewEdited: (data, event) => {
        const review = reviews.get(reviewIdOf(event.streamId));
        if (review) Object.assign(review, { comment: data.comment, updated_at: event.recordedAt });
      },
      ReviewDeleted: (data) => {
        const review = reviews.get(data.reviewId);
        if (!review) return;
        reviews.delete(data.reviewId);
        if (review.is_approved) count(review, -1);
      },
    },
  };
}

export const reviewsProjection = defineProjection<ReviewEvent>({
  name: 'reviews',
  tables: ['product_ratings', 'reviews'],
  writesOnly: true,
  setBuild: buildReviews,
  handlers: {
    ReviewPosted: async (client, data, event) => {
      await client.query(
        `INSERT INTO reviews (id, product_id, user_id, comment, rating, verified_purchase, is_approved, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, false, $7, $7)`,
        [
          data.reviewId,
          data.productId,
          data.userId,
          data.comment,
          data.rating,
          data.verifiedPurchase,
          event.recordedAt,
        ],
      );
    },
    ReviewApproved: async (client, _data, event) => {
      await client.query(
        `WITH changed AS (
           UPDATE reviews SET is_approved = true, updated_at = $2 WHERE id = $1 AND NOT is_approved
           RETURNING product_id, rating)
         INSERT INTO product_ratings (product_id, approved_count, rating_sum)
         SELECT product_id, 1, rating FROM changed
         ON CONFLICT (product_id) DO UPDATE SET approved_count = product_ratings.approved_count + 1,
           rating_sum = product_ratings.rating_sum + excluded.rating_sum`,
        [reviewIdOf(event.streamId), event.recordedAt],
      );
    },
    ReviewUnapproved: async (client, _data, event) => {
      await client.query(
        `WITH changed AS (
           UPDATE reviews SET is_approved = false, updated_at = $2 WHERE id = $1 AND is_approved
           RETURNING product_id, rating)
         UPDATE product_ratings r SET approved_count = r.approved_count - 1, rating_sum = r.rating_sum - c.rating
           FROM changed c WHERE r.product_id = c.product_id`,
        [reviewIdOf(event.streamId), event.recordedAt],
      );
    },
    ReviewEdited: async (client, data, event) => {
      await client.query('UPDATE reviews SET comment = $2, updated_at = $3 WHERE id = $1', [
        reviewIdOf(event.streamId),
        data.comment,
        event.recordedAt,
      ]);
    },
    ReviewDeleted: async (client, data) => {
      await client.query(
        `WITH gone AS (DELETE FROM reviews WHERE id = $1 RETURNING product_id, rating, is_approved)
         UPDATE product_ratings r SET approved_count = r.approved_count - 1, rating_sum = r.rating_sum - g.rating
           FROM gone g WHERE r.product_id = g.product_id AND g.is_approved`,
        [data.reviewId],
      );
    },
  },
});
