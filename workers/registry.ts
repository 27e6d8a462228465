/** Every worker, by name. */
import { discordWorker } from './discord/discord-worker';
import { emailWorker } from './email/email-worker';
import { kafkaRelayWorker } from './kafka/kafka-relay-worker';
import { depositExpiryWorker } from './payments/deposit-expiry-worker';
import { deliveryPromiseWorker } from './orders/delivery-promise-worker';
import { projectionsWorker } from './projections-worker';
import { telegramWorker } from './telegram/telegram-worker';
import { webhookWorker } from './webhooks/webhook-worker';
import type { Worker } from './worker';

export const WORKERS: readonly Worker[] = [
  projectionsWorker,
  depositExpiryWorker,
  deliveryPromiseWorker,
  telegramWorker,
  discordWorker,
  emailWorker,
  kafkaRelayWorker,
  webhookWorker,
];

/** The worker called `name`, or undefined. */
export const findWorker = (name: string | undefined) =>
  WORKERS.find((worker) => worker.name === name);
