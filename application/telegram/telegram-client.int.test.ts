import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTelegram, type FakeTelegram } from '../../test/support/fake-telegram';
import { describeTelegramError, telegramClient } from './telegram-client';

const TOKEN = '123456:SECRET-token';
const CHAT = '-100200';

let fake: FakeTelegram;

beforeAll(async () => {
  fake = await startFakeTelegram();
});
afterAll(() => fake.close());

const settings = () => ({ botToken: TOKEN, chatId: CHAT, apiUrl: fake.url });

/** The error `promise` rejects with. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('telegram client', () => {
  it('is off without a bot token or a chat id', () => {
    expect(telegramClient({ botToken: undefined, chatId: CHAT, apiUrl: fake.url })).toBeNull();
    expect(telegramClient({ botToken: TOKEN, chatId: undefined, apiUrl: fake.url })).toBeNull();
  });

  it('asks getMe at the configured API root and returns the bot’s username and name', async () => {
    const bot = await telegramClient(settings())!.getMe();
    expect(bot).toEqual({ username: 'keymart_test_bot', name: 'KeyMart Test Bot' });
    expect(fake.callsOf('getMe').at(-1)).toMatchObject({ token: TOKEN, status: 200 });
  });

  it('posts a form-encoded plain-text sendMessage to the chat and returns the message id', async () => {
    const text = 'Line one\nLine <two> & "three" *not markdown*';
    const id = await telegramClient(settings())!.sendMessage(text);
    const call = fake.callsOf('sendMessage').at(-1)!;
    expect(call.contentType).toBe('application/x-www-form-urlencoded');
    expect(call.params).toEqual({ chat_id: CHAT, text });
    expect(fake.messages.at(-1)).toEqual({ messageId: id, chatId: CHAT, text, token: TOKEN });
  });

  it('makes exactly one attempt on a 500 (retries belong to the job queue) and reports Telegram’s description', async () => {
    const before = fake.callsOf('sendMessage').length;
    fake.failNext('sendMessage', 1);
    const error = await rejection(telegramClient(settings())!.sendMessage('hello'));
    expect(fake.callsOf('sendMessage').length).toBe(before + 1);
    expect(describeTelegramError(error, TOKEN)).toBe(
      'Telegram answered 500: Internal Server Error',
    );
  });

  it('words a refusal with Telegram’s description and an unreachable API by its error code', async () => {
    fake.failNext('getMe', 1, { status: 401, description: 'Unauthorized' });
    const refused = await rejection(telegramClient(settings())!.getMe());
    expect(describeTelegramError(refused, TOKEN)).toBe('Telegram answered 401: Unauthorized');

    const closed = await startFakeTelegram();
    const deadUrl = closed.url;
    await closed.close();
    const unreachable = await rejection(
      telegramClient({ ...settings(), apiUrl: deadUrl })!.getMe(),
    );
    expect(describeTelegramError(unreachable, TOKEN)).toBe(
      'Could not reach the Telegram Bot API (ECONNREFUSED)',
    );
  });

  it('never echoes the bot token', () => {
    expect(describeTelegramError(new Error(`bad url /bot${TOKEN}/getMe`), TOKEN)).toBe(
      'Telegram call failed: bad url /bot[redacted]/getMe',
    );
  });
});
