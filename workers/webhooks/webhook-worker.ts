/**
 * The outbound webhook worker (ARCHITECTURE.md "Outbound webhooks"). Its ordered subscription
 * plans, for each store event an endpoint wants, one row of `webhook_deliveries` per enabled
 * endpoint created before the event, and a pg-boss job to deliver them, in the checkpoint's
 * transaction. A delivery job sends its endpoint's due deliveries one at a time, in position
 * order, under an advisory lock per endpoint (one sender per endpoint across processes): each a
 * signed CloudEvent (Standard Webhooks headers), its attempt recorded; a failure is retried with
 * exponential backoff from WEBHOOK_RETRY_DELAY_MS for 24 hours (domain/webhook/retry-schedule.ts)
 * by a job that starts then. An endpoint that has failed every attempt for 24 hours is turned off
 * (WebhookEndpointDisabled, which the Telegram notifier tells staff). A replay pages through the
 * events from its position in position order, a page per job. Events are named by their position,
 * which a backup keeps (it renumbers transaction ids).
 */
import { Webhook } from 'standardwebhooks';
import { disableWebhookEndpoint } from '../../application/commands/webhook-endpoints';
import { ifAdvisoryLockFree } from '../../application/db/advisory-lock';
import { inTransaction, type PoolClient } from '../../application/db/pool';
import type { RecordedEvent } from '../../application/event-store/types';
import type { QueueDefinition } from '../../application/jobs/job-queue';
import { CLOUD_EVENT_CONTENT_TYPE } from '../../application/kafka/cloud-event';
import { postWebhook } from '../../application/webhooks/post-webhook';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_SOURCE_EVENTS,
  type WebhookEventType,
} from '../../contracts/webhooks';
import { isFailingTooLong, nextAttemptAt } from '../../domain/webhook/retry-schedule';
import { endpointIdOfStream } from '../../domain/webhook/webhook-endpoint';
import { sideEffectWorker } from '../side-effect-worker';
import type { WorkerDeps } from '../worker';
import { webhookCloudEvent, webhookTypeOf } from './payloads';

/**
 * Deliver endpoint `endpointId`'s due deliveries; or plan a replay's next page: the events with a
 * position after `after` and before `until` (the replay request's), in order (positions as text:
 * they are bigints).
 */
export type WebhookJob =
  | { kind: 'deliver'; endpointId: number }
  | { kind: 'replay'; endpointId: number; after: string; until: string };

/**
 * pg-boss's own retries cover only the worker's failures (the database out of reach): a failed
 * delivery is retried by a job of its own, scheduled by the backoff.
 */
export const WEBHOOK_QUEUE: QueueDefinition = {
  name: 'webhook-delivery',
  retryLimit: 10,
  retryDelaySeconds: 1,
};

/** Events a replay job reads per page. */
export const REPLAY_PAGE_SIZE = 500;

const SOURCE_EVENT_TYPES = [
  ...new Set(WEBHOOK_EVENT_TYPES.flatMap((t) => WEBHOOK_SOURCE_EVENTS[t])),
];

const deliver = (endpointId: number) => ({ data: { kind: 'deliver' as const, endpointId } });

/** Inserts a pending delivery of each of `events` (with its webhook type) to endpoint `endpointId`. */
async function insertDeliveries(
  client: PoolClient,
  endpointId: number,
  events: { event: RecordedEvent; type: WebhookEventType }[],
): Promise<void> {
  if (events.length === 0) return;
  await client.query(
    `INSERT INTO webhook_deliveries (endpoint_id, event_position, event_type, webhook_type, status,
       next_attempt_at)
     SELECT $1, p, e, w, 'pending', now()
       FROM unnest($2::bigint[], $3::text[], $4::text[]) WITH ORDINALITY AS d(p, e, w, n)
      ORDER BY n`,
    [
      endpointId,
      events.map(({ event }) => event.position.toString()),
      events.map(({ event }) => event.type),
      events.map(({ type }) => type),
    ],
  );
}

/** The jobs a store event or a webhook command's event asks for, planned in `client`'s transaction. */
async function jobsFor(client: PoolClient, event: RecordedEvent) {
  switch (event.type) {
    case 'WebhookReplayRequested': {
      const job: WebhookJob = {
        kind: 'replay',
        endpointId: endpointIdOfStream(event.streamId),
        after: (BigInt((event.data as { fromPosition: string }).fromPosition) - 1n).toString(),
        until: event.position.toString(),
      };
      return [{ data: job }];
    }
    case 'WebhookDeliveryResent': {
      const endpointId = endpointIdOfStream(event.streamId);
      // A new round: its attempts and its 24 hours count from now.
      await client.query(
        `UPDATE webhook_deliveries SET status = 'pending', attempts = 0, next_attempt_at = now(),
           round_started_at = NULL, updated_at = now()
          WHERE id = $1 AND endpoint_id = $2`,
        [(event.data as { deliveryId: number }).deliveryId, endpointId],
      );
      return [deliver(endpointId)];
    }
    case 'WebhookEndpointEnabled': {
      const endpointId = endpointIdOfStream(event.streamId);
      await client.query('DELETE FROM webhook_endpoint_failures WHERE endpoint_id = $1', [
        endpointId,
      ]);
      return [deliver(endpointId)];
    }
  }
  const type = webhookTypeOf(event);
  if (type === null) return [];
  const { rows } = await client.query<{ endpoint_id: number }>(
    `INSERT INTO webhook_deliveries (endpoint_id, event_position, event_type, webhook_type, status,
       next_attempt_at)
     SELECT id, $1, $2, $3, 'pending', now() FROM webhook_endpoints
      WHERE enabled AND $3 = ANY(event_types) AND created_position < $1
     RETURNING endpoint_id`,
    [event.position.toString(), event.type, type],
  );
  return rows.map((row) => deliver(row.endpoint_id));
}

interface EndpointRow {
  url: string;
  secret: string;
  enabled: boolean;
  event_types: WebhookEventType[];
}

async function endpointRow(deps: WorkerDeps, endpointId: number): Promise<EndpointRow | null> {
  const { rows } = await deps.pool.query<EndpointRow>(
    'SELECT url, secret, enabled, event_types FROM webhook_endpoints WHERE id = $1',
    [endpointId],
  );
  return rows[0] ?? null;
}

/** One page of a replay: its deliveries, the next page's job and a delivery job, together. */
async function replayPage(deps: WorkerDeps, job: Extract<WebhookJob, { kind: 'replay' }>) {
  const endpoint = await endpointRow(deps, job.endpointId);
  if (!endpoint?.enabled) return;
  const events = await deps.store.readByPosition(deps.pool, {
    after: BigInt(job.after),
    before: BigInt(job.until),
    types: SOURCE_EVENT_TYPES,
    limit: REPLAY_PAGE_SIZE,
  });
  const wanted = events.flatMap((event) => {
    const type = webhookTypeOf(event);
    return type && endpoint.event_types.includes(type) ? [{ event, type }] : [];
  });
  const last = events.at(-1);
  await inTransaction(deps.pool, async (client) => {
    await insertDeliveries(client, job.endpointId, wanted);
    const next = events.length === REPLAY_PAGE_SIZE && last;
    await deps.jobs.send(client, WEBHOOK_QUEUE, [
      ...(next ? [{ data: { ...job, after: next.position.toString() } }] : []),
      deliver(job.endpointId),
    ]);
  });
}

interface DeliveryRow {
  id: string;
  event_position: string;
  event_type: string;
  webhook_type: WebhookEventType;
  attempts: number;
  round_started_at: Date | null;
}

/** The store event of a delivery, read as the subscription reads it (upcast). */
async function eventOf(deps: WorkerDeps, row: DeliveryRow): Promise<RecordedEvent> {
  const position = BigInt(row.event_position);
  const [event] = await deps.store.readByPosition(deps.pool, {
    after: position - 1n,
    before: position + 1n,
    types: [row.event_type],
    limit: 1,
  });
  if (!event) throw new Error(`No ${row.event_type} at position ${position}`);
  return event;
}

/** One attempt of delivery `row` to the endpoint, recorded; retried or given up on failure. */
async function attempt(
  deps: WorkerDeps,
  endpointId: number,
  endpoint: EndpointRow,
  row: DeliveryRow,
) {
  const event = await eventOf(deps, row);
  const cloudEvent = await webhookCloudEvent(
    row.webhook_type,
    event,
    (streamIds) => deps.store.read(streamIds),
    deps.secrets,
  );
  const body = JSON.stringify(cloudEvent);
  const sentAt = new Date();
  const signer = new Webhook(await deps.secrets.open(endpoint.secret));
  const result = await postWebhook(
    endpoint.url,
    body,
    {
      'content-type': CLOUD_EVENT_CONTENT_TYPE,
      'user-agent': 'KeyMart-Webhooks/1.0',
      'webhook-id': cloudEvent.id,
      'webhook-timestamp': Math.floor(sentAt.getTime() / 1000).toString(),
      'webhook-signature': signer.sign(cloudEvent.id, sentAt, body),
    },
    { allowPrivate: deps.config.webhooks.allowPrivate },
  );
  const now = new Date();
  const roundStartedAt = row.round_started_at ?? sentAt;
  const attempts = row.attempts + 1;
  const next = result.ok
    ? null
    : nextAttemptAt({ attempts, now, roundStartedAt, delayMs: deps.config.webhooks.retryDelayMs });
  const status = result.ok ? 'succeeded' : next ? 'pending' : 'failed';
  // Since when the endpoint has failed every attempt (null after a success).
  const failingSince = await inTransaction(deps.pool, async (client) => {
    await client.query(
      `UPDATE webhook_deliveries SET status = $2, attempts = $3, last_status_code = $4,
         last_duration_ms = $5, last_error = $6, next_attempt_at = $7, round_started_at = $8,
         updated_at = now()
        WHERE id = $1`,
      [
        row.id,
        status,
        attempts,
        result.statusCode,
        result.durationMs,
        result.error,
        next,
        roundStartedAt,
      ],
    );
    if (result.ok) {
      await client.query('DELETE FROM webhook_endpoint_failures WHERE endpoint_id = $1', [
        endpointId,
      ]);
      return null;
    }
    const { rows } = await client.query<{ failing_since: Date }>(
      `INSERT INTO webhook_endpoint_failures (endpoint_id, failing_since) VALUES ($1, $2)
       ON CONFLICT (endpoint_id) DO UPDATE SET failing_since = webhook_endpoint_failures.failing_since
       RETURNING failing_since`,
      [endpointId, sentAt],
    );
    if (next)
      await deps.jobs.send(client, WEBHOOK_QUEUE, [{ ...deliver(endpointId), startAfter: next }]);
    return rows[0]!.failing_since;
  });
  if (failingSince && isFailingTooLong({ failingSince, now })) {
    deps.log.warn(
      { endpointId, failingSince },
      'webhook endpoint failing for 24 hours: turned off',
    );
    await disableWebhookEndpoint(deps, { endpointId, reason: 'failing' }, { now, actorId: null });
  }
}

/** Sends endpoint `endpointId`'s due deliveries, oldest event first, until none is due. */
async function deliverDue(deps: WorkerDeps, endpointId: number): Promise<void> {
  for (;;) {
    const endpoint = await endpointRow(deps, endpointId);
    if (!endpoint?.enabled) return;
    const { rows } = await deps.pool.query<DeliveryRow>(
      `SELECT id::text, event_position::text, event_type, webhook_type, attempts, round_started_at
         FROM webhook_deliveries
        WHERE endpoint_id = $1 AND status = 'pending' AND next_attempt_at <= now()
        ORDER BY webhook_deliveries.event_position, webhook_deliveries.id
        LIMIT 1`,
      [endpointId],
    );
    if (!rows[0]) return;
    await attempt(deps, endpointId, endpoint, rows[0]);
  }
}

async function hasDue(deps: WorkerDeps, endpointId: number): Promise<boolean> {
  const { rowCount } = await deps.pool.query(
    `SELECT 1 FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id AND e.enabled
      WHERE d.endpoint_id = $1 AND d.status = 'pending' AND d.next_attempt_at <= now() LIMIT 1`,
    [endpointId],
  );
  return rowCount === 1;
}

/**
 * Delivers under the endpoint's lock. A job that finds it taken leaves: its holder looks again
 * after letting go, so a delivery planned meanwhile is not left behind.
 */
async function deliverAll(deps: WorkerDeps, endpointId: number): Promise<void> {
  const lock = `webhook-endpoint-${endpointId}`;
  do {
    if (!(await ifAdvisoryLockFree(deps.pool, lock, () => deliverDue(deps, endpointId)))) return;
  } while (await hasDue(deps, endpointId));
}

export const webhookWorker = sideEffectWorker<WebhookJob>({
  name: 'webhooks',
  eventTypes: [
    ...SOURCE_EVENT_TYPES,
    'WebhookReplayRequested',
    'WebhookDeliveryResent',
    'WebhookEndpointEnabled',
  ],
  queue: WEBHOOK_QUEUE,
  jobsFor: (client, event) => jobsFor(client, event),
  perform: (job, deps) =>
    job.kind === 'replay' ? replayPage(deps, job) : deliverAll(deps, job.endpointId),
});
