/**
 * Review calls, named comments in the API: GET/POST /api/products/{id}/comments
 * (docs/specs/customer-area.md section 7) and the admin's GET /api/admin/comments?search=,
 * PUT/DELETE /api/admin/comments/{id} (docs/specs/admin-area.md section 7).
 */
import { Router } from 'express';
import { z } from 'zod';
import { commentModerationSchema, commentSchema } from '../../contracts/reviews';
import { idTextSchema } from '../../contracts/integers';
import { deleteReview } from '../../application/commands/delete-review';
import { moderateReview } from '../../application/commands/moderate-review';
import { postReview } from '../../application/commands/post-review';
import {
  findAdminComment,
  findComment,
  listAdminComments,
  listProductComments,
} from '../../projections/reviews/queries';
import { contextOf, settled } from '../http/command-context';
import { HttpError } from '../http/errors';
import { endpoints, idParams } from '../http/endpoint';
import { searchQuery } from '../http/validate';
import type { ApiServices } from '../services';

const endpoint = endpoints('Reviews');

/** The review (comment) routes; posting needs a session (401), moderation an admin (403). */
export function reviewsRouter(services: ApiServices): Router {
  const router = Router();
  const { pool } = services;

  router.get(
    '/products/:id/comments',
    endpoint(
      {
        access: 'public',
        summary: "A product's approved reviews, plus the caller's own pending ones",
        params: idParams,
        answer: {
          description:
            'The reviews (CommentDto in contracts/reviews.ts), each with `verifiedPurchase`: its author had received the product',
        },
      },
      async ({ params, session }, _req, res) => {
        res.json(await listProductComments(pool, params.id, session?.user.id ?? null));
      },
    ),
  );

  router.post(
    '/products/:productId/comments',
    endpoint(
      {
        access: 'customer',
        summary: 'Review a product (held for moderation)',
        params: z.object({ productId: idTextSchema }),
        body: commentSchema,
        answer: {
          status: 201,
          description:
            'The review posted, with `verifiedPurchase` true when the caller has a completed order of the product',
        },
        errors: { 404: 'No such product', 409: 'The product is already reviewed by the caller' },
      },
      async ({ params, body, session }, req, res) => {
        const { productId } = params;
        if (body.productId !== undefined && body.productId !== productId)
          throw new HttpError(400, 'productId does not match the product in the address');
        const { reviewId } = await settled(
          services,
          await postReview(
            services,
            { productId, userId: session.user.id, comment: body.comment, rating: body.rating },
            contextOf(req),
          ),
        );
        res.status(201).json(await findComment(pool, reviewId));
      },
    ),
  );

  router.get(
    '/admin/comments',
    endpoint(
      {
        access: 'admin',
        permission: 'content',
        summary: 'Every review, searched (docs/specs/admin-area.md 2.10)',
        query: searchQuery,
        answer: {
          description: 'The reviews, with product, full e-mail and `verifiedPurchase`',
        },
      },
      async ({ query }, _req, res) => {
        res.json(await listAdminComments(pool, query.search ?? ''));
      },
    ),
  );

  router.put(
    '/admin/comments/:id',
    endpoint(
      {
        access: 'admin',
        permission: 'content',
        summary: 'Approve, unapprove or edit a review',
        params: idParams,
        body: commentModerationSchema,
        answer: { description: 'The review changed' },
        errors: { 404: 'No such review' },
      },
      async ({ params, body }, req, res) => {
        await settled(
          services,
          await moderateReview(services, { reviewId: params.id, ...body }, contextOf(req)),
        );
        const comment = await findAdminComment(pool, params.id);
        if (!comment) throw new HttpError(404, 'Comment not found');
        res.json(comment);
      },
    ),
  );

  router.delete(
    '/admin/comments/:id',
    endpoint(
      {
        access: 'admin',
        permission: 'content',
        summary: 'Delete a review',
        params: idParams,
        answer: { description: '`{ success: true }`' },
        errors: { 404: 'No such review' },
      },
      async ({ params }, req, res) => {
        await settled(
          services,
          await deleteReview(services, { reviewId: params.id }, contextOf(req)),
        );
        res.json({ success: true });
      },
    ),
  );

  return router;
}
