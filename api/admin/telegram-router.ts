/**
 * Notification settings calls (docs/specs/admin-area.md 2.15, 7 and 8), admin only:
 * POST /api/admin/test-telegram reaches the bot (getMe), POST /api/admin/send-test-notification
 * posts a sample message to the staff chat, and POST /api/admin/send-test-discord posts it as an
 * embed to the Discord webhook. Each answers 200 {success, message}: a channel being
 * unconfigured, unreachable or refusing is a result the page shows, never a 5xx; the message
 * never carries the bot token or the webhook URL.
 */
import { Router } from 'express';
import {
  describeTelegramError,
  telegramClient,
  type TelegramClient,
} from '../../application/telegram/telegram-client';
import { DiscordError, embedOf, postDiscordEmbed } from '../../application/discord/discord-client';
import { endpoints } from '../http/endpoint';
import type { ApiServices } from '../services';

const endpoint = endpoints('Admin: messaging bot');

/** The answer of both calls (docs/specs/admin-area.md section 7). */
interface TelegramResult {
  success: boolean;
  message: string;
}

const NOT_CONFIGURED: TelegramResult = {
  success: false,
  message:
    'Telegram is not configured: set TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID in the server environment.',
};

const DISCORD_NOT_CONFIGURED: TelegramResult = {
  success: false,
  message: 'Discord is not configured: set DISCORD_WEBHOOK_URL in the server environment.',
};

/** The sample notification posted by Send Test Notification. */
export const TEST_NOTIFICATION_TEXT = [
  '✅ KeyMart test notification',
  'The bot is connected: new orders, deposits, warranty claims and tickets will be posted to this chat.',
].join('\n');

/** The messaging-bot settings routes: admins only (401 signed out, then 403). */
export function telegramRouter(services: ApiServices): Router {
  const router = Router();
  const settings = services.config.telegram;

  /** Runs `call` with a client, turning every failure into {success: false} with a clear reason. */
  async function attempt(
    call: (client: TelegramClient) => Promise<string>,
  ): Promise<TelegramResult> {
    const client = telegramClient(settings);
    if (!client) return NOT_CONFIGURED;
    try {
      return { success: true, message: await call(client) };
    } catch (error) {
      return { success: false, message: describeTelegramError(error, settings.botToken) };
    }
  }

  router.post(
    '/admin/test-telegram',
    endpoint(
      {
        access: 'admin',
        permission: 'settings',
        summary: 'Test Connection: reach the messaging bot (docs/specs/admin-area.md section 2.15)',
        answer: {
          description: '`{ success, message }`: connected to the bot, or why not (never a 5xx)',
        },
      },
      async (_input, _req, res) => {
        res.json(
          await attempt(async (client) => {
            const bot = await client.getMe();
            return bot.username ? `Connected to @${bot.username}` : `Connected to ${bot.name}`;
          }),
        );
      },
    ),
  );

  router.post(
    '/admin/send-test-notification',
    endpoint(
      {
        access: 'admin',
        permission: 'settings',
        summary:
          'Send Test Notification: post a sample message to the staff chat (docs/specs/admin-area.md section 2.15)',
        answer: { description: '`{ success, message }`: sent, or why not (never a 5xx)' },
      },
      async (_input, _req, res) => {
        res.json(
          await attempt(async (client) => {
            await client.sendMessage(
              `${TEST_NOTIFICATION_TEXT}\nSent at ${new Date().toISOString()}`,
            );
            return 'Test notification sent to the configured chat.';
          }),
        );
      },
    ),
  );

  router.post(
    '/admin/send-test-discord',
    endpoint(
      {
        access: 'admin',
        permission: 'settings',
        summary:
          'Send Test to Discord: post the sample notification as an embed to DISCORD_WEBHOOK_URL',
        answer: { description: '`{ success, message }`: sent, or why not (never a 5xx)' },
      },
      async (_input, _req, res) => {
        const { webhookUrl } = services.config.discord;
        if (!webhookUrl) {
          res.json(DISCORD_NOT_CONFIGURED);
          return;
        }
        try {
          await postDiscordEmbed(webhookUrl, embedOf(TEST_NOTIFICATION_TEXT, new Date()));
          res.json({ success: true, message: 'Test notification sent to the Discord channel.' });
        } catch (error) {
          if (!(error instanceof DiscordError)) throw error;
          res.json({ success: false, message: error.message });
        }
      },
    ),
  );

  return router;
}
