/**
 * The Kafka relay (ARCHITECTURE.md "Side effects"): with KAFKA_BROKERS set, publishes every
 * event, in subscription order, to KAFKA_TOPIC as a CloudEvent keyed by its stream id (one
 * stream, one partition, in order), waiting for every in-sync replica (acks -1). Its checkpoint
 * moves only after the broker acknowledged a batch, so delivery is at least once; a consumer
 * drops duplicates by the CloudEvent id. One process at a time owns the relay.
 */
import { Partitioners, type Message, type Producer } from 'kafkajs';
import { Subscription } from '../../application/event-store/subscription';
import type { RecordedEvent } from '../../application/event-store/types';
import { CLOUD_EVENT_CONTENT_TYPE, toCloudEvent } from '../../application/kafka/cloud-event';
import { createKafka } from '../../application/kafka/kafka-client';
import type { Worker, WorkerDeps } from '../worker';

const NAME = 'kafka-relay';

/** Bytes of message values per produce request, well under a broker's default 1 MB limit. */
const MAX_REQUEST_BYTES = 256 * 1024;

/** `events` as Kafka messages, cut into requests of at most MAX_REQUEST_BYTES. */
function requestsOf(events: RecordedEvent[]): Message[][] {
  const requests: Message[][] = [];
  let current: Message[] = [];
  let bytes = 0;
  for (const event of events) {
    const value = JSON.stringify(toCloudEvent(event));
    const size = Buffer.byteLength(value);
    if (current.length > 0 && bytes + size > MAX_REQUEST_BYTES) {
      requests.push(current);
      current = [];
      bytes = 0;
    }
    current.push({
      key: event.streamId,
      value,
      headers: { 'content-type': CLOUD_EVENT_CONTENT_TYPE },
    });
    bytes += size;
  }
  if (current.length > 0) requests.push(current);
  return requests;
}

/** Sends `events` in order, each request acknowledged by all in-sync replicas before the next. */
async function publish(producer: Producer, topic: string, events: RecordedEvent[]): Promise<void> {
  for (const messages of requestsOf(events)) await producer.send({ topic, acks: -1, messages });
}

/** The relay's subscription per composition root it runs in. */
const running = new WeakMap<WorkerDeps, Subscription>();

export const kafkaRelayWorker: Worker = {
  name: NAME,
  async start(deps) {
    const { kafka: settings } = deps.config;
    if (settings.brokers.length === 0) return;
    const producer = createKafka(settings, deps.log).producer({
      allowAutoTopicCreation: false,
      // One request in flight: a retried request cannot overtake the next one.
      maxInFlightRequests: 1,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    const subscription = new Subscription(deps.store, deps.wakeUps, {
      name: NAME,
      eventTypes: null,
      startAt: 'beginning',
      publish: (events) => publish(producer, settings.topic, events),
    });
    running.set(deps, subscription);
    await deps.ownership.claim(NAME, {
      async acquired() {
        await producer.connect();
        // No catch-up before serving: a new relay may have the whole history to publish.
        subscription.start();
      },
      async lost() {
        await subscription.stop();
        await producer.disconnect();
      },
    });
  },
  failures(deps) {
    const failure = running.get(deps)?.failure;
    return failure ? [{ name: NAME, error: failure }] : [];
  },
  async stop(deps) {
    if (!running.delete(deps)) return;
    await deps.ownership.release(NAME);
  },
};
