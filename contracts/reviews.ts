/**
 * Reviews, called comments in the API (docs/specs/customer-area.md sections 3, 5, 7;
 * docs/specs/admin-area.md 2.10).
 */
import { z } from 'zod';
import { idSchema, integer } from './integers';

/**
 * POST /api/products/{productId}/comments: comment non-blank after trimming; rating 1-5, default 5.
 */
export const commentSchema = z.object({
  productId: idSchema.optional(),
  comment: z.string().trim().min(1, { message: 'Comment is required' }).max(5000),
  rating: integer({ min: 1, max: 5 }).default(5),
});

/** PUT /api/admin/comments/{id}: approve/unapprove or edit the text. */
export const commentModerationSchema = z
  .object({
    isApproved: z.boolean().optional(),
    comment: z.string().trim().min(1, { message: 'Comment is required' }).max(5000).optional(),
  })
  .refine((value) => value.isApproved !== undefined || value.comment !== undefined, {
    message: 'Nothing to change: send isApproved or comment',
  });

/**
 * A review. The public list holds approved reviews plus, for their author, their own pending
 * ones (`isApproved: false`, shown as awaiting moderation).
 */
export interface CommentDto {
  id: number;
  productId: number;
  comment: string;
  /** Whole stars 1-5. */
  rating: number;
  isApproved: boolean;
  /**
   * The author had received the product (a completed order of it) when posting the review; the
   * store shows "Verified purchase" on such reviews only.
   */
  verifiedPurchase: boolean;
  createdAt: string;
  user: { email: string };
  /** Admin lists only. */
  product?: { id: number; name: string };
}
