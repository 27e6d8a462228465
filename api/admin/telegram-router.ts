/**
 * Messaging-bot settings calls (admin-area.md 2.15 and 7): POST /api/admin/test-telegram and
 * POST /api/admin/send-test-notification answer {success, message}. The Telegram worker lands
 * with the payments-and-Telegram issue; until then both report that the bot is not configured.
 */
import { Router } from 'express';
import type { ApiServices } from '../services';

const NOT_CONFIGURED = {
  success: false,
  message:
    'Telegram is not configured: set TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID in the server environment.',
};

export function telegramRouter(_services: ApiServices): Router {
  const router = Router();
  router.post('/admin/test-telegram', (_req, res) => {
    res.json(NOT_CONFIGURED);
  });
  router.post('/admin/send-test-notification', (_req, res) => {
    res.json(NOT_CONFIGURED);
  });
  return router;
}
