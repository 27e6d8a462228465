/**
 * The staff chat's Telegram bot (docs/specs/admin-area.md 2.15; ARCHITECTURE.md "Contract": TELEGRAM_BOT_TOKEN,
 * TELEGRAM_CHAT_ID, TELEGRAM_API_URL): a thin wrapper over node-telegram-bot-api's `Api` that
 * reaches the bot (getMe) and posts plain-text messages (no parse_mode, so nothing needs
 * escaping) to the configured chat. The library's own transport retries are off: the callers own
 * retries (pg-boss for notifications, the admin for a test), so one call is one HTTP request.
 */
import {
  Api,
  NetworkError,
  ParseError,
  TelegramApiError,
  TimeoutError,
} from 'node-telegram-bot-api';
import type { Config } from '../config';

/** How long one Bot API call may take before it fails (a pg-boss retry follows). */
const REQUEST_TIMEOUT_MS = 15_000;

/** The bot as getMe describes it. */
export interface TelegramBot {
  /** The bot's @username without the @, or null when it has none. */
  username: string | null;
  /** The bot's display name (first and last name). */
  name: string;
}

export interface TelegramClient {
  /** Asks the Bot API who the bot is: proves the token and the API root work. */
  getMe(): Promise<TelegramBot>;
  /** Posts `text` (plain text, up to 4096 characters) to the staff chat; returns the message id. */
  sendMessage(text: string): Promise<number>;
}

/**
 * A client for `settings`, or null when the bot token or the chat id is missing (notifications
 * are then off). Calls reject with the library's errors (`TelegramApiError` when Telegram answers
 * `ok: false`, `NetworkError`, `TimeoutError`, `ParseError`); `describeTelegramError` words them.
 */
export function telegramClient(settings: Config['telegram']): TelegramClient | null {
  const { botToken, chatId, apiUrl } = settings;
  if (!botToken || !chatId) return null;
  const api = new Api(botToken, { apiRoot: apiUrl, maxRetries: 0, timeoutMs: REQUEST_TIMEOUT_MS });
  return {
    async getMe() {
      const bot = await api.getMe();
      return {
        username: bot.username ?? null,
        name: [bot.first_name, bot.last_name].filter(Boolean).join(' '),
      };
    },
    async sendMessage(text) {
      const message = await api.sendMessage({ chat_id: chatId, text });
      return message.message_id;
    },
  };
}

/**
 * A sentence an admin can act on for a failed Bot API call: Telegram's own description with its
 * error code, or what went wrong on the way. `token`, when given, is blanked out of anything
 * echoed, so the answer never carries the bot token.
 */
export function describeTelegramError(error: unknown, token?: string): string {
  let text: string;
  if (error instanceof TelegramApiError) {
    text = `Telegram answered ${error.errorCode}: ${error.description}`;
  } else if (error instanceof TimeoutError) {
    text = `Telegram did not answer within ${REQUEST_TIMEOUT_MS / 1000} seconds`;
  } else if (error instanceof NetworkError) {
    const code = networkCode(error.cause);
    text = `Could not reach the Telegram Bot API${code ? ` (${code})` : ''}`;
  } else if (error instanceof ParseError) {
    text = 'The Telegram Bot API answered with something that is not JSON';
  } else {
    text = `Telegram call failed: ${error instanceof Error ? error.message : String(error)}`;
  }
  return token ? text.split(token).join('[redacted]') : text;
}

/** The system error code (ECONNREFUSED, ENOTFOUND...) somewhere in a fetch failure's causes. */
function networkCode(cause: unknown): string | null {
  for (let depth = 0; depth < 4 && typeof cause === 'object' && cause !== null; depth++) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && /^E[A-Z_]+$/.test(code)) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return null;
}
