/**
 * Review calls, named comments in the API: GET/POST /api/products/{id}/comments
 * (customer-area.md section 7) and the admin's GET /api/admin/comments?search=,
 * PUT/DELETE /api/admin/comments/{id} (admin-area.md section 7).
 */
import { Router } from 'express';
import { commentModerationSchema, commentSchema } from '../../contracts/reviews';
import { deleteReview } from '../../application/commands/delete-review';
import { moderateReview } from '../../application/commands/moderate-review';
import { postReview } from '../../application/commands/post-review';
import {
  findAdminComment,
  findComment,
  listAdminComments,
  listProductComments,
} from '../../projections/reviews/queries';
import { requireAdmin, requireSession } from '../auth/session';
import { contextOf, settled } from '../http/command-context';
import { HttpError } from '../http/errors';
import { parseBody, parseId, textParam } from '../http/validate';
import type { ApiServices } from '../services';

const searchSchema = textParam(200).optional();

/** The review (comment) routes; posting needs a session (401), moderation an admin (403). */
export function reviewsRouter(services: ApiServices): Router {
  const router = Router();
  const { pool } = services;

  router.get('/products/:id/comments', async (req, res) => {
    const productId = parseId(req);
    res.json(await listProductComments(pool, productId, req.session?.user.id ?? null));
  });

  router.post('/products/:productId/comments', async (req, res) => {
    const session = requireSession(req);
    const productId = parseId(req, 'productId');
    const body = parseBody(commentSchema, req);
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
  });

  router.get('/admin/comments', async (req, res) => {
    requireAdmin(req);
    res.json(await listAdminComments(pool, searchSchema.parse(req.query.search) ?? ''));
  });

  router.put('/admin/comments/:id', async (req, res) => {
    requireAdmin(req);
    const reviewId = parseId(req);
    const body = parseBody(commentModerationSchema, req);
    await settled(services, await moderateReview(services, { reviewId, ...body }, contextOf(req)));
    const comment = await findAdminComment(pool, reviewId);
    if (!comment) throw new HttpError(404, 'Comment not found');
    res.json(comment);
  });

  router.delete('/admin/comments/:id', async (req, res) => {
    requireAdmin(req);
    await settled(
      services,
      await deleteReview(services, { reviewId: parseId(req) }, contextOf(req)),
    );
    res.json({ success: true });
  });

  return router;
}
