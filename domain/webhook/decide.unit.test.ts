import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../../test/support/decider-specification';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  disableWebhookEndpoint,
  replayWebhook,
  resendWebhookDelivery,
  updateWebhookEndpoint,
  WEBHOOK_ENDPOINT_NOT_FOUND,
  WEBHOOK_ENDPOINT_OFF,
} from './decide';
import { isFailingTooLong, nextAttemptAt, WEBHOOK_RETRY_WINDOW_MS } from './retry-schedule';
import {
  evolveWebhookEndpoint,
  initialWebhookEndpoint,
  type WebhookEndpointEvent,
} from './webhook-endpoint';

const created: WebhookEndpointEvent = {
  type: 'WebhookEndpointCreated',
  data: {
    endpointId: 5,
    url: 'https://hooks.example.com/keymart',
    eventTypes: ['order.placed', 'stock.low'],
    secret: 'enc:v1:webhook-5:sealed',
    enabled: true,
  },
};
const disabled: WebhookEndpointEvent = { type: 'WebhookEndpointDisabled', data: { reason: null } };
const deleted: WebhookEndpointEvent = { type: 'WebhookEndpointDeleted', data: { endpointId: 5 } };

const endpoint = { evolve: evolveWebhookEndpoint, initialState: initialWebhookEndpoint };
const create = DeciderSpecification.for({ decide: createWebhookEndpoint, ...endpoint });
const update = DeciderSpecification.for({ decide: updateWebhookEndpoint, ...endpoint });
const remove = DeciderSpecification.for({
  decide: (_: void, state: Parameters<typeof deleteWebhookEndpoint>[0]) =>
    deleteWebhookEndpoint(state),
  ...endpoint,
});
const disable = DeciderSpecification.for({ decide: disableWebhookEndpoint, ...endpoint });
const replay = DeciderSpecification.for({ decide: replayWebhook, ...endpoint });
const resend = DeciderSpecification.for({ decide: resendWebhookDelivery, ...endpoint });

describe('CreateWebhookEndpoint', () => {
  it('creates the endpoint with its URL trimmed and its event types in order', () => {
    create
      .given([])
      .when({
        endpointId: 5,
        details: {
          url: ' https://hooks.example.com/keymart ',
          eventTypes: ['stock.low', 'order.placed', 'stock.low'],
        },
        secret: 'enc:v1:webhook-5:sealed',
        enabled: true,
      })
      .then([created]);
  });

  it('refuses a URL that is not http(s) and an endpoint without event types', () => {
    const command = { endpointId: 5, secret: 's', enabled: true };
    create
      .given([])
      .when({ ...command, details: { url: 'file:///etc/passwd', eventTypes: ['order.placed'] } })
      .thenThrows('validation', 'The URL must start with https:// or http://');
    create
      .given([])
      .when({ ...command, details: { url: 'https://a.example', eventTypes: [] } })
      .thenThrows('validation', 'Choose at least one event type');
  });
});

describe('UpdateWebhookEndpoint', () => {
  const details = { url: 'https://hooks.example.com/v2', eventTypes: ['order.placed' as const] };

  it('records what changed: the details, and turning it off or on', () => {
    update
      .given([created])
      .when({ details, enabled: false })
      .then([
        { type: 'WebhookEndpointUpdated', data: details },
        { type: 'WebhookEndpointDisabled', data: { reason: null } },
      ]);
    update
      .given([created, disabled])
      .when({ details: created.data, enabled: true })
      .then([{ type: 'WebhookEndpointEnabled', data: {} }]);
    update.given([created]).when({ details: created.data, enabled: true }).then([]);
  });

  it('refuses a deleted endpoint', () => {
    update
      .given([created, deleted])
      .when({ details, enabled: true })
      .thenThrows('not_found', WEBHOOK_ENDPOINT_NOT_FOUND);
  });
});

describe('DeleteWebhookEndpoint and DisableWebhookEndpoint', () => {
  it('deletes once', () => {
    remove.given([created]).when().then([deleted]);
    remove.given([created, deleted]).when().thenThrows('not_found', WEBHOOK_ENDPOINT_NOT_FOUND);
  });

  it('turns a failing endpoint off once, and does nothing to one already off or gone', () => {
    disable
      .given([created])
      .when({ reason: 'failing' })
      .then([{ type: 'WebhookEndpointDisabled', data: { reason: 'failing' } }]);
    disable.given([created, disabled]).when({ reason: 'failing' }).then([]);
    disable.given([created, deleted]).when({ reason: 'failing' }).then([]);
  });
});

describe('ReplayWebhook and ResendWebhookDelivery', () => {
  it('records the request on an endpoint that is on', () => {
    replay
      .given([created])
      .when({ fromPosition: 12n })
      .then([{ type: 'WebhookReplayRequested', data: { fromPosition: '12' } }]);
    resend
      .given([created])
      .when({ deliveryId: 3 })
      .then([{ type: 'WebhookDeliveryResent', data: { deliveryId: 3 } }]);
  });

  it('refuses an endpoint that is off', () => {
    replay
      .given([created, disabled])
      .when({ fromPosition: 1n })
      .thenThrows('rule', WEBHOOK_ENDPOINT_OFF);
    resend
      .given([created, disabled])
      .when({ deliveryId: 3 })
      .thenThrows('rule', WEBHOOK_ENDPOINT_OFF);
  });
});

describe('retry schedule', () => {
  const start = new Date('2026-03-01T00:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);

  it('doubles the delay from the first one after each failed attempt', () => {
    const next = (attempts: number, now: Date) =>
      nextAttemptAt({ attempts, now, roundStartedAt: start, delayMs: 30_000 });
    expect(next(1, start)).toEqual(at(30_000));
    expect(next(2, at(30_000))).toEqual(at(90_000));
    expect(next(3, at(90_000))).toEqual(at(210_000));
  });

  it('gives up once the next attempt would be more than 24 hours after the first', () => {
    const late = at(WEBHOOK_RETRY_WINDOW_MS - 60_000);
    expect(
      nextAttemptAt({ attempts: 12, now: late, roundStartedAt: start, delayMs: 30_000 }),
    ).toBeNull();
    expect(
      nextAttemptAt({ attempts: 1, now: late, roundStartedAt: start, delayMs: 30_000 }),
    ).toEqual(at(WEBHOOK_RETRY_WINDOW_MS - 30_000));
  });

  it('turns an endpoint off once it has failed every attempt for 24 hours', () => {
    expect(isFailingTooLong({ failingSince: start, now: at(WEBHOOK_RETRY_WINDOW_MS - 1) })).toBe(
      false,
    );
    expect(isFailingTooLong({ failingSince: start, now: at(WEBHOOK_RETRY_WINDOW_MS) })).toBe(true);
  });
});
