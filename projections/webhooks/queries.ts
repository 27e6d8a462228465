/**
 * Queries of the webhook endpoints read model and of the webhook worker's delivery log
 * (GET /api/admin/webhooks, GET /api/admin/webhooks/{id}/deliveries). Secrets are opened here,
 * for staff, who need them to verify signatures.
 */
import type { Queryable } from '../../application/db/pool';
import type { SecretBox } from '../../application/security/secret-box';
import type {
  WebhookDeliveryDto,
  WebhookEndpointDto,
  WebhookEventType,
} from '../../contracts/webhooks';

interface EndpointRow {
  id: number;
  url: string;
  event_types: WebhookEventType[];
  secret: string;
  enabled: boolean;
  disabled_reason: WebhookEndpointDto['disabledReason'];
  created_at: Date;
  updated_at: Date;
}

const ENDPOINT_COLUMNS =
  'id, url, event_types, secret, enabled, disabled_reason, created_at, updated_at';

async function toEndpoint(secrets: SecretBox, row: EndpointRow): Promise<WebhookEndpointDto> {
  return {
    id: row.id,
    url: row.url,
    eventTypes: row.event_types,
    enabled: row.enabled,
    disabledReason: row.disabled_reason,
    secret: await secrets.open(row.secret),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Every endpoint, newest first, secrets opened. */
export async function listWebhookEndpoints(
  db: Queryable,
  secrets: SecretBox,
): Promise<WebhookEndpointDto[]> {
  const { rows } = await db.query<EndpointRow>(
    `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints ORDER BY id DESC`,
  );
  return Promise.all(rows.map((row) => toEndpoint(secrets, row)));
}

/** One endpoint, secret opened, or null. */
export async function findWebhookEndpoint(
  db: Queryable,
  secrets: SecretBox,
  id: number,
): Promise<WebhookEndpointDto | null> {
  const { rows } = await db.query<EndpointRow>(
    `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE id = $1`,
    [id],
  );
  return rows[0] ? toEndpoint(secrets, rows[0]) : null;
}

/** The most deliveries the log lists at once. */
export const WEBHOOK_LOG_LIMIT = 100;

interface DeliveryRow {
  id: string;
  event_position: string;
  webhook_type: WebhookEventType;
  status: WebhookDeliveryDto['status'];
  attempts: number;
  last_status_code: number | null;
  last_duration_ms: number | null;
  last_error: string | null;
  next_attempt_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** Endpoint `endpointId`'s latest WEBHOOK_LOG_LIMIT deliveries, newest first. */
export async function listWebhookDeliveries(
  db: Queryable,
  endpointId: number,
): Promise<WebhookDeliveryDto[]> {
  const { rows } = await db.query<DeliveryRow>(
    // Ordered by the column, not its text form ('9' > '10').
    `SELECT id::text, event_position::text, webhook_type, status, attempts, last_status_code,
            last_duration_ms, last_error, next_attempt_at, created_at, updated_at
       FROM webhook_deliveries d WHERE endpoint_id = $1 ORDER BY d.id DESC LIMIT $2`,
    [endpointId, WEBHOOK_LOG_LIMIT],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    position: row.event_position,
    eventType: row.webhook_type,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastDurationMs: row.last_duration_ms,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }));
}

/** True when delivery `deliveryId` is one of endpoint `endpointId`'s. */
export async function isWebhookDeliveryOf(
  db: Queryable,
  endpointId: number,
  deliveryId: number,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'SELECT 1 FROM webhook_deliveries WHERE id = $1 AND endpoint_id = $2',
    [deliveryId, endpointId],
  );
  return rowCount === 1;
}
