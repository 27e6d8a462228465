import { describe, expect, it } from 'vitest';
import { loadConfig } from '../application/config';
import { startupSummary } from './startup-summary';

const running = {
  url: 'http://localhost:5000',
  workers: [
    'projections',
    'telegram-notifier',
    'discord-notifier',
    'email-notifier',
    'kafka-relay',
  ],
};

describe("npm start's summary", () => {
  it('says where the store is, its data, admins, sandbox payments, mail off and the workers', () => {
    const config = loadConfig({ DATA_DIR: '/srv/keymart', ADMIN_EMAILS: 'Owner@Example.com' });
    expect(startupSummary(config, running)).toEqual([
      'KeyMart is serving on http://localhost:5000',
      '  data folder  /srv/keymart',
      '  database     embedded PostgreSQL (/srv/keymart/pg)',
      '  admins       owner@example.com (ADMIN_EMAILS: sign up with one to get the admin screens)',
      '  payments     sandbox: a test page credits balances, no money moves (PAYMENT_PROVIDER)',
      '  mail         off: mails are written to the log (set SMTP_URL to send them)',
      '  workers      projections, email-notifier; idle: telegram-notifier (TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID are not both set), discord-notifier (DISCORD_WEBHOOK_URL is not set), kafka-relay (KAFKA_BROKERS is not set)',
    ]);
  });

  it('names the public URL, live payments and the mail server, never a password', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://shop.example.com',
      DATABASE_URL: 'postgres://keymart:db-secret@db.internal:5432/keymart',
      PAYMENT_PROVIDER: 'nowpayments',
      NOWPAYMENTS_API_KEY: 'key',
      PAYMENT_WEBHOOK_SECRET: 'sixteen-chars-or-more',
      SMTP_URL: 'smtps://mailer:mail-secret@smtp.example.com:465',
    });
    const summary = startupSummary(config, { ...running, workers: [] }).join('\n');
    const withRelay = loadConfig({ KAFKA_BROKERS: 'kafka:9092', WORKERS: 'kafka-relay' });
    expect(startupSummary(withRelay, { ...running, workers: ['kafka-relay'] })).toContain(
      '  workers      kafka-relay',
    );
    expect(summary).toContain('KeyMart is serving on https://shop.example.com');
    expect(summary).toContain('database     postgres://db.internal:5432/keymart (DATABASE_URL)');
    expect(summary).toContain(
      'admins       none yet: set ADMIN_EMAILS=you@example.com, or run npm run cli -- admin grant <email>',
    );
    expect(summary).toContain('payments     live through nowpayments (PAYMENT_PROVIDER)');
    expect(summary).toContain(
      'mail         on through smtp.example.com:465, from KeyMart <no-reply@keymart.local>',
    );
    expect(summary).toContain('workers      none (WORKERS)');
    expect(summary).not.toMatch(/secret/);
  });
});
