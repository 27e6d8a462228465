/**
 * The Kafka client (kafkajs) for the event relay and the Kafka consumers, configured from
 * KAFKA_BROKERS and KAFKA_CLIENT_ID, logging through the store's logger.
 */
import { Kafka, logLevel, type LogEntry } from 'kafkajs';
import type { Config } from '../config';
import type { Logger } from '../logger';

const LEVELS: Record<number, 'error' | 'warn' | 'info' | 'debug'> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

/**
 * A kafkajs client for `config` (brokers must not be empty).
 * @throws Error when KAFKA_BROKERS is not set
 */
export function createKafka(config: Config['kafka'], log: Logger): Kafka {
  if (config.brokers.length === 0) throw new Error('KAFKA_BROKERS is not set');
  return new Kafka({
    clientId: config.clientId,
    brokers: config.brokers,
    logLevel: logLevel.WARN,
    logCreator:
      () =>
      ({ level, namespace, log: entry }: LogEntry) => {
        const { message, ...rest } = entry;
        log[LEVELS[level] ?? 'info']({ kafka: namespace, ...rest }, message);
      },
  });
}

/**
 * Consumer-group timing: a member that dies is noticed within `sessionTimeout` and its
 * partitions handed to the others; heartbeats every second tell the members of a rebalance soon.
 */
export const CONSUMER_TIMING = {
  sessionTimeout: 10_000,
  heartbeatInterval: 1_000,
  maxWaitTimeInMs: 1_000,
};
