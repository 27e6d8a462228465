/**
 * A fake Telegram Bot API on 127.0.0.1 for tests (ARCHITECTURE.md "Testing": real client libraries
 * against local fakes that record what they receive). It takes POSTs at `/bot<token>/<method>`
 * with a form-encoded body (what node-telegram-bot-api 2.x sends) or JSON, records every call
 * (failed attempts included), and answers like Telegram: `{ok: true, result}` for getMe and
 * sendMessage, `{ok: false, error_code: 404, description: "Not Found"}` for other methods. It can
 * be told to fail the next calls of a method (by default 500 "Internal Server Error").
 * Pass `url` as TELEGRAM_API_URL.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the fake received. */
export interface RecordedTelegramCall {
  /** The Bot API method, e.g. `sendMessage`. */
  method: string;
  /** The token from the path (`/bot<token>/...`). */
  token: string;
  /** The parameters, from the form or JSON body (values as sent: strings for a form). */
  params: Record<string, unknown>;
  /** The request's content type, e.g. `application/x-www-form-urlencoded`. */
  contentType: string;
  /** The HTTP status the fake answered with. */
  status: number;
}

/** A delivered message, as the fake stored it. */
export interface FakeTelegramMessage {
  messageId: number;
  chatId: string;
  text: string;
  token: string;
}

/** A failure to answer with: HTTP status (also Telegram's error_code) and description. */
export interface FakeTelegramFailure {
  status: number;
  description: string;
}

export interface FakeTelegram {
  /** The API root, `http://127.0.0.1:<port>`. */
  url: string;
  /** Every call received, oldest first (failed attempts included). */
  calls: RecordedTelegramCall[];
  /** The messages sendMessage accepted, oldest first. */
  messages: FakeTelegramMessage[];
  /** The calls of `method`, oldest first. */
  callsOf(method: string): RecordedTelegramCall[];
  /**
   * Fails the next `count` calls of `method` with `failure` (default 500 Internal Server Error).
   */
  failNext(method: string, count: number, failure?: FakeTelegramFailure): void;
  close(): Promise<void>;
}

/** The bot getMe describes. */
export const FAKE_BOT = {
  id: 7_000_000_001,
  is_bot: true,
  first_name: 'KeyMart Test Bot',
  username: 'keymart_test_bot',
  can_join_groups: true,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
};

const INTERNAL_ERROR: FakeTelegramFailure = { status: 500, description: 'Internal Server Error' };

function parseBody(contentType: string | undefined, body: string): Record<string, unknown> {
  if (contentType?.startsWith('application/json')) {
    const json: unknown = body ? JSON.parse(body) : {};
    return typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  }
  return Object.fromEntries(new URLSearchParams(body));
}

/** A parameter as text: a form value is already one; a JSON number or string is converted. */
function scalar(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeTelegram(): Promise<FakeTelegram> {
  const calls: RecordedTelegramCall[] = [];
  const messages: FakeTelegramMessage[] = [];
  const failures = new Map<string, { left: number; failure: FakeTelegramFailure }>();
  let nextMessageId = 100;

  function answer(
    method: string,
    token: string,
    params: Record<string, unknown>,
  ): { status: number; body: unknown } {
    const failing = failures.get(method);
    if (failing && failing.left > 0) {
      failing.left--;
      const { status, description } = failing.failure;
      return { status, body: { ok: false, error_code: status, description } };
    }
    if (method === 'getMe') return { status: 200, body: { ok: true, result: FAKE_BOT } };
    if (method === 'sendMessage') {
      const chatId = scalar(params.chat_id);
      const text = scalar(params.text);
      if (!chatId || !text) {
        const description = chatId
          ? 'Bad Request: message text is empty'
          : 'Bad Request: chat_id is empty';
        return { status: 400, body: { ok: false, error_code: 400, description } };
      }
      const message = { messageId: nextMessageId++, chatId, text, token };
      messages.push(message);
      const numericChat = Number(chatId);
      return {
        status: 200,
        body: {
          ok: true,
          result: {
            message_id: message.messageId,
            from: FAKE_BOT,
            chat: {
              id: Number.isInteger(numericChat) ? numericChat : chatId,
              title: 'KeyMart staff',
              type: 'supergroup',
            },
            date: Math.floor(Date.now() / 1000),
            text,
          },
        },
      };
    }
    return { status: 404, body: { ok: false, error_code: 404, description: 'Not Found' } };
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(request.url ?? '');
      let reply: { status: number; body: unknown };
      if (request.method !== 'POST' && request.method !== 'GET') {
        reply = {
          status: 405,
          body: { ok: false, error_code: 405, description: 'Method Not Allowed' },
        };
      } else if (!match) {
        reply = { status: 404, body: { ok: false, error_code: 404, description: 'Not Found' } };
      } else {
        const [, token, method] = match as unknown as [string, string, string];
        let params: Record<string, unknown>;
        try {
          params = parseBody(
            request.headers['content-type'],
            Buffer.concat(chunks).toString('utf8'),
          );
        } catch {
          params = {};
        }
        reply = answer(method, decodeURIComponent(token), params);
        calls.push({
          method,
          token: decodeURIComponent(token),
          params,
          contentType: request.headers['content-type'] ?? '',
          status: reply.status,
        });
      }
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    messages,
    callsOf: (method) => calls.filter((call) => call.method === method),
    failNext(method, count, failure = INTERNAL_ERROR) {
      failures.set(method, { left: count, failure });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
