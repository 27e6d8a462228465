/**
 * Process configuration, read from the environment once and validated with zod.
 * Source: DESIGN.md "Contract that users, scripts and tests rely on".
 */
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  SEED_DEMO: booleanFlag.default(true),
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
  PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: z.string().optional(),
  STORE_TIMEZONE: z
    .string()
    .default('Asia/Dubai')
    .refine(isTimeZone, { message: 'STORE_TIMEZONE must be an IANA time zone such as Asia/Dubai' }),
  LIVE_CHAT_URL: z
    .url({ protocol: /^https?$/, message: 'LIVE_CHAT_URL must be an http(s) URL' })
    .optional(),
  NODE_ENV: z.string().default('development'),
});

/** The validated configuration. `dataDir` is absolute. */
export interface Config {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  seedDemo: boolean;
  adminEmails: string[];
  sessionSecret: string | undefined;
  publicUrl: string | undefined;
  trustProxy: string | undefined;
  /** The store's day for reports (IANA zone; default Asia/Dubai: the store is run from the UAE). */
  storeTimeZone: string;
  /** A live-chat page for card and PayPal top-ups (customer-area.md section 7). */
  liveChatUrl: string | undefined;
  isProduction: boolean;
}

/**
 * Reads the configuration from `env`.
 * @throws Error listing every wrong variable, one per line.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
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
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    storeTimeZone: e.STORE_TIMEZONE,
    liveChatUrl: e.LIVE_CHAT_URL,
    isProduction: e.NODE_ENV === 'production',
  };
}
