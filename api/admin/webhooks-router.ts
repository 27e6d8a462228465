/**
 * Outbound webhooks (ARCHITECTURE.md "Outbound webhooks"): staff list, create, change and delete
 * the endpoints of /admin/webhooks, read each one's delivery log, resend a delivery and replay
 * the events from a position or a time. Store settings, so the `settings` permission; creating,
 * changing, deleting and replaying send store data to a new place, so they ask for a recent
 * password (step-up). A URL whose host is not a public address is refused (422) unless
 * WEBHOOK_ALLOW_PRIVATE.
 */
import { Router } from 'express';
import { z } from 'zod';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  replayWebhook,
  resendWebhookDelivery,
  updateWebhookEndpoint,
} from '../../application/commands/webhook-endpoints';
import { firstPositionAt } from '../../application/webhooks/first-position-at';
import { assertPublicUrl } from '../../application/webhooks/public-address';
import { idTextSchema } from '../../contracts/integers';
import {
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
  webhookReplaySchema,
} from '../../contracts/webhooks';
import { WEBHOOK_ENDPOINT_NOT_FOUND } from '../../domain/webhook/decide';
import {
  findWebhookEndpoint,
  isWebhookDeliveryOf,
  listWebhookDeliveries,
  listWebhookEndpoints,
} from '../../projections/webhooks/queries';
import { contextOf, settled } from '../http/command-context';
import { endpoints, idParams } from '../http/endpoint';
import { HttpError } from '../http/errors';
import type { ApiServices } from '../services';

const endpoint = endpoints('Webhooks');

const deliveryParams = z.object({ id: idTextSchema, deliveryId: idTextSchema });

/** The refusal of a replay from a time after the last event. */
export const NOTHING_TO_REPLAY = 'No event was recorded at or after that time';

/** The webhook endpoint routes. */
export function webhooksRouter(services: ApiServices): Router {
  const router = Router();
  const { pool, secrets } = services;
  const allowPrivate = services.config.webhooks.allowPrivate;

  async function webhook(id: number) {
    const found = await findWebhookEndpoint(pool, secrets, id);
    if (!found) throw new HttpError(404, WEBHOOK_ENDPOINT_NOT_FOUND);
    return found;
  }

  router.get(
    '/admin/webhooks',
    endpoint(
      {
        access: 'admin',
        permission: 'settings',
        summary: 'Every webhook endpoint, newest first, with its signing secret',
        answer: { description: 'The endpoints' },
      },
      async (_input, _req, res) => {
        res.json(await listWebhookEndpoints(pool, secrets));
      },
    ),
  );

  router.post(
    '/admin/webhooks',
    endpoint(
      {
        access: 'admin',
        permission: 'settings',
        stepUp: true,
        summary: 'Create a webhook endpoint',
        description:
          'Its URL (http or https, a public address) and the event types it wants; the store makes its signing secret (`whsec_...`, Standard Webhooks). It gets the events recorded from then on.',
        body: webhookEndpointSchema,
        answer: { status: 201, description: 'The endpoint created, with its secret' },
        errors: { 422: 'The URL is not a public address, or its host does not resolve' },
      },
      async ({ body }, req, res) => {
        await assertPublicUrl(body.url, allowPrivate);
        const { endpointId } = await settled(
          services,
          await createWebhookEndpoint(services, body, contextOf(req)),
        );
        res.status(201).json(await webhook(endpointId));
      },
    ),
  );

  router.put(
    '/admin/webhooks/:id',
    endpoint(
      {
        access: 'admin',
        permission: 'settings',
        stepUp: true,
        summary: 'Change a webhook endpoint (only the fields sent); `enabled` turns it on or off',
        params: idParams,
        body: webhookEndpointUpdateSchema,
        answer: { description: 'The endpoint changed' },
        errors: { 404: 'No such endpoint', 422: 'The URL is not a public address' },
      },
      async ({ params, body }, req, res) => {
        if (body.url !== undefined) await assertPublicUrl(body.url, allowPrivate);
        await settled(
          services,
          await updateWebhookEndpoint(
            services,
            { endpointId: params.id, changes: body },
            contextOf(req),
          ),
        );
        res.json(await webhook(params.id));
      },
    ),
  );

  router.delete(
    '/admin/webhooks/:id',
    endpoint(
      {
        access: 'admin',
        permission: 'settings',
        stepUp: true,
        summary: 'Delete a webhook endpoint (nothing more is delivered to it)',
        params: idParams,
        answer: { description: '`{ success: true }`' },
        errors: { 404: 'No such endpoint' },
      },
      async ({ params }, req, res) => {
        await settled(
          services,
          await deleteWebhookEndpoint(services, { endpointId: params.id }, contextOf(req)),
        );
        res.json({ success: true });
      },
    ),
  );

  router.get(
    '/admin/webhooks/:id/deliveries',
    endpoint(
      {
        access: 'admin',
        permission: 'settings',
        summary: "An endpoint's latest 100 deliveries, newest first",
        description:
          'Each with its event position and type, status (`pending`, `succeeded`, `failed`), attempts, the last answer code, time taken and error, and when the next attempt is due.',
        params: idParams,
        answer: { description: 'The deliveries' },
        errors: { 404: 'No such endpoint' },
      },
      async ({ params }, _req, res) => {
        await webhook(params.id);
        res.json(await listWebhookDeliveries(pool, params.id));
      },
    ),
  );

  router.post(
    '/admin/webhooks/:id/deliveries/:deliveryId/resend',
    endpoint(
      {
        access: 'admin',
        permission: 'settings',
        summary: 'Send a delivery again (a new round of attempts)',
        params: deliveryParams,
        answer: { description: '`{ success: true }`' },
        errors: { 404: 'No such endpoint or delivery', 422: 'The endpoint is off' },
      },
      async ({ params }, req, res) => {
        if (!(await isWebhookDeliveryOf(pool, params.id, params.deliveryId)))
          throw new HttpError(404, 'Delivery not found');
        await settled(
          services,
          await resendWebhookDelivery(
            services,
            { endpointId: params.id, deliveryId: params.deliveryId },
            contextOf(req),
          ),
        );
        res.json({ success: true });
      },
    ),
  );

  router.post(
    '/admin/webhooks/:id/replay',
    endpoint(
      {
        access: 'admin',
        permission: 'settings',
        stepUp: true,
        summary: 'Deliver again every wanted event from a position or a time, in order',
        description:
          '`from` is an event position (digits) or an ISO time (from the first event recorded at or after it). The events up to the request are delivered again in position order.',
        params: idParams,
        body: webhookReplaySchema,
        answer: { status: 202, description: '`{ fromPosition }`: where the replay starts' },
        errors: {
          404: 'No such endpoint',
          422: 'The endpoint is off, or no event was recorded at or after the time',
        },
      },
      async ({ params, body }, req, res) => {
        await webhook(params.id);
        const fromPosition = /^\d+$/.test(body.from)
          ? BigInt(body.from)
          : await firstPositionAt(pool, new Date(body.from));
        if (fromPosition === null) throw new HttpError(422, NOTHING_TO_REPLAY);
        await settled(
          services,
          await replayWebhook(services, { endpointId: params.id, fromPosition }, contextOf(req)),
        );
        res.status(202).json({ fromPosition: fromPosition.toString() });
      },
    ),
  );

  return router;
}
