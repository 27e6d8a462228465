/**
 * The webhook endpoint commands (domain/webhook): each loads the endpoint's stream, decides on it
 * as it stands and appends at the loaded version. CreateWebhookEndpoint makes the signing secret
 * here (randomness stays out of the domain), sealed under the endpoint's data key.
 */
import type { WebhookDisabledReason } from '../../contracts/webhooks';
import {
  createWebhookEndpoint as decideCreate,
  deleteWebhookEndpoint as decideDelete,
  disableWebhookEndpoint as decideDisable,
  replayWebhook as decideReplay,
  resendWebhookDelivery as decideResend,
  updateWebhookEndpoint as decideUpdate,
  WEBHOOK_ENDPOINT_NOT_FOUND,
} from '../../domain/webhook/decide';
import {
  evolveWebhookEndpoint,
  initialWebhookEndpoint,
  webhookEndpointStream,
  type WebhookEndpointDetails,
  type WebhookEndpointEvent,
  type WebhookEndpointState,
} from '../../domain/webhook/webhook-endpoint';
import { notFound } from '../../domain/shared/errors';
import { newSealedWebhookSecret } from '../webhooks/webhook-secret';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/** Runs command `name` on endpoint `endpointId`: `decide` on its state, appended. */
function onEndpoint<R = undefined>(
  deps: CommandDeps,
  name: string,
  endpointId: number,
  decide: (state: WebhookEndpointState) => WebhookEndpointEvent[],
  context: CommandContext,
  result?: R,
) {
  const streamId = webhookEndpointStream(endpointId);
  return executeCommand(deps, name, context, async (tx) => {
    const endpoint = aggregate(
      await tx.load([streamId]),
      streamId,
      evolveWebhookEndpoint,
      initialWebhookEndpoint,
    );
    return {
      appends: [appendTo(streamId, endpoint.version, decide(endpoint.state))],
      result: result as R,
    };
  });
}

/** CreateWebhookEndpoint: a new endpoint with a new secret; answers its id. @throws validation */
export async function createWebhookEndpoint(
  deps: CommandDeps,
  input: WebhookEndpointDetails & { enabled: boolean },
  context: CommandContext,
) {
  const endpointId = await deps.commandRunner.nextId('webhook_endpoint_ids');
  const secret = await newSealedWebhookSecret(deps.secrets, endpointId);
  const { enabled, ...details } = input;
  return onEndpoint(
    deps,
    'CreateWebhookEndpoint',
    endpointId,
    (state) => decideCreate({ endpointId, details, secret, enabled }, state),
    context,
    { endpointId },
  );
}

/**
 * UpdateWebhookEndpoint: any subset of URL, event types and on/off (an absent field keeps its
 * value). @throws not_found; validation
 */
export function updateWebhookEndpoint(
  deps: CommandDeps,
  input: { endpointId: number; changes: Partial<WebhookEndpointDetails & { enabled: boolean }> },
  context: CommandContext,
) {
  return onEndpoint(
    deps,
    'UpdateWebhookEndpoint',
    input.endpointId,
    (state) => {
      if (state.status !== 'existing') throw notFound(WEBHOOK_ENDPOINT_NOT_FOUND);
      const { url, eventTypes, enabled } = input.changes;
      return decideUpdate(
        {
          details: {
            url: url ?? state.details.url,
            eventTypes: eventTypes ?? state.details.eventTypes,
          },
          enabled: enabled ?? state.enabled,
        },
        state,
      );
    },
    context,
  );
}

/** DeleteWebhookEndpoint: nothing more is delivered to it. @throws not_found */
export const deleteWebhookEndpoint = (
  deps: CommandDeps,
  input: { endpointId: number },
  context: CommandContext,
) => onEndpoint(deps, 'DeleteWebhookEndpoint', input.endpointId, decideDelete, context);

/** DisableWebhookEndpoint: the webhook worker turns off an endpoint that keeps failing. */
export const disableWebhookEndpoint = (
  deps: CommandDeps,
  input: { endpointId: number; reason: WebhookDisabledReason },
  context: CommandContext,
) =>
  onEndpoint(
    deps,
    'DisableWebhookEndpoint',
    input.endpointId,
    (state) => decideDisable({ reason: input.reason }, state),
    context,
  );

/**
 * ReplayWebhook: every wanted event from position `fromPosition` on is delivered again, in
 * order. @throws not_found; rule when the endpoint is off
 */
export const replayWebhook = (
  deps: CommandDeps,
  input: { endpointId: number; fromPosition: bigint },
  context: CommandContext,
) =>
  onEndpoint(
    deps,
    'ReplayWebhook',
    input.endpointId,
    (state) => decideReplay({ fromPosition: input.fromPosition }, state),
    context,
  );

/**
 * ResendWebhookDelivery: delivery `deliveryId` (the caller checked it is the endpoint's) is sent
 * again. @throws not_found; rule when the endpoint is off
 */
export const resendWebhookDelivery = (
  deps: CommandDeps,
  input: { endpointId: number; deliveryId: number },
  context: CommandContext,
) =>
  onEndpoint(
    deps,
    'ResendWebhookDelivery',
    input.endpointId,
    (state) => decideResend({ deliveryId: input.deliveryId }, state),
    context,
  );
