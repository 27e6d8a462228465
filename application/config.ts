/**
 * Process configuration, read from the environment once and validated with zod.
 * Source: ARCHITECTURE.md "Contract that users, scripts and tests rely on".
 */
import path from 'node:path';
import { z } from 'zod';
import { parseImageHosts } from '../contracts/image-url';
import { parseMasterKey, type MasterKey } from './security/secret-box';

/** true/false (also 1/0, yes/no); `name` words the message. */
const booleanFlag = (name: string) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: `${name} must be true or false` })
    .transform((value) => value === 'true' || value === '1' || value === 'yes');

const portMessage = { message: 'PORT must be a port number from 0 to 65535' };

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const masterKeyMessage =
  'must be 32 bytes as 64 hex digits or 44 base64 characters (npm run cli -- keys generate)';
const isMasterKey = (text: string) => {
  try {
    parseMasterKey(text);
    return true;
  } catch {
    return false;
  }
};

/** A comma list of names (empty entries dropped). */
const nameList = z.string().transform((list) =>
  list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0),
);

/** Every variable the store reads (`.env.example` lists each with its default). */
const envSchema = z
  .object({
    PORT: z.coerce
      .number(portMessage)
      .int(portMessage)
      .min(0, portMessage)
      .max(65535, portMessage)
      .default(5000),
    DATABASE_URL: z
      .url({
        protocol: /^postgres(ql)?$/,
        message: 'DATABASE_URL must be a postgres:// or postgresql:// URL',
      })
      .optional(),
    DATA_DIR: z.string().default('.data'),
    SEED_DEMO: booleanFlag('SEED_DEMO').default(true),
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter((email) => email.length > 0),
      ),
    SESSION_SECRET: z
      .string()
      .min(32, { message: 'SESSION_SECRET must be at least 32 characters' })
      .optional(),
    ENCRYPTION_KEY: z
      .string()
      .refine(isMasterKey, { message: `ENCRYPTION_KEY ${masterKeyMessage}` })
      .optional(),
    ENCRYPTION_PREVIOUS_KEYS: nameList
      .refine((keys) => keys.every(isMasterKey), {
        message: `ENCRYPTION_PREVIOUS_KEYS: each key ${masterKeyMessage}`,
      })
      .optional(),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, message: 'PUBLIC_URL must be an http(s) URL' })
      .optional(),
    TRUST_PROXY: z.string().optional(),
    STORE_TIMEZONE: z.string().default('Asia/Dubai').refine(isTimeZone, {
      message: 'STORE_TIMEZONE must be an IANA time zone such as Asia/Dubai',
    }),
    LIVE_CHAT_URL: z
      .url({ protocol: /^https?$/, message: 'LIVE_CHAT_URL must be an http(s) URL' })
      .optional(),
    BBCODE_IMAGE_HOSTS: z
      .string()
      .default('')
      .transform((list, ctx) => {
        const parsed = parseImageHosts(list);
        if ('hosts' in parsed) return parsed.hosts;
        ctx.addIssue({
          code: 'custom',
          message: `BBCODE_IMAGE_HOSTS must be a comma list of host names such as images.example.com; "${parsed.invalid}" is not one`,
        });
        return z.NEVER;
      }),
    PAYMENT_PROVIDER: z
      .enum(['sandbox', 'nowpayments'], {
        message: 'PAYMENT_PROVIDER must be sandbox or nowpayments',
      })
      .default('sandbox'),
    ALLOW_SANDBOX_PAYMENTS: booleanFlag('ALLOW_SANDBOX_PAYMENTS').default(false),
    PAYMENT_WEBHOOK_SECRET: z
      .string()
      .min(16, { message: 'PAYMENT_WEBHOOK_SECRET must be at least 16 characters' })
      .optional(),
    DEPOSIT_EXPIRY_MINUTES: z.coerce
      .number()
      .positive({ message: 'DEPOSIT_EXPIRY_MINUTES must be a positive number of minutes' })
      .max(10_080)
      .default(60),
    REQUIRE_VERIFIED_EMAIL_FOR_DEPOSIT: booleanFlag('REQUIRE_VERIFIED_EMAIL_FOR_DEPOSIT').default(
      false,
    ),
    NOWPAYMENTS_API_KEY: z.string().min(1).optional(),
    NOWPAYMENTS_API_URL: z
      .url({ protocol: /^https?$/, message: 'NOWPAYMENTS_API_URL must be an http(s) URL' })
      .default('https://api.nowpayments.io/v1'),
    TELEGRAM_BOT_TOKEN: z.string().min(1).optional(),
    TELEGRAM_CHAT_ID: z.string().min(1).optional(),
    TELEGRAM_API_URL: z
      .url({ protocol: /^https?$/, message: 'TELEGRAM_API_URL must be an http(s) URL' })
      .default('https://api.telegram.org'),
    DISCORD_WEBHOOK_URL: z
      .url({
        protocol: /^https?$/,
        message: 'DISCORD_WEBHOOK_URL must be an http(s) URL (a Discord channel webhook)',
      })
      .optional(),
    WEBHOOK_ALLOW_PRIVATE: booleanFlag('WEBHOOK_ALLOW_PRIVATE').default(false),
    WEBHOOK_RETRY_DELAY_MS: z.coerce
      .number()
      .int()
      .positive({ message: 'WEBHOOK_RETRY_DELAY_MS must be a positive number of milliseconds' })
      .max(3_600_000)
      .default(30_000),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z
      .string()
      .min(3, { message: 'MAIL_FROM must be an address such as KeyMart <no-reply@example.com>' })
      .default('KeyMart <no-reply@keymart.local>'),
    PASSWORD_RESET_MINUTES: z.coerce
      .number()
      .int()
      .positive({ message: 'PASSWORD_RESET_MINUTES must be a positive number of minutes' })
      .max(1_440)
      .default(30),
    LONG_TRANSACTION_SECONDS: z.coerce
      .number()
      .int()
      .positive({ message: 'LONG_TRANSACTION_SECONDS must be a positive number of seconds' })
      .max(86_400)
      .default(30),
    API_KEY_RATE_LIMIT: z.coerce
      .number()
      .int()
      .positive({ message: 'API_KEY_RATE_LIMIT must be a positive number of requests a minute' })
      .max(1_000_000)
      .default(600),
    METRICS_TOKEN: z
      .string()
      .min(16, { message: 'METRICS_TOKEN must be at least 16 characters' })
      .optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent',
      })
      .default('info'),
    LOG_FORMAT: z
      .enum(['auto', 'pretty', 'json'], { message: 'LOG_FORMAT must be auto, pretty or json' })
      .default('auto'),
    STAFF_TWO_FACTOR: z
      .enum(['optional', 'required'], { message: 'STAFF_TWO_FACTOR must be optional or required' })
      .default('optional'),
    NODE_ENV: z.string().default('development'),
    WORKERS: z.string().default('all'),
    KAFKA_BROKERS: nameList.optional(),
    KAFKA_TOPIC: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,249}$/, {
        message: 'KAFKA_TOPIC must be 1-249 letters, digits, dots, underscores or dashes',
      })
      .default('keymart.events'),
    KAFKA_CLIENT_ID: z.string().min(1).default('keymart'),
    KAFKA_CONSUMERS: nameList.default([]),
  })
  .superRefine((env, ctx) => {
    if (env.KAFKA_CONSUMERS.length > 0 && !env.KAFKA_BROKERS?.length)
      ctx.addIssue({
        code: 'custom',
        path: ['KAFKA_CONSUMERS'],
        message:
          'KAFKA_CONSUMERS needs KAFKA_BROKERS: consumers read the relayed events from Kafka',
      });
    // The sandbox credits a balance without payment: a production store runs it only on purpose.
    if (
      env.PAYMENT_PROVIDER === 'sandbox' &&
      env.NODE_ENV === 'production' &&
      !env.ALLOW_SANDBOX_PAYMENTS
    )
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'PAYMENT_PROVIDER is sandbox with NODE_ENV=production: customers could credit their balance without paying; set PAYMENT_PROVIDER=nowpayments, or ALLOW_SANDBOX_PAYMENTS=true for a demo',
      });
    if (env.PAYMENT_PROVIDER !== 'nowpayments') return;
    if (!env.NOWPAYMENTS_API_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['NOWPAYMENTS_API_KEY'],
        message: 'NOWPAYMENTS_API_KEY is required when PAYMENT_PROVIDER=nowpayments',
      });
    if (!env.PAYMENT_WEBHOOK_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_WEBHOOK_SECRET'],
        message:
          'PAYMENT_WEBHOOK_SECRET (the NOWPayments IPN secret) is required when PAYMENT_PROVIDER=nowpayments',
      });
  });

/** The names of the variables the store reads. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** The validated configuration. `dataDir` is absolute. */
export interface Config {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  seedDemo: boolean;
  adminEmails: string[];
  sessionSecret: string | undefined;
  /**
   * Secrets at rest: the master key that wraps the data keys (ENCRYPTION_KEY; one is
   * generated and kept in the database when unset) and, while rotating, the earlier ones that
   * still unwrap keys not yet rewrapped (ENCRYPTION_PREVIOUS_KEYS).
   */
  encryption: { key: MasterKey | undefined; previousKeys: MasterKey[] };
  publicUrl: string | undefined;
  trustProxy: string | undefined;
  /** The store's day for reports (IANA zone; default Asia/Dubai: the store is run from the UAE). */
  storeTimeZone: string;
  /** A live-chat page for card and PayPal top-ups (docs/specs/customer-area.md section 7). */
  liveChatUrl: string | undefined;
  /**
   * The hosts (lower case) whose https images BBCode [img] may show, besides the store's own
   * (BBCODE_IMAGE_HOSTS; none by default).
   */
  bbcodeImageHosts: string[];
  /** Deposits (ARCHITECTURE.md "payments"). */
  payments: {
    provider: 'sandbox' | 'nowpayments';
    /** Signs webhooks; for the sandbox one is generated and kept under the data folder when unset. */
    webhookSecret: string | undefined;
    /** Minutes a crypto deposit stays payable before it expires. */
    expiryMinutes: number;
    /** A deposit needs a verified e-mail address (so the first one waits for verification). */
    requireVerifiedEmail: boolean;
    nowPayments: { apiKey: string | undefined; apiUrl: string };
  };
  /** The staff's Telegram chat; notifications are off until both token and chat id are set. */
  telegram: { botToken: string | undefined; chatId: string | undefined; apiUrl: string };
  /** The staff's Discord channel webhook; Discord notifications are off until it is set. */
  discord: { webhookUrl: string | undefined };
  /** Outbound webhooks (ARCHITECTURE.md "Outbound webhooks"). */
  webhooks: {
    /**
     * WEBHOOK_ALLOW_PRIVATE: endpoints may be on loopback and private addresses (development and
     * tests); off, such URLs are refused when saved and when delivered to.
     */
    allowPrivate: boolean;
    /** Milliseconds before a failed delivery's first retry; doubled on each further one. */
    retryDelayMs: number;
  };
  /** Customer e-mail; off until SMTP_URL is set. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Minutes a password reset link stays valid. */
  passwordResetMinutes: number;
  logLevel: string;
  /**
   * LOG_FORMAT: 'pretty' (pino-pretty's readable lines), 'json' (one JSON object a line), or
   * 'auto': pretty when stdout is a terminal, JSON otherwise (application/logger.ts).
   */
  logFormat: 'auto' | 'pretty' | 'json';
  /** A bearer token that opens GET /metrics from outside loopback; unset: loopback only. */
  metricsToken: string | undefined;
  /**
   * Seconds after which /readyz reports a transaction holding a transaction id open: long enough
   * to hold back every subscriber (ARCHITECTURE.md "Hazards").
   */
  longTransactionSeconds: number;
  /**
   * STAFF_TWO_FACTOR: with 'required', an admin without two-factor sign-in gets 403 on every
   * admin call until they turn it on (ARCHITECTURE.md "Security model").
   */
  staffTwoFactor: 'optional' | 'required';
  /** API_KEY_RATE_LIMIT: requests one API key may make a minute (api/auth/api-key.ts). */
  apiKeyRateLimit: number;
  isProduction: boolean;
  /**
   * Which workers `npm start` runs in its own process (WORKERS): 'all' (the single-machine
   * default), none (an API-only instance), or these names (workers/registry.ts).
   */
  workers: 'all' | string[];
  /** The event relay and Kafka consumers; off while `brokers` is empty. */
  kafka: {
    brokers: string[];
    topic: string;
    clientId: string;
    /** Workers that read the relayed events from Kafka (a consumer group) instead of PostgreSQL. */
    consumers: string[];
  };
}

/**
 * Reads the configuration from `env`; empty variables count as unset.
 * @throws Error listing every wrong variable, one per line.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset (compose files and shells often pass VAR= for "none").
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    seedDemo: e.SEED_DEMO,
    adminEmails: e.ADMIN_EMAILS,
    sessionSecret: e.SESSION_SECRET,
    encryption: {
      key: e.ENCRYPTION_KEY === undefined ? undefined : parseMasterKey(e.ENCRYPTION_KEY),
      previousKeys: (e.ENCRYPTION_PREVIOUS_KEYS ?? []).map(parseMasterKey),
    },
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    storeTimeZone: e.STORE_TIMEZONE,
    liveChatUrl: e.LIVE_CHAT_URL,
    bbcodeImageHosts: e.BBCODE_IMAGE_HOSTS,
    payments: {
      provider: e.PAYMENT_PROVIDER,
      webhookSecret: e.PAYMENT_WEBHOOK_SECRET,
      expiryMinutes: e.DEPOSIT_EXPIRY_MINUTES,
      requireVerifiedEmail: e.REQUIRE_VERIFIED_EMAIL_FOR_DEPOSIT,
      nowPayments: { apiKey: e.NOWPAYMENTS_API_KEY, apiUrl: e.NOWPAYMENTS_API_URL },
    },
    telegram: {
      botToken: e.TELEGRAM_BOT_TOKEN,
      chatId: e.TELEGRAM_CHAT_ID,
      apiUrl: e.TELEGRAM_API_URL,
    },
    discord: { webhookUrl: e.DISCORD_WEBHOOK_URL },
    webhooks: { allowPrivate: e.WEBHOOK_ALLOW_PRIVATE, retryDelayMs: e.WEBHOOK_RETRY_DELAY_MS },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    metricsToken: e.METRICS_TOKEN,
    passwordResetMinutes: e.PASSWORD_RESET_MINUTES,
    longTransactionSeconds: e.LONG_TRANSACTION_SECONDS,
    staffTwoFactor: e.STAFF_TWO_FACTOR,
    apiKeyRateLimit: e.API_KEY_RATE_LIMIT,
    isProduction: e.NODE_ENV === 'production',
    workers:
      e.WORKERS.trim() === 'all'
        ? 'all'
        : e.WORKERS.trim() === 'none'
          ? []
          : nameList.parse(e.WORKERS),
    kafka: {
      brokers: e.KAFKA_BROKERS ?? [],
      topic: e.KAFKA_TOPIC,
      clientId: e.KAFKA_CLIENT_ID,
      consumers: e.KAFKA_CONSUMERS,
    },
  };
}
