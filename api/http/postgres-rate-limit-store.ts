/**
 * An express-rate-limit store kept in PostgreSQL (table `rate_limit_hits`): every instance on the
 * database counts against the same limit, and a restart keeps the counts. Same semantics as the
 * library's MemoryStore: a fixed window of `windowMs` opened by a key's first hit, `decrement`
 * for hits the limiter chooses not to count (successful sign-ins), `resetKey` to forget a key.
 * Keys (e-mail addresses, IP addresses: personal data) are stored as their SHA-256, after the
 * limiter's prefix: any text fits, U+0000 included, and the table names nobody.
 * Source: the Store interface of express-rate-limit 8.
 */
import { createHash } from 'node:crypto';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Queryable } from '../../application/db/pool';

/** How often, at most, an instance deletes rows whose window ended (milliseconds). */
const SWEEP_EVERY_MS = 10 * 60_000;

interface HitRow {
  hits: number;
  reset_at: Date;
}

const info = (row: HitRow): ClientRateLimitInfo => ({
  totalHits: row.hits,
  resetTime: row.reset_at,
});

/** One limiter's counters; `prefix` keeps them apart from other limiters' (one store each). */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private lastSweep = 0;

  constructor(
    private readonly db: Queryable,
    readonly prefix: string,
  ) {}

  /** The stored key of `key`: the prefix and the SHA-256 of the key (base64url). */
  private stored(key: string): string {
    return this.prefix + createHash('sha256').update(key).digest('base64url');
  }

  /** Called by express-rate-limit with the limiter's options. */
  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { rows } = await this.db.query<HitRow>(
      'SELECT hits, reset_at FROM rate_limit_hits WHERE key = $1 AND reset_at > now()',
      [this.stored(key)],
    );
    return rows[0] ? info(rows[0]) : undefined;
  }

  /** Counts a hit, opening a new window when the key has none running. */
  async increment(key: string): Promise<ClientRateLimitInfo> {
    await this.sweep();
    const { rows } = await this.db.query<HitRow>(
      `INSERT INTO rate_limit_hits AS r (key, hits, reset_at)
         VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.reset_at > now() THEN r.hits + 1 ELSE 1 END,
         reset_at = CASE WHEN r.reset_at > now() THEN r.reset_at ELSE excluded.reset_at END
       RETURNING hits, reset_at`,
      [this.stored(key), this.windowMs],
    );
    return info(rows[0]!);
  }

  async decrement(key: string): Promise<void> {
    await this.db.query(
      'UPDATE rate_limit_hits SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND reset_at > now()',
      [this.stored(key)],
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.db.query('DELETE FROM rate_limit_hits WHERE key = $1', [this.stored(key)]);
  }

  private async sweep(): Promise<void> {
    if (Date.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = Date.now();
    await this.db.query('DELETE FROM rate_limit_hits WHERE reset_at < now()');
  }
}
