/**
 * The Telegram notifier (docs/specs/admin-area.md 2.15; ARCHITECTURE.md "Side effects"): follows
 * orders, deposits, warranty claims and new tickets through the ordered subscription and, for each,
 * enqueues one pg-boss job in the checkpoint's transaction; the job posts the message to the staff
 * chat, with retries and backoff on failure. With no bot token or chat id nothing is enqueued, yet
 * the checkpoint moves on, so turning Telegram on later does not send old events.
 */
import type { QueueDefinition } from '../../application/jobs/job-queue';
import { telegramClient } from '../../application/telegram/telegram-client';
import { sideEffectWorker } from '../side-effect-worker';
import { NOTIFIED_EVENT_TYPES, staffNotificationText } from '../staff-notifications';

/** One message to post: its text, built when the event was handled, and the event's id. */
export interface TelegramJob {
  text: string;
  eventId: string;
}

/** Eight retries from 1 s, doubling (with jitter): Telegram may be away for a few minutes. */
export const TELEGRAM_QUEUE: QueueDefinition = {
  name: 'telegram-message',
  retryLimit: 8,
  retryDelaySeconds: 1,
};

export const telegramWorker = sideEffectWorker<TelegramJob>({
  name: 'telegram-notifier',
  eventTypes: NOTIFIED_EVENT_TYPES,
  queue: TELEGRAM_QUEUE,
  async jobsFor(_client, event, deps, read) {
    if (!deps.config.telegram.botToken || !deps.config.telegram.chatId) return [];
    const text = await staffNotificationText(event, read);
    return text === null ? [] : [{ data: { text, eventId: event.eventId } }];
  },
  async perform(job, deps) {
    const telegram = telegramClient(deps.config.telegram);
    // A job enqueued while Telegram was configured, run by a process that has no settings:
    // fail it (pg-boss keeps it, failed, for staff to see) rather than drop it silently.
    if (!telegram)
      throw new Error('Telegram is not configured: TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID');
    // The customer's e-mail and country stay sealed in the queue until sent: the job queue is a
    // copy of the data at rest.
    await telegram.sendMessage(await deps.secrets.open(job.text, { whenShredded: '[erased]' }));
  },
});
