import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('reads payments, Telegram and mail settings with their defaults', () => {
    const config = loadConfig({});
    expect(config.payments).toEqual({
      provider: 'sandbox',
      webhookSecret: undefined,
      expiryMinutes: 60,
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
});
