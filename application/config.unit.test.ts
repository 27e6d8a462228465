import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from './config';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The variables `.env.example` sets, in order (comments and blank lines skipped). */
function exampleVariables(): [string, string][] {
  return fs
    .readFileSync(path.join(ROOT, '.env.example'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const at = line.indexOf('=');
      return [line.slice(0, at), line.slice(at + 1)];
    });
}

/** The message loadConfig throws for `env` ('' when it does not throw). */
function failureOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('loadConfig', () => {
  it('reads payments, Telegram and mail settings with their defaults', () => {
    const config = loadConfig({});
    expect(config.payments).toEqual({
      provider: 'sandbox',
      webhookSecret: undefined,
      expiryMinutes: 60,
      requireVerifiedEmail: false,
      nowPayments: { apiKey: undefined, apiUrl: 'https://api.nowpayments.io/v1' },
    });
    expect(config.telegram).toEqual({
      botToken: undefined,
      chatId: undefined,
      apiUrl: 'https://api.telegram.org',
    });
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'KeyMart <no-reply@keymart.local>' });
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({
      PAYMENT_WEBHOOK_SECRET: '',
      TELEGRAM_BOT_TOKEN: '',
      SMTP_URL: '',
      PORT: '',
    });
    expect(config.payments.webhookSecret).toBeUndefined();
    expect(config.telegram.botToken).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.port).toBe(5000);
  });

  it('names every wrong variable, one per line', () => {
    let message = '';
    try {
      loadConfig({
        SMTP_URL: 'http://mail',
        DEPOSIT_EXPIRY_MINUTES: '0',
        PAYMENT_PROVIDER: 'stripe',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n').sort()).toEqual([
      '  DEPOSIT_EXPIRY_MINUTES: DEPOSIT_EXPIRY_MINUTES must be a positive number of minutes',
      '  PAYMENT_PROVIDER: PAYMENT_PROVIDER must be sandbox or nowpayments',
      '  SMTP_URL: SMTP_URL must be an smtp:// or smtps:// URL',
      'Invalid configuration:',
    ]);
  });

  it('gives one line naming the variable for each wrong value', () => {
    const wrong: Record<string, string> = {
      PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/keymart',
      SEED_DEMO: 'maybe',
      SESSION_SECRET: 'short',
      ENCRYPTION_KEY: 'not-a-key',
      ENCRYPTION_PREVIOUS_KEYS: 'abc,def',
      PUBLIC_URL: 'ftp://keymart.example',
      STORE_TIMEZONE: 'Mars/Olympus',
      LIVE_CHAT_URL: 'javascript:alert(1)',
      BBCODE_IMAGE_HOSTS: 'https://images.example.com/',
      PAYMENT_PROVIDER: 'stripe',
      PAYMENT_WEBHOOK_SECRET: 'short',
      DEPOSIT_EXPIRY_MINUTES: '-5',
      NOWPAYMENTS_API_URL: 'not a url',
      TELEGRAM_API_URL: 'telegram.org',
      SMTP_URL: 'http://mail',
      MAIL_FROM: 'x',
      METRICS_TOKEN: 'short',
      LOG_LEVEL: 'loud',
      KAFKA_TOPIC: 'bad topic!',
    };
    for (const [name, value] of Object.entries(wrong)) {
      const lines = failureOf({ [name]: value }).split('\n');
      expect(lines, name).toHaveLength(2);
      expect(lines[0]).toBe('Invalid configuration:');
      expect(lines[1], name).toMatch(new RegExp(`^  ${name}: ${name}`));
    }
  });

  it('reads BBCODE_IMAGE_HOSTS as lower-case host names, none by default', () => {
    expect(loadConfig({}).bbcodeImageHosts).toEqual([]);
    expect(
      loadConfig({ BBCODE_IMAGE_HOSTS: ' Images.Example.com, ,cdn.example.net ' }).bbcodeImageHosts,
    ).toEqual(['images.example.com', 'cdn.example.net']);
    for (const wrong of ['images.example.com/banners', '*.example.com', 'cdn.example.com:8443'])
      expect(failureOf({ BBCODE_IMAGE_HOSTS: `ok.example.com,${wrong}` })).toBe(
        `Invalid configuration:\n  BBCODE_IMAGE_HOSTS: BBCODE_IMAGE_HOSTS must be a comma list of host names such as images.example.com; "${wrong}" is not one`,
      );
  });

  it('names a variable that another one needs', () => {
    expect(
      failureOf({ PAYMENT_PROVIDER: 'nowpayments', PAYMENT_WEBHOOK_SECRET: 'x'.repeat(16) }),
    ).toBe(
      'Invalid configuration:\n  NOWPAYMENTS_API_KEY: NOWPAYMENTS_API_KEY is required when PAYMENT_PROVIDER=nowpayments',
    );
    expect(failureOf({ KAFKA_CONSUMERS: 'telegram-notifier' })).toMatch(
      /^Invalid configuration:\n {2}KAFKA_CONSUMERS: KAFKA_CONSUMERS needs KAFKA_BROKERS/,
    );
  });

  it('refuses the sandbox payment provider in production unless ALLOW_SANDBOX_PAYMENTS=true', () => {
    expect(failureOf({ NODE_ENV: 'production' })).toBe(
      'Invalid configuration:\n  PAYMENT_PROVIDER: PAYMENT_PROVIDER is sandbox with NODE_ENV=production: customers could credit their balance without paying; set PAYMENT_PROVIDER=nowpayments, or ALLOW_SANDBOX_PAYMENTS=true for a demo',
    );
    expect(failureOf({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'false' })).toMatch(
      /^Invalid configuration:\n {2}PAYMENT_PROVIDER: PAYMENT_PROVIDER is sandbox with NODE_ENV=production/,
    );
    const allowed = loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' });
    expect(allowed.isProduction).toBe(true);
    expect(allowed.payments.provider).toBe('sandbox');
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'nowpayments',
        NOWPAYMENTS_API_KEY: 'key',
        PAYMENT_WEBHOOK_SECRET: 'x'.repeat(16),
      }).payments.provider,
    ).toBe('nowpayments');
    // Outside production the sandbox needs no permission.
    expect(loadConfig({}).payments.provider).toBe('sandbox');
    expect(failureOf({ ALLOW_SANDBOX_PAYMENTS: 'perhaps' })).toBe(
      'Invalid configuration:\n  ALLOW_SANDBOX_PAYMENTS: ALLOW_SANDBOX_PAYMENTS must be true or false',
    );
  });

  it('stops the start on a PAYMENT_WEBHOOK_SECRET shorter than 16 characters, whatever the provider', () => {
    const message =
      'Invalid configuration:\n  PAYMENT_WEBHOOK_SECRET: PAYMENT_WEBHOOK_SECRET must be at least 16 characters';
    expect(failureOf({ PAYMENT_WEBHOOK_SECRET: 'x'.repeat(15) })).toBe(message);
    expect(
      failureOf({
        PAYMENT_PROVIDER: 'nowpayments',
        NOWPAYMENTS_API_KEY: 'key',
        PAYMENT_WEBHOOK_SECRET: 'x'.repeat(15),
      }),
    ).toBe(message);
    expect(loadConfig({ PAYMENT_WEBHOOK_SECRET: 'x'.repeat(16) }).payments.webhookSecret).toBe(
      'x'.repeat(16),
    );
  });

  it('.env.example lists every variable once, with its default', () => {
    const listed = exampleVariables();
    expect(listed.map(([name]) => name).sort()).toEqual([...CONFIG_VARIABLES].sort());
    // Its values are the defaults: read as a whole it configures what no variables would.
    expect(loadConfig(Object.fromEntries(listed))).toEqual(loadConfig({}));
  });
});
