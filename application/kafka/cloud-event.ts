/**
 * The shape of an event on the Kafka topic: a CloudEvents 1.0 JSON event
 * (https://github.com/cloudevents/spec/blob/v1.0.2/cloudevents/formats/json-format.md), in
 * structured mode (content type `application/cloudevents+json`, Kafka protocol binding). `id` is
 * the event's id, so a consumer drops duplicates by it; `subject` is the stream id (also the
 * message key, so a stream's events stay in order on one partition); `position` is the global
 * position (a string: it is a bigint). The event's metadata travels as extension attributes;
 * `data` is in the event type's current shape (upcast on read), whatever shape it was stored in.
 */
import { z } from 'zod';
import type { EventMetadata, RecordedEvent } from '../event-store/types';

/** Content type of a structured-mode CloudEvent (the Kafka message's `content-type` header). */
export const CLOUD_EVENT_CONTENT_TYPE = 'application/cloudevents+json; charset=UTF-8';

/** The `source` of every KeyMart event. */
export const CLOUD_EVENT_SOURCE = '/keymart';

const cloudEventSchema = z.object({
  specversion: z.literal('1.0'),
  id: z.uuid(),
  source: z.string().min(1),
  type: z.string().min(1),
  subject: z.string().min(1),
  time: z.iso.datetime({ offset: true }),
  datacontenttype: z.literal('application/json'),
  data: z.record(z.string(), z.unknown()),
  position: z.string().regex(/^\d+$/),
  transactionid: z.string().regex(/^\d+$/),
  streamversion: z.number().int().positive(),
  actorid: z.number().int().optional(),
  onbehalfof: z.number().int().optional(),
  correlationid: z.string().optional(),
  causationid: z.string().optional(),
  requestid: z.string().optional(),
  command: z.string().optional(),
});

/** A KeyMart event as a CloudEvent (JSON). */
export type KeyMartCloudEvent = z.infer<typeof cloudEventSchema>;

/** `event` as a CloudEvent. */
export function toCloudEvent(event: RecordedEvent): KeyMartCloudEvent {
  const m = event.metadata;
  return {
    specversion: '1.0',
    id: event.eventId,
    source: CLOUD_EVENT_SOURCE,
    type: event.type,
    subject: event.streamId,
    time: event.recordedAt.toISOString(),
    datacontenttype: 'application/json',
    data: event.data,
    position: event.position.toString(),
    transactionid: event.transactionId.toString(),
    streamversion: event.streamVersion,
    ...(m.actorId != null && { actorid: m.actorId }),
    ...(m.onBehalfOf != null && { onbehalfof: m.onBehalfOf }),
    ...(m.correlationId && { correlationid: m.correlationId }),
    ...(m.causationId && { causationid: m.causationId }),
    ...(m.requestId && { requestid: m.requestId }),
    ...(m.command && { command: m.command }),
  };
}

/**
 * The event a CloudEvent carries (as the relay published it).
 * @throws ZodError when `json` is not a KeyMart CloudEvent
 */
export function fromCloudEvent(json: unknown): RecordedEvent {
  const e = cloudEventSchema.parse(json);
  const metadata: EventMetadata = {
    ...(e.actorid !== undefined && { actorId: e.actorid }),
    ...(e.onbehalfof !== undefined && { onBehalfOf: e.onbehalfof }),
    ...(e.correlationid && { correlationId: e.correlationid }),
    ...(e.causationid && { causationId: e.causationid }),
    ...(e.requestid && { requestId: e.requestid }),
    ...(e.command && { command: e.command }),
  };
  return {
    position: BigInt(e.position),
    transactionId: BigInt(e.transactionid),
    eventId: e.id,
    streamId: e.subject,
    streamVersion: e.streamversion,
    type: e.type,
    data: e.data,
    metadata,
    recordedAt: new Date(e.time),
  };
}
