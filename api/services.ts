/** What the HTTP API needs from the rest of the store, wired by the composition root (bin/). */
import type { ResponseCache } from './http/response-cache';
import type { Config } from '../application/config';
import type { Pool } from '../application/db/pool';
import type { Logger } from '../application/logger';
import type { Metrics } from '../application/metrics/metrics';
import type { PaymentProvider } from '../application/payments/provider';
import type { CommandRunner } from '../application/commands/command-runner';
import type { PostgresEventStore } from '../application/event-store/postgres-event-store';
import type { Checkpoint } from '../application/event-store/types';
import type { SecretBox } from '../application/security/secret-box';
import type { SessionKeys } from './auth/session';

export interface ApiServices {
  /** The validated process configuration (payments, Telegram, mail settings). */
  config: Config;
  log: Logger;
  pool: Pool;
  /** The configured payment gateway (PAYMENT_PROVIDER). */
  paymentProvider: PaymentProvider;
  /** The store's public address: PUBLIC_URL, else http://localhost:<listening port>. */
  baseUrl(): string;
  /** The listening server on loopback (http://127.0.0.1:<port>), for calls the store makes to itself. */
  selfUrl(): string;
  store: PostgresEventStore;
  /** The transactions commands run in (on `pool` and `store`). */
  commandRunner: CommandRunner;
  /** Seals secrets before they are appended; opens them for their owner and for admins. */
  secrets: SecretBox;
  /**
   * Read-your-writes: resolves once the read models have passed `target` (false on timeout);
   * with `eventTypes`, only those that handle one of these types; with `staff` false (a
   * customer's command), not those only staff read.
   */
  waitForProjections(
    target: Checkpoint,
    timeoutMs: number,
    eventTypes?: readonly string[],
    staff?: boolean,
  ): Promise<boolean>;
  /** Serialized public product answers, valid while the catalogue and reviews projections stay put. */
  catalogueResponses: ResponseCache;
  /** This instance's Prometheus metrics; commands run with these services count themselves. */
  metrics: Metrics;
  /** METRICS_TOKEN: a bearer token that opens GET /metrics from outside loopback (off when unset). */
  metricsToken: string | undefined;
  /** LONG_TRANSACTION_SECONDS: /readyz reports transactions holding an id open longer. */
  longTransactionSeconds: number;
  /** Whether the database answers now, for /healthz (application/db/liveness.ts). */
  databaseAnswers(): Promise<boolean>;
  /** Each projection's lag: events of its types after its checkpoint (for /readyz). */
  projectionLag(): Promise<{ name: string; lag: number }[]>;
  /** The roles (projections, side-effect workers, relay) this process owns now, for /readyz. */
  ownedRoles(): string[];
  /** The Kafka partitions each worker reading from Kafka consumes in this process, for /readyz. */
  kafkaPartitions(): Record<string, number[]>;
  /** Subscriptions (projections, side-effect workers) whose last batch failed, for /readyz. */
  subscriptionFailures(): { name: string; error: string }[];
  sessions: SessionKeys;
  adminEmails: readonly string[];
  /** PUBLIC_URL, when set: the origin state-changing requests may come from. */
  publicUrl: string | undefined;
  /** Folder of the built web app (index.html); null serves no front end. */
  webDist: string | null;
  /** Folder of the demo catalogue images served at /demo-images. */
  demoImages: string | null;
  /** PASSWORD_RESET_MINUTES: how long a mailed reset link works. */
  passwordResetMinutes: number;
  /** Login/register attempts allowed per IP per minute. */
  authRateLimit: number;
  trustProxy: string | undefined;
  /** The store's time zone for report days. */
  storeTimeZone: string;
  /** LIVE_CHAT_URL: the live chat for card and PayPal top-ups (GET /api/site-config). */
  liveChatUrl?: string | undefined;
  /** BBCODE_IMAGE_HOSTS: the outside hosts BBCode [img] may load from (GET /api/site-config). */
  bbcodeImageHosts?: readonly string[] | undefined;
}
