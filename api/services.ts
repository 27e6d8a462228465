/** What the HTTP API needs from the rest of the store, wired by the composition root (bin/). */
import type { Pool } from '../application/db/pool';
import type { PostgresEventStore } from '../application/event-store/postgres-event-store';
import type { Checkpoint } from '../application/event-store/types';
import type { SessionKeys } from './auth/session';

export interface ApiServices {
  pool: Pool;
  store: PostgresEventStore;
  /** Read-your-writes: resolves once the read models have passed `target` (false on timeout). */
  waitForProjections(target: Checkpoint, timeoutMs: number): Promise<boolean>;
  /** Health of the subscriptions, for /readyz. */
  projectionFailures(): { name: string; error: string }[];
  sessions: SessionKeys;
  adminEmails: readonly string[];
  /** PUBLIC_URL, when set: the origin state-changing requests may come from. */
  publicUrl: string | undefined;
  /** Folder of the built web app (index.html); null serves no front end. */
  webDist: string | null;
  /** Folder of uploaded images, served at /uploads. */
  uploadsDir: string;
  /** Folder of the demo catalogue images served at /demo-images. */
  demoImages: string | null;
  /** Login/register attempts allowed per IP per minute. */
  authRateLimit: number;
  trustProxy: string | undefined;
  /** The store's time zone for report days. */
  storeTimeZone: string;
  /** LIVE_CHAT_URL: the live chat for card and PayPal top-ups (GET /api/site-config). */
  liveChatUrl?: string | undefined;
}
