/**
 * The lines `npm start` prints once the store serves (README.md "Quickstart"): where it is, where
 * its data lives, who the admins are, whether payments and mail are real, and which workers run.
 * What a person starting the store must know before opening it; the log carries the rest.
 */
import path from 'node:path';
import type { Config } from '../application/config';

/** The summary's settings, by name. */
type SummaryConfig = Pick<
  Config,
  | 'publicUrl'
  | 'dataDir'
  | 'databaseUrl'
  | 'adminEmails'
  | 'payments'
  | 'mail'
  | 'telegram'
  | 'discord'
  | 'kafka'
>;

/** A database URL without its credentials: scheme, host, port and database name. */
function withoutCredentials(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.protocol}//${url.host}${url.pathname}`;
}

/** `postgres://user:secret@db.internal:5432/keymart` shows as `postgres://db.internal:5432/keymart`. */
function databaseLine(config: SummaryConfig): string {
  return config.databaseUrl
    ? `${withoutCredentials(config.databaseUrl)} (DATABASE_URL)`
    : `embedded PostgreSQL (${path.join(config.dataDir, 'pg')})`;
}

function paymentsLine(config: SummaryConfig): string {
  return config.payments.provider === 'sandbox'
    ? 'sandbox: a test page credits balances, no money moves (PAYMENT_PROVIDER)'
    : `live through ${config.payments.provider} (PAYMENT_PROVIDER)`;
}

function mailLine(config: SummaryConfig): string {
  if (!config.mail.smtpUrl) return 'off: mails are written to the log (set SMTP_URL to send them)';
  return `on through ${new URL(config.mail.smtpUrl).host}, from ${config.mail.from}`;
}

/** Why a worker that runs has nothing to do, when a setting it needs is missing. */
function idleBecause(worker: string, config: SummaryConfig): string | null {
  if (worker === 'telegram-notifier' && !(config.telegram.botToken && config.telegram.chatId))
    return 'TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID are not both set';
  if (worker === 'discord-notifier' && !config.discord.webhookUrl)
    return 'DISCORD_WEBHOOK_URL is not set';
  if (worker === 'kafka-relay' && config.kafka.brokers.length === 0)
    return 'KAFKA_BROKERS is not set';
  return null;
}

function workersLine(config: SummaryConfig, workers: readonly string[]): string {
  if (workers.length === 0) return 'none (WORKERS)';
  const busy = workers.filter((worker) => !idleBecause(worker, config));
  const idle = workers.flatMap((worker) => {
    const reason = idleBecause(worker, config);
    return reason ? [`${worker} (${reason})`] : [];
  });
  return [busy.join(', '), ...(idle.length > 0 ? [`idle: ${idle.join(', ')}`] : [])].join('; ');
}

/**
 * The summary: a first line `KeyMart is serving on <url>` (scripts and tests wait for it), then
 * one indented `name  value` line per setting. Credentials in DATABASE_URL or SMTP_URL are left
 * out.
 */
export function startupSummary(
  config: SummaryConfig,
  running: { url: string; workers: readonly string[] },
): string[] {
  const rows: [string, string][] = [
    ['data folder', config.dataDir],
    ['database', databaseLine(config)],
    [
      'admins',
      config.adminEmails.length > 0
        ? `${config.adminEmails.join(', ')} (ADMIN_EMAILS: sign up with one to get the admin screens)`
        : 'none yet: set ADMIN_EMAILS=you@example.com, or run npm run cli -- admin grant <email>',
    ],
    ['payments', paymentsLine(config)],
    ['mail', mailLine(config)],
    ['workers', workersLine(config, running.workers)],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  return [
    `KeyMart is serving on ${config.publicUrl ?? running.url}`,
    ...rows.map(([name, value]) => `  ${name.padEnd(width)}  ${value}`),
  ];
}
