/**
 * Webhook endpoint commands (CreateWebhookEndpoint, UpdateWebhookEndpoint, DeleteWebhookEndpoint,
 * DisableWebhookEndpoint, ReplayWebhook, ResendWebhookDelivery): staff manage the endpoints of
 * /admin/webhooks; the webhook worker turns off one that keeps failing. Whether the URL's host is
 * a public address is checked before (application/webhooks/public-address.ts): it needs DNS.
 */
import type { WebhookDisabledReason } from '../../contracts/webhooks';
import { WEBHOOK_EVENT_TYPES, webhookUrlProblem } from '../../contracts/webhooks';
import { conflict, notFound, ruleBroken, validationError } from '../shared/errors';
import type {
  WebhookEndpointDetails,
  WebhookEndpointEvent,
  WebhookEndpointState,
} from './webhook-endpoint';

/** The answer for an unknown or deleted endpoint. */
export const WEBHOOK_ENDPOINT_NOT_FOUND = 'Webhook endpoint not found';

/** The refusal of a replay or resend to an endpoint that is off. */
export const WEBHOOK_ENDPOINT_OFF = 'Turn the endpoint on before sending it events';

/**
 * Checks and normalises what staff set: an absolute http(s) URL (trimmed), at least one event
 * type (in WEBHOOK_EVENT_TYPES order, no repeats).
 * @throws validation with a readable message
 */
export function normaliseWebhookDetails(details: WebhookEndpointDetails): WebhookEndpointDetails {
  const url = details.url.trim();
  const problem = webhookUrlProblem(url);
  if (problem) throw validationError(problem);
  const eventTypes = WEBHOOK_EVENT_TYPES.filter((type) => details.eventTypes.includes(type));
  if (eventTypes.length === 0) throw validationError('Choose at least one event type');
  return { url, eventTypes };
}

/** Creates endpoint `endpointId` with its sealed `secret`. @throws validation; conflict */
export function createWebhookEndpoint(
  command: {
    endpointId: number;
    details: WebhookEndpointDetails;
    secret: string;
    enabled: boolean;
  },
  state: WebhookEndpointState,
): WebhookEndpointEvent[] {
  if (state.status !== 'none') throw conflict('Webhook endpoint already exists');
  const details = normaliseWebhookDetails(command.details);
  return [
    {
      type: 'WebhookEndpointCreated',
      data: {
        endpointId: command.endpointId,
        ...details,
        secret: command.secret,
        enabled: command.enabled,
      },
    },
  ];
}

/**
 * Changes an endpoint: its details (merged by the caller) and whether it is on; nothing for what
 * does not change.
 * @throws not_found "Webhook endpoint not found"; validation
 */
export function updateWebhookEndpoint(
  command: { details: WebhookEndpointDetails; enabled: boolean },
  state: WebhookEndpointState,
): WebhookEndpointEvent[] {
  if (state.status !== 'existing') throw notFound(WEBHOOK_ENDPOINT_NOT_FOUND);
  const details = normaliseWebhookDetails(command.details);
  const events: WebhookEndpointEvent[] = [];
  if (
    details.url !== state.details.url ||
    details.eventTypes.join() !== state.details.eventTypes.join()
  )
    events.push({ type: 'WebhookEndpointUpdated', data: details });
  if (command.enabled !== state.enabled)
    events.push(
      command.enabled
        ? { type: 'WebhookEndpointEnabled', data: {} }
        : { type: 'WebhookEndpointDisabled', data: { reason: null } },
    );
  return events;
}

/** Deletes an endpoint: nothing more is delivered to it. @throws not_found */
export function deleteWebhookEndpoint(state: WebhookEndpointState): WebhookEndpointEvent[] {
  if (state.status !== 'existing') throw notFound(WEBHOOK_ENDPOINT_NOT_FOUND);
  return [{ type: 'WebhookEndpointDeleted', data: { endpointId: state.endpointId } }];
}

/**
 * Turns an endpoint off for `reason` (the worker: it kept failing); nothing when it is off or
 * gone already (a delivery given up after staff turned it off or deleted it).
 */
export function disableWebhookEndpoint(
  command: { reason: WebhookDisabledReason },
  state: WebhookEndpointState,
): WebhookEndpointEvent[] {
  if (state.status !== 'existing' || !state.enabled) return [];
  return [{ type: 'WebhookEndpointDisabled', data: { reason: command.reason } }];
}

/**
 * Asks for every wanted event from `fromPosition` (a global position, below the request's own) to
 * be delivered again.
 * @throws not_found; rule when the endpoint is off
 */
export function replayWebhook(
  command: { fromPosition: bigint },
  state: WebhookEndpointState,
): WebhookEndpointEvent[] {
  if (state.status !== 'existing') throw notFound(WEBHOOK_ENDPOINT_NOT_FOUND);
  if (!state.enabled) throw ruleBroken(WEBHOOK_ENDPOINT_OFF);
  return [
    { type: 'WebhookReplayRequested', data: { fromPosition: command.fromPosition.toString() } },
  ];
}

/**
 * Asks for delivery `deliveryId` (one of this endpoint's: the caller checks) to be sent again.
 * @throws not_found; rule when the endpoint is off
 */
export function resendWebhookDelivery(
  command: { deliveryId: number },
  state: WebhookEndpointState,
): WebhookEndpointEvent[] {
  if (state.status !== 'existing') throw notFound(WEBHOOK_ENDPOINT_NOT_FOUND);
  if (!state.enabled) throw ruleBroken(WEBHOOK_ENDPOINT_OFF);
  return [{ type: 'WebhookDeliveryResent', data: { deliveryId: command.deliveryId } }];
}
