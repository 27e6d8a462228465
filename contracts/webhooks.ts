/**
 * Outbound webhooks at the HTTP edge and in the /admin/webhooks form (ARCHITECTURE.md "Outbound
 * webhooks"): the event types an endpoint may want, the store events each is made of, the
 * endpoint's fields and the delivery log's shapes.
 */
import { z } from 'zod';

/** The event types an endpoint can subscribe to (the CloudEvents `type` of its deliveries). */
export const WEBHOOK_EVENT_TYPES = [
  'order.placed',
  'order.completed',
  'order.refunded',
  'deposit.confirmed',
  'stock.low',
  'claim.filed',
  'claim.answered',
  'ticket.opened',
  'customer.registered',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'order.placed': 'Order placed',
  'order.completed': 'Order completed',
  'order.refunded': 'Order refunded',
  'deposit.confirmed': 'Deposit confirmed',
  'stock.low': 'Stock running low',
  'claim.filed': 'Warranty claim filed',
  'claim.answered': 'Warranty claim answered',
  'ticket.opened': 'Support ticket opened',
  'customer.registered': 'Customer registered',
};

/**
 * The store events each webhook type is made of. Some only count with certain data (an
 * OrderStatusChanged to completed, a claim answered approved or rejected): the payload builder
 * (workers/webhooks/payloads.ts) gives no delivery for the others.
 */
export const WEBHOOK_SOURCE_EVENTS: Record<WebhookEventType, readonly string[]> = {
  'order.placed': ['OrderPlaced'],
  'order.completed': ['OrderDelivered', 'OrderStatusChanged'],
  'order.refunded': ['OrderRefunded'],
  'deposit.confirmed': ['DepositConfirmed'],
  'stock.low': ['StockRanLow'],
  'claim.filed': ['WarrantyClaimFiled'],
  'claim.answered': ['WarrantyClaimResponded'],
  'ticket.opened': ['TicketOpened', 'GuestTicketOpened'],
  'customer.registered': ['UserRegistered'],
};

/** The webhook types store event `eventType` may give (none for an event no type is made of). */
export const webhookTypesOf = (eventType: string): WebhookEventType[] =>
  WEBHOOK_EVENT_TYPES.filter((type) => WEBHOOK_SOURCE_EVENTS[type].includes(eventType));

/** The longest endpoint URL, in characters. */
export const WEBHOOK_URL_MAX = 2_000;

/** Why an endpoint URL cannot be used, or null: it must be an absolute http or https URL. */
export function webhookUrlProblem(text: string): string | null {
  if (!URL.canParse(text)) return 'Enter an absolute URL such as https://example.com/hooks';
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'The URL must start with https:// or http://';
  if (url.username || url.password) return 'The URL must not carry a user name or password';
  return null;
}

const urlSchema = z
  .string()
  .trim()
  .max(WEBHOOK_URL_MAX, { message: `The URL is at most ${WEBHOOK_URL_MAX} characters` })
  .superRefine((url, ctx) => {
    const problem = webhookUrlProblem(url);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const eventTypesSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { message: 'Unknown event type' }))
  .min(1, { message: 'Choose at least one event type' })
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((types) => WEBHOOK_EVENT_TYPES.filter((type) => types.includes(type)));

/** POST /api/admin/webhooks: the URL and the event types; enabled unless `enabled` is false. */
export const webhookEndpointSchema = z.object({
  url: urlSchema,
  eventTypes: eventTypesSchema,
  enabled: z.boolean().default(true),
});
export type WebhookEndpointRequest = z.infer<typeof webhookEndpointSchema>;

/** PUT /api/admin/webhooks/{id}: any subset; `enabled: true` turns a disabled endpoint back on. */
export const webhookEndpointUpdateSchema = z
  .object({ url: urlSchema, eventTypes: eventTypesSchema, enabled: z.boolean() })
  .partial();
export type WebhookEndpointUpdateRequest = z.infer<typeof webhookEndpointUpdateSchema>;

/**
 * POST /api/admin/webhooks/{id}/replay: `from` is an event position (digits) or an ISO time (the
 * first event recorded at or after it).
 */
export const webhookReplaySchema = z.object({
  from: z
    .string()
    .trim()
    .refine(
      (from) => /^\d{1,18}$/.test(from) || z.iso.datetime({ offset: true }).safeParse(from).success,
      {
        message:
          'Give an event position (a whole number) or an ISO time such as 2026-03-01T12:00:00Z',
      },
    ),
});
export type WebhookReplayRequest = z.infer<typeof webhookReplaySchema>;

/** Why an endpoint was turned off by the store itself. */
export const WEBHOOK_DISABLED_REASONS = ['failing'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];

/** An endpoint as GET /api/admin/webhooks lists it, with the secret its deliveries are signed with. */
export interface WebhookEndpointDto {
  id: number;
  url: string;
  eventTypes: WebhookEventType[];
  enabled: boolean;
  /** Set when the store turned it off (it kept failing); null when on or turned off by staff. */
  disabledReason: WebhookDisabledReason | null;
  /** `whsec_` and base64: what the receiver verifies signatures with (Standard Webhooks). */
  secret: string;
  createdAt: string;
  updatedAt: string;
}

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One delivery of one event to one endpoint, as the delivery log lists it. */
export interface WebhookDeliveryDto {
  id: number;
  /** The store event's global position. */
  position: string;
  eventType: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The HTTP status of the last answer; null when none came (refused, timed out). */
  lastStatusCode: number | null;
  /** How long the last attempt took, in milliseconds. */
  lastDurationMs: number | null;
  lastError: string | null;
  /** When the next attempt is due (null once it succeeded or was given up). */
  nextAttemptAt: string | null;
  createdAt: string;
  updatedAt: string;
}
