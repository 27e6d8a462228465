/**
 * Warranty calls (customer-area.md sections 4, 7; admin-area.md sections 2.8, 4, 7): the
 * customer's GET /api/orders/{id}/warranty-eligibility (own order, else 404), GET and POST
 * /api/warranty-claims; the admin's GET /api/admin/warranty-claims (?search=) and PUT
 * /api/admin/warranty-claims/{id} (Approve, Reject, Update Response; replacement from stock).
 */
import { Router } from 'express';
import {
  fileWarrantyClaim,
  warrantyEligibilityOf,
} from '../../application/commands/file-warranty-claim';
import { respondToWarrantyClaim } from '../../application/commands/respond-to-warranty-claim';
import {
  claimResponseSchema,
  warrantyClaimSchema,
  type WarrantyEligibilityDto,
} from '../../contracts/warranty';
import { CLAIM_NOT_FOUND, ORDER_NOT_FOUND } from '../../domain/warranty/decide';
import { findClaim, listAllClaims, listUserClaims } from '../../projections/warranty/queries';
import { requireAdmin, requireSession } from '../auth/session';
import { contextOf, settled } from '../http/command-context';
import { HttpError } from '../http/errors';
import { parseBody, parseId, textParam } from '../http/validate';
import type { ApiServices } from '../services';
import { openClaim, openClaims } from '../http/open-sealed';

const searchSchema = textParam(200).optional();

export function warrantyRouter(services: ApiServices): Router {
  const router = Router();
  const { pool, secrets } = services;

  router.get('/orders/:id/warranty-eligibility', async (req, res) => {
    const session = requireSession(req);
    const orderId = parseId(req);
    const eligibility: WarrantyEligibilityDto | null = await warrantyEligibilityOf(
      services,
      { userId: session.user.id, orderId },
      contextOf(req).now,
    );
    if (!eligibility) throw new HttpError(404, ORDER_NOT_FOUND);
    res.json(eligibility);
  });

  router.get('/warranty-claims', async (req, res) => {
    const session = requireSession(req);
    res.json(await openClaims(secrets, await listUserClaims(pool, session.user.id)));
  });

  router.post('/warranty-claims', async (req, res) => {
    const session = requireSession(req);
    const body = parseBody(warrantyClaimSchema, req);
    const { claimId } = await settled(
      services,
      await fileWarrantyClaim(services, { userId: session.user.id, ...body }, contextOf(req)),
    );
    res
      .status(201)
      .json(await openClaim(secrets, await findClaim(pool, claimId, { userId: session.user.id })));
  });

  router.get('/admin/warranty-claims', async (req, res) => {
    requireAdmin(req);
    res.json(
      await openClaims(secrets, await listAllClaims(pool, searchSchema.parse(req.query.search))),
    );
  });

  router.put('/admin/warranty-claims/:id', async (req, res) => {
    requireAdmin(req);
    const claimId = parseId(req);
    const body = parseBody(claimResponseSchema, req);
    await settled(
      services,
      await respondToWarrantyClaim(services, { claimId, ...body }, contextOf(req)),
    );
    const claim = await findClaim(pool, claimId, { withUser: true });
    if (!claim) throw new HttpError(404, CLAIM_NOT_FOUND);
    res.json(await openClaim(secrets, claim));
  });

  return router;
}
