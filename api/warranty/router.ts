/**
 * Warranty calls (docs/specs/customer-area.md sections 4, 7; docs/specs/admin-area.md sections 2.8,
 * 4, 7): the customer's GET /api/orders/{id}/warranty-eligibility (own order, else 404), GET and
 * POST /api/warranty-claims; the admin's GET /api/admin/warranty-claims (?search=), the same as
 * CSV (warranty-claims.csv, api/http/csv-export.ts) and PUT
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
import { orderNumberOf } from '../../contracts/display-names';
import {
  claimExportQuery,
  findClaim,
  listAllClaims,
  listUserClaims,
  type ClaimExportRow,
} from '../../projections/warranty/queries';
import { contextOf, settled } from '../http/command-context';
import { fraudScreenOf } from '../http/fraud-screen';
import { HttpError } from '../http/errors';
import { CSV_EXPORT_NOTE, sendCsvExport } from '../http/csv-export';
import { endpoints, idParams } from '../http/endpoint';
import { searchQuery } from '../http/validate';
import type { ApiServices } from '../services';
import { openClaim, openClaims } from '../http/open-sealed';

const endpoint = endpoints('Warranty claims');

/** The warranty routes; customer routes answer 401 signed out, admin routes 401, then 403. */
export function warrantyRouter(services: ApiServices): Router {
  const router = Router();
  const { pool, secrets } = services;

  router.get(
    '/orders/:id/warranty-eligibility',
    endpoint(
      {
        access: 'customer',
        summary:
          'Whether an own order may get a warranty claim now (docs/specs/customer-area.md section 4)',
        params: idParams,
        answer: { description: 'The WarrantyEligibility of the order' },
        errors: { 404: 'No such order of this customer' },
      },
      async ({ params, session }, req, res) => {
        const eligibility: WarrantyEligibilityDto | null = await warrantyEligibilityOf(
          services,
          { userId: session.user.id, orderId: params.id },
          contextOf(req).now,
        );
        if (!eligibility) throw new HttpError(404, ORDER_NOT_FOUND);
        res.json(eligibility);
      },
    ),
  );

  router.get(
    '/warranty-claims',
    endpoint(
      {
        access: 'customer',
        summary: "The customer's warranty claims (docs/specs/customer-area.md section 7)",
        answer: { description: 'The claims' },
      },
      async ({ session }, _req, res) => {
        res.json(await openClaims(secrets, await listUserClaims(pool, session.user.id)));
      },
    ),
  );

  router.post(
    '/warranty-claims',
    endpoint(
      {
        access: 'customer',
        summary: 'File a warranty claim on an own order (docs/specs/customer-area.md section 7)',
        body: warrantyClaimSchema,
        answer: { status: 201, description: 'The claim filed' },
        errors: {
          404: 'No such order of this customer',
          409: 'The order already has a claim',
          422: "The order is not eligible for a warranty claim, or a fraud rule blocks the claim (the rule's message)",
        },
      },
      async ({ body, session }, req, res) => {
        const { claimId } = await settled(
          services,
          await fileWarrantyClaim(
            services,
            {
              userId: session.user.id,
              ...body,
              fraud: await fraudScreenOf(services, req, 'warranty-claim', session.user),
            },
            contextOf(req),
          ),
        );
        res
          .status(201)
          .json(
            await openClaim(secrets, await findClaim(pool, claimId, { userId: session.user.id })),
          );
      },
    ),
  );

  router.get(
    '/admin/warranty-claims',
    endpoint(
      {
        access: 'admin',
        permission: 'warranty',
        summary: 'Every warranty claim, optionally searched (docs/specs/admin-area.md section 2.8)',
        query: searchQuery,
        answer: { description: 'The claims with their customers' },
      },
      async ({ query }, _req, res) => {
        res.json(await openClaims(secrets, await listAllClaims(pool, query.search)));
      },
    ),
  );

  router.get(
    '/admin/warranty-claims.csv',
    endpoint(
      {
        access: 'admin',
        permission: 'warranty',
        stepUp: true,
        summary: 'Every warranty claim the search matches as CSV, newest first',
        description: `\`search\`: the Warranty Claims screen's search. Columns as the claim cards show them: Claim (id), Product, Status, Type, Customer (e-mail), Order (the order number, KM- and six digits, or ORD-{id}), Description, Filed and Updated (ISO 8601). The response is left out: it may hold a replacement key. ${CSV_EXPORT_NOTE}`,
        query: searchQuery,
        answer: {
          type: 'csv',
          description: '`keymart-warranty-claims-<date>.csv`: a header, then one row per claim',
        },
      },
      async ({ query }, _req, res) => {
        await sendCsvExport(
          pool,
          res,
          {
            list: 'warranty-claims',
            query: claimExportQuery(query.search),
            columns: [
              'Claim',
              'Product',
              'Status',
              'Type',
              'Customer',
              'Order',
              'Description',
              'Filed',
              'Updated',
            ],
            cells: (claim: ClaimExportRow) => [
              claim.id,
              claim.product_name,
              claim.status,
              claim.claim_type,
              claim.user_email,
              orderNumberOf({ orderNumber: claim.order_number, id: claim.order_id }),
              claim.description,
              claim.created_at.toISOString(),
              claim.updated_at.toISOString(),
            ],
          },
          services.storeTimeZone,
        );
      },
    ),
  );

  router.put(
    '/admin/warranty-claims/:id',
    endpoint(
      {
        access: 'admin',
        permission: 'warranty',
        summary:
          'Respond to a warranty claim: approve, reject or update the response, optionally replacing from stock',
        params: idParams,
        body: claimResponseSchema,
        answer: { description: 'The claim as it now stands' },
        errors: {
          404: 'No such claim',
          409: 'Out of stock: no auto-delivery item left to replace with',
          422: 'A claim whose replacement was delivered can only stay approved',
        },
      },
      async ({ params, body }, req, res) => {
        await settled(
          services,
          await respondToWarrantyClaim(services, { claimId: params.id, ...body }, contextOf(req)),
        );
        const claim = await findClaim(pool, params.id, { withUser: true });
        if (!claim) throw new HttpError(404, CLAIM_NOT_FOUND);
        res.json(await openClaim(secrets, claim));
      },
    ),
  );

  return router;
}
