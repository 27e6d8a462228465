/**
 * Order calls: POST /api/purchase, GET /api/orders, GET /api/orders/{id} (another customer's
 * order is a 404), and the admin's PUT /api/orders/{id}/status.
 */
import { Router } from 'express';
import { orderStatusSchema, purchaseSchema } from '../../contracts/requests';
import { changeOrderStatus } from '../../application/commands/change-order-status';
import { purchase } from '../../application/commands/purchase';
import { findOrder, listUserOrders } from '../../projections/orders/queries';
import { requireAdmin, requireSession } from '../auth/session';
import { contextOf, settled } from '../http/command-context';
import { HttpError } from '../http/errors';
import { parseBody, parseId } from '../http/validate';
import type { ApiServices } from '../services';
import { openOrder, openOrders } from '../http/open-sealed';

export function ordersRouter(services: ApiServices): Router {
  const router = Router();
  const { pool, secrets } = services;

  router.post('/purchase', async (req, res) => {
    const session = requireSession(req);
    const body = parseBody(purchaseSchema, req);
    // A blank coupon code is ignored (customer-area.md section 5, "Coupon").
    const outcome = await purchase(
      services,
      {
        userId: session.user.id,
        productId: body.productId,
        quantity: body.quantity,
        couponCode: body.couponCode || null,
      },
      contextOf(req),
    );
    const { orderId } = await settled(services, outcome);
    res.status(201).json({
      success: true,
      order: await openOrder(secrets, await findOrder(pool, orderId, session.user.id)),
    });
  });

  router.get('/orders', async (req, res) => {
    const session = requireSession(req);
    res.json(await openOrders(secrets, await listUserOrders(pool, session.user.id)));
  });

  router.get('/orders/:id', async (req, res) => {
    const session = requireSession(req);
    const order = await findOrder(pool, parseId(req), session.user.id);
    if (!order) throw new HttpError(404, 'Order not found');
    res.json(await openOrder(secrets, order));
  });

  router.put('/orders/:id/status', async (req, res) => {
    requireAdmin(req);
    const orderId = parseId(req);
    const body = parseBody(orderStatusSchema, req);
    await settled(
      services,
      await changeOrderStatus(services, { orderId, ...body }, contextOf(req)),
    );
    res.json(await openOrder(secrets, await findOrder(pool, orderId)));
  });

  return router;
}
