/**
 * Order calls: POST /api/purchase, GET /api/orders, GET /api/orders/{id} (another customer's
 * order is a 404), and the admin's PUT /api/orders/{id}/status,
 * POST /api/admin/orders/{id}/resend-delivery, POST /api/admin/orders/{id}/refunds and
 * POST /api/admin/orders/{id}/replacement.
 */
import { Router } from 'express';
import { idempotencyKeyHeaders } from '../../contracts/idempotency-key';
import {
  orderStatusSchema,
  purchaseSchema,
  refundSchema,
  replacementSchema,
} from '../../contracts/requests';
import type { OrderRefundDto } from '../../contracts/responses';
import { formatCents } from '../../contracts/money';
import { refundOrder } from '../../application/commands/refund-order';
import { RESEND_NEEDS_MAIL } from '../../contracts/admin-order-detail';
import { changeOrderStatus } from '../../application/commands/change-order-status';
import { purchase } from '../../application/commands/purchase';
import { resendDelivery } from '../../application/commands/resend-delivery';
import { deliverReplacement } from '../../application/commands/deliver-replacement';
import {
  customerOrderStatement,
  findOrder,
  listUserOrders,
  orderOfRows,
} from '../../projections/orders/queries';
import { contextOf, settled } from '../http/command-context';
import { HttpError } from '../http/errors';
import { fraudScreenOf } from '../http/fraud-screen';
import { endpoints, idParams } from '../http/endpoint';
import type { ApiServices } from '../services';
import { maskOrder, openOrder, openOrders } from '../http/open-sealed';
import { siteConfigOf } from '../payments/site-config';

const endpoint = endpoints('Orders');

/**
 * The order routes: the customer's purchases and orders, and the admin's status changes,
 * delivery resends, refunds and replacements outside the warranty.
 */
export function ordersRouter(services: ApiServices): Router {
  const router = Router();
  const { pool, secrets } = services;

  router.post(
    '/purchase',
    endpoint(
      {
        access: 'customer',
        summary:
          'Buy a product with the balance, optionally with a coupon (docs/specs/customer-area.md section 7)',
        body: purchaseSchema,
        answer: { status: 201, description: '`{ success, order }`: the order placed' },
        errors: {
          404: 'No such product',
          409: 'Out of stock, or not enough left',
          422: "Insufficient balance, the coupon cannot be used, a purchase limit of the product (per order, per customer per day), the wallet is frozen, or a fraud rule blocks the purchase (the rule's message)",
        },
      },
      async ({ body, session }, req, res) => {
        const userId = session.user.id;
        const outcome = await purchase(
          services,
          {
            userId,
            productId: body.productId,
            quantity: body.quantity,
            // A blank coupon code is ignored (docs/specs/customer-area.md section 5, "Coupon").
            couponCode: body.couponCode || null,
            fraud: await fraudScreenOf(services, req, 'purchase', session.user),
            timeZone: services.storeTimeZone,
          },
          contextOf(req),
          // The order is read in the purchase's commit round trip when its batch allows.
          (orderId) => customerOrderStatement(orderId, userId),
        );
        const { orderId } = await settled(services, outcome);
        const answered = await outcome.answer;
        res.status(201).json({
          success: true,
          order: await openOrder(
            secrets,
            answered ? orderOfRows(answered) : await findOrder(pool, orderId, userId),
          ),
        });
      },
    ),
  );

  router.get(
    '/orders',
    endpoint(
      {
        access: 'customer',
        summary: "The signed-in customer's orders (docs/specs/customer-area.md section 7)",
        answer: { description: 'The orders, newest first' },
      },
      async ({ session }, _req, res) => {
        res.json(await openOrders(secrets, await listUserOrders(pool, session.user.id)));
      },
    ),
  );

  router.get(
    '/orders/:id',
    endpoint(
      {
        access: 'customer',
        summary: "One of the signed-in customer's orders (docs/specs/customer-area.md section 7)",
        params: idParams,
        answer: { description: 'The order' },
        errors: { 404: 'No such order of this customer' },
      },
      async ({ params, session }, _req, res) => {
        const order = await findOrder(pool, params.id, session.user.id);
        if (!order) throw new HttpError(404, 'Order not found');
        res.json(await openOrder(secrets, order));
      },
    ),
  );

  router.put(
    '/orders/:id/status',
    endpoint(
      {
        access: 'admin',
        permission: 'orders.fulfil',
        summary:
          "Change an order's status, with the delivered item when completed (docs/specs/admin-area.md section 7)",
        params: idParams,
        body: orderStatusSchema,
        answer: { description: 'The order changed' },
        errors: { 404: 'No such order' },
      },
      async ({ params, body }, req, res) => {
        await settled(
          services,
          await changeOrderStatus(services, { orderId: params.id, ...body }, contextOf(req)),
        );
        res.json(await openOrder(secrets, await findOrder(pool, params.id)));
      },
    ),
  );

  router.post(
    '/admin/orders/:id/resend-delivery',
    endpoint(
      {
        access: 'admin',
        permission: 'orders.fulfil',
        summary:
          "Send a completed order's delivery e-mail (its delivered item) to the customer again",
        description:
          'Appends `OrderDeliveryResent` to the order; the e-mail worker sends one mail per call. Refused while the store sends no e-mail.',
        params: idParams,
        answer: { description: 'The order (unchanged)' },
        errors: {
          404: 'No such order',
          422: 'The order is not completed with a delivered item, or the store sends no e-mail',
        },
      },
      async ({ params, session }, req, res) => {
        // Checked before the order: with mail off, no resend may be recorded as if it were sent.
        if (!siteConfigOf(services).mailEnabled) throw new HttpError(422, RESEND_NEEDS_MAIL);
        await settled(
          services,
          await resendDelivery(
            services,
            { orderId: params.id, byUserId: session.actor.id },
            contextOf(req),
          ),
        );
        res.json(await openOrder(secrets, await findOrder(pool, params.id)));
      },
    ),
  );

  router.post(
    '/admin/orders/:id/refunds',
    endpoint(
      {
        access: 'admin',
        // It moves money to a balance, as a balance adjustment does.
        permission: 'balances',
        stepUp: true,
        summary:
          "Refund part or the rest of an order to the customer's balance, its keys back to stock or burned",
        description:
          "Appends `OrderRefunded` and the wallet credit (`PurchaseRefunded`, type `refund` in /transactions) in one append; with `restock` the keys go back to the product's stock (`StockReturned`). Refunds never exceed paid minus refunded. A repeated `Idempotency-Key` refunds nothing more and answers the same refund (header `Idempotent-Replayed: true`): within 24 hours the first answer itself, as on every state-changing route; after them, or from another staff member, the refund the key recorded on the order.",
        params: idParams,
        headers: idempotencyKeyHeaders,
        body: refundSchema,
        answer: {
          status: 201,
          description: '`{ refund, order }`: the refund and the order after it',
        },
        errors: {
          404: 'No such order',
          409: 'The Idempotency-Key was used for a different refund of this order (more than 24 hours ago, or by another staff member)',
          422: 'More than is left to refund, nothing left, or a restock that is not allowed (not the final refund, a warranty claim, the product deleted)',
        },
      },
      async ({ params, body, session }, req, res) => {
        const outcome = await refundOrder(
          services,
          {
            orderId: params.id,
            amountCents: body.amount,
            reason: body.reason,
            restock: body.restock,
            byUserId: session.actor.id,
            idempotencyKey: req.get('Idempotency-Key')!,
          },
          contextOf(req),
        );
        const { refund, isRepeat } = await settled(services, outcome);
        const answer: OrderRefundDto = {
          id: refund.refundId,
          amount: formatCents(refund.amountCents),
          reason: refund.reason,
          restock: refund.restock,
          createdAt: refund.refundedAt,
        };
        if (isRepeat) res.setHeader('Idempotent-Replayed', 'true');
        res.status(201).json({
          refund: answer,
          order: await openOrder(secrets, await findOrder(pool, params.id)),
        });
      },
    ),
  );

  router.post(
    '/admin/orders/:id/replacement',
    endpoint(
      {
        access: 'admin',
        permission: 'orders.fulfil',
        summary:
          'Send a completed automatic-delivery order a replacement key from stock, outside the warranty',
        description:
          "Takes the product's first stock item (`StockTaken`) and appends `OrderReplacementDelivered` with it (sealed), the reason and who sent it, in one append. Works when the warranty has expired or the order was claimed already; each call sends one more key. The customer sees the key on their order.",
        params: idParams,
        body: replacementSchema,
        answer: { description: 'The order, its keys hidden (as MASKED_STOCK_ITEM)' },
        errors: {
          404: 'No such order',
          409: 'Out of stock: the product has no key left',
          422: 'The order is not a completed order with automatic delivery',
        },
      },
      async ({ params, body, session }, req, res) => {
        await settled(
          services,
          await deliverReplacement(
            services,
            { orderId: params.id, reason: body.reason, byUserId: session.actor.id },
            contextOf(req),
          ),
        );
        // The key is not shown back: reading it needs the password, as the order page's keys do.
        res.json(maskOrder((await findOrder(pool, params.id))!));
      },
    ),
  );

  return router;
}
