/**
 * The webhook endpoint aggregate (stream `webhook-<id>`): where the store posts the events an
 * integration wants (ARCHITECTURE.md "Outbound webhooks"): its URL, the event types it wants, the
 * secret its deliveries are signed with (sealed: secrets at rest), whether it is on, and staff's
 * requests to replay or resend. The deliveries themselves are the webhook worker's
 * (workers/webhooks/), not events.
 */
import type { WebhookDisabledReason, WebhookEventType } from '../../contracts/webhooks';
import type { Event } from '../shared/event';

/** What staff set on an endpoint. */
export interface WebhookEndpointDetails {
  /** An absolute http(s) URL (contracts/webhooks.ts webhookUrlProblem). */
  url: string;
  /** In the order of WEBHOOK_EVENT_TYPES, at least one. */
  eventTypes: WebhookEventType[];
}

export type WebhookEndpointEvent =
  | Event<
      'WebhookEndpointCreated',
      WebhookEndpointDetails & {
        endpointId: number;
        /** `whsec_...` sealed under the endpoint's data key. */
        secret: string;
        enabled: boolean;
      }
    >
  | Event<'WebhookEndpointUpdated', WebhookEndpointDetails>
  | Event<'WebhookEndpointDeleted', { endpointId: number }>
  /** Turned off: by staff (`reason` null) or by the store because it kept failing. */
  | Event<'WebhookEndpointDisabled', { reason: WebhookDisabledReason | null }>
  | Event<'WebhookEndpointEnabled', Record<string, never>>
  /** Staff asked for every wanted event from `fromPosition` on to be delivered again, in order. */
  | Event<'WebhookReplayRequested', { fromPosition: string }>
  /** Staff asked for delivery `deliveryId` of this endpoint to be sent again. */
  | Event<'WebhookDeliveryResent', { deliveryId: number }>;

export type WebhookEndpointState =
  | { status: 'none' }
  | {
      status: 'existing' | 'deleted';
      endpointId: number;
      details: WebhookEndpointDetails;
      enabled: boolean;
    };

export const initialWebhookEndpoint: WebhookEndpointState = { status: 'none' };

export const webhookEndpointStream = (endpointId: number) => `webhook-${endpointId}`;

/** The endpoint id of stream `webhook-<id>`. */
export const endpointIdOfStream = (streamId: string) => Number(streamId.slice('webhook-'.length));

export function evolveWebhookEndpoint(
  state: WebhookEndpointState,
  event: WebhookEndpointEvent,
): WebhookEndpointState {
  if (event.type === 'WebhookEndpointCreated') {
    const { endpointId, url, eventTypes, enabled } = event.data;
    return { status: 'existing', endpointId, details: { url, eventTypes }, enabled };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'WebhookEndpointUpdated':
      return { ...state, details: event.data };
    case 'WebhookEndpointDeleted':
      return { ...state, status: 'deleted' };
    case 'WebhookEndpointDisabled':
      return { ...state, enabled: false };
    case 'WebhookEndpointEnabled':
      return { ...state, enabled: true };
    case 'WebhookReplayRequested':
    case 'WebhookDeliveryResent':
      return state;
  }
}
