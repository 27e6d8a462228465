/**
 * The webhook endpoints read model (domain/webhook): one row per endpoint not deleted, with its
 * secret still sealed. Inline: the webhook subscription plans deliveries from it, so an endpoint
 * must be there once its command returns. Each row is written by its own stream's events only.
 */
import {
  endpointIdOfStream,
  type WebhookEndpointEvent,
} from '../../domain/webhook/webhook-endpoint';
import { defineProjection } from '../projection';

export const webhooksProjection = defineProjection<WebhookEndpointEvent>({
  name: 'webhooks',
  tables: ['webhook_endpoints'],
  inline: true,
  readers: 'staff',
  handlers: {
    WebhookEndpointCreated: async (client, data, event) => {
      await client.query(
        `INSERT INTO webhook_endpoints (id, url, event_types, secret, enabled, created_position,
           created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
        [
          data.endpointId,
          data.url,
          data.eventTypes,
          data.secret,
          data.enabled,
          event.position.toString(),
          event.recordedAt,
        ],
      );
    },
    WebhookEndpointUpdated: async (client, data, event) => {
      await client.query(
        'UPDATE webhook_endpoints SET url = $2, event_types = $3, updated_at = $4 WHERE id = $1',
        [endpointIdOfStream(event.streamId), data.url, data.eventTypes, event.recordedAt],
      );
    },
    WebhookEndpointDisabled: async (client, data, event) => {
      await client.query(
        `UPDATE webhook_endpoints SET enabled = false, disabled_reason = $2, updated_at = $3
          WHERE id = $1`,
        [endpointIdOfStream(event.streamId), data.reason, event.recordedAt],
      );
    },
    WebhookEndpointEnabled: async (client, _data, event) => {
      await client.query(
        `UPDATE webhook_endpoints SET enabled = true, disabled_reason = NULL, updated_at = $2
          WHERE id = $1`,
        [endpointIdOfStream(event.streamId), event.recordedAt],
      );
    },
    WebhookEndpointDeleted: async (client, data) => {
      await client.query('DELETE FROM webhook_endpoints WHERE id = $1', [data.endpointId]);
    },
  },
});
