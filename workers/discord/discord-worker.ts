/**
 * The Discord notifier (ARCHITECTURE.md "Side effects"): the staff notifications the Telegram
 * notifier posts (workers/staff-notifications.ts), as embeds to the webhook DISCORD_WEBHOOK_URL.
 * One pg-boss job per event, enqueued in the checkpoint's transaction, retried with backoff; with
 * no webhook URL nothing is enqueued and the checkpoint still moves on.
 */
import { DiscordError, embedOf, postDiscordEmbed } from '../../application/discord/discord-client';
import { jobIdFor, type QueueDefinition } from '../../application/jobs/job-queue';
import { sideEffectWorker } from '../side-effect-worker';
import { NOTIFIED_EVENT_TYPES, staffNotificationText } from '../staff-notifications';

/** One embed to post: the notification's text (sealed parts in it), its event's id and time. */
export interface DiscordJob {
  text: string;
  eventId: string;
  /** ISO 8601: when the event was recorded, the embed's timestamp. */
  recordedAt: string;
}

/** Eight retries from 1 s, doubling (with jitter), as for Telegram. */
export const DISCORD_QUEUE: QueueDefinition = {
  name: 'discord-message',
  retryLimit: 8,
  retryDelaySeconds: 1,
};

export const discordWorker = sideEffectWorker<DiscordJob>({
  name: 'discord-notifier',
  eventTypes: NOTIFIED_EVENT_TYPES,
  queue: DISCORD_QUEUE,
  async jobsFor(_client, event, deps, read) {
    if (!deps.config.discord.webhookUrl) return [];
    const text = await staffNotificationText(event, read);
    if (text === null) return [];
    const data = { text, eventId: event.eventId, recordedAt: event.recordedAt.toISOString() };
    // The event's own job id: an event handled again (a retried batch) finds its job there.
    return [{ data, id: jobIdFor(`discord:${event.eventId}`) }];
  },
  async perform(job, deps) {
    const { webhookUrl } = deps.config.discord;
    if (!webhookUrl) throw new DiscordError('Discord is not configured: DISCORD_WEBHOOK_URL');
    const text = await deps.secrets.open(job.text, { whenShredded: '[erased]' });
    await postDiscordEmbed(webhookUrl, embedOf(text, new Date(job.recordedAt)));
  },
});
