/**
 * Held orders (domain/order/decide-hold.ts): staff release an order a fraud rule held for review
 * (POST /api/admin/orders/{id}/release: delivered) or refuse it (POST
 * /api/admin/orders/{id}/refuse: refunded in full, keys back in stock, cancelled). Each once; a
 * second attempt answers 422.
 */
import { Router } from 'express';
import { refuseHeldOrderSchema } from '../../contracts/held-orders';
import { refuseHeldOrder } from '../../application/commands/refuse-held-order';
import { releaseOrder } from '../../application/commands/release-order';
import { findOrder } from '../../projections/orders/queries';
import { contextOf, settled } from '../http/command-context';
import { endpoints, idParams } from '../http/endpoint';
import { maskOrder } from '../http/open-sealed';
import type { ApiServices } from '../services';

const endpoint = endpoints('Orders');

export function heldOrdersRouter(services: ApiServices): Router {
  const router = Router();
  const { pool } = services;

  router.post(
    '/admin/orders/:id/release',
    endpoint(
      {
        access: 'admin',
        permission: 'orders.fulfil',
        summary: 'Release an order held for review: deliver it',
        description:
          'Appends `OrderReleased` and, for automatic delivery, `OrderDelivered` with the keys the order was held with. Once per order.',
        params: idParams,
        answer: { description: 'The order, its keys hidden (as MASKED_STOCK_ITEM)' },
        errors: { 404: 'No such order', 422: 'The order is not held for review' },
      },
      async ({ params, session }, req, res) => {
        await settled(
          services,
          await releaseOrder(
            services,
            { orderId: params.id, byUserId: session.actor.id },
            contextOf(req),
          ),
        );
        res.json(maskOrder((await findOrder(pool, params.id))!));
      },
    ),
  );

  router.post(
    '/admin/orders/:id/refuse',
    endpoint(
      {
        access: 'admin',
        // It gives the money back, as a refund does.
        permission: 'balances',
        stepUp: true,
        summary: 'Refuse an order held for review: refund it in full and cancel it',
        description:
          "Appends `OrderHoldRefused`, `OrderRefunded` (its keys back to the product's stock while the product exists) and the cancellation, with the wallet's `PurchaseRefunded`, in one append. Once per order.",
        params: idParams,
        body: refuseHeldOrderSchema,
        answer: { description: 'The order after the refusal' },
        errors: { 404: 'No such order', 422: 'The order is not held for review' },
      },
      async ({ params, body, session }, req, res) => {
        await settled(
          services,
          await refuseHeldOrder(
            services,
            { orderId: params.id, byUserId: session.actor.id, reason: body.reason },
            contextOf(req),
          ),
        );
        res.json(maskOrder((await findOrder(pool, params.id))!));
      },
    ),
  );

  return router;
}
