/**
 * The Idempotency-Key entries in PostgreSQL (table `idempotency_keys`, migration 0040): one row
 * per caller and key, so every instance on the database sees the same keys. A request claims its
 * key before it acts; the row then holds the first request's fingerprint and, once answered, its
 * status, headers and body, sealed under the caller's data key (answers carry personal data and
 * delivered keys: ARCHITECTURE.md "Secrets at rest"). Expired rows are taken over by the next
 * claim of their key and deleted at most every 10 minutes per instance, as the sign-in rate limit
 * counters are (api/http/postgres-rate-limit-store.ts).
 */
import type { Queryable } from '../../application/db/pool';
import type { SecretBox } from '../../application/security/secret-box';

/** How long a key answers its first answer, from its first request. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/**
 * How long a claim holds its key before answering: a request still running after that (a process
 * stopped mid-request) no longer keeps the key, and the next request with it acts.
 */
export const CLAIM_LEASE_SECONDS = 300;

/** How often, at most, an instance deletes expired entries (milliseconds). */
const SWEEP_EVERY_MS = 10 * 60_000;

/** Who a key belongs to, and the data key its answers are sealed under. */
export interface IdempotencyCaller {
  /** `user-7`, or `user-7-by-1` for an admin acting as customer 7. */
  id: string;
  sealKeyId: string;
}

/** A first answer as it is replayed. */
export interface StoredAnswer {
  status: number;
  /** The headers worth repeating (content type, location...), names in lower case. */
  headers: Record<string, string>;
  body: Buffer;
}

/** What claiming a key found. */
export type Claim =
  /** The key is this request's: act, then `complete` or `release` with `attempt`. */
  | { kind: 'claimed'; attempt: string }
  /** An earlier request with this key and fingerprint was answered: repeat its answer. */
  | { kind: 'answered'; answer: StoredAnswer }
  /** An earlier request with this key and fingerprint is still running. */
  | { kind: 'running' }
  /** The key was used for another request (method, path or body). */
  | { kind: 'mismatch' };

interface EntryRow {
  fingerprint: string;
  status: number | null;
  answer: string | null;
}

/** The sealed form of an answer: JSON of its headers and its body in base64. */
interface SealedAnswer {
  headers: Record<string, string>;
  body: string;
}

/** The entries of every caller; one per process. */
export class IdempotencyStore {
  private lastSweep = 0;

  constructor(
    private readonly db: Queryable,
    private readonly secrets: SecretBox,
  ) {}

  /**
   * Claims `key` of `caller` for a request of `fingerprint`, or tells what holds it. A new key, or
   * one whose entry expired, is claimed in one statement; two requests claiming a key at once
   * meet on the primary key, and one of them gets it.
   * @throws ShreddedKeyError when the caller's data key was shredded (an erased account)
   */
  async claim(caller: IdempotencyCaller, key: string, fingerprint: string): Promise<Claim> {
    await this.sweep();
    // The entry can disappear between the two statements (its request failed and released it).
    for (;;) {
      const { rows: claimed } = await this.db.query<{ attempt: string }>(
        `INSERT INTO idempotency_keys AS k (caller, key, fingerprint, attempt, expires_at)
           VALUES ($1, $2, $3, gen_random_uuid(), now() + make_interval(secs => $4))
         ON CONFLICT (caller, key) DO UPDATE SET
           fingerprint = excluded.fingerprint, attempt = excluded.attempt, status = NULL,
           answer = NULL, created_at = now(), expires_at = excluded.expires_at
           WHERE k.expires_at <= now()
         RETURNING attempt`,
        [caller.id, key, fingerprint, CLAIM_LEASE_SECONDS],
      );
      if (claimed[0]) return { kind: 'claimed', attempt: claimed[0].attempt };
      const { rows } = await this.db.query<EntryRow>(
        `SELECT fingerprint, status, answer FROM idempotency_keys
          WHERE caller = $1 AND key = $2 AND expires_at > now()`,
        [caller.id, key],
      );
      const entry = rows[0];
      if (!entry) continue;
      if (entry.fingerprint !== fingerprint) return { kind: 'mismatch' };
      if (entry.status === null || entry.answer === null) return { kind: 'running' };
      const sealed = JSON.parse(await this.secrets.open(entry.answer)) as SealedAnswer;
      return {
        kind: 'answered',
        answer: {
          status: entry.status,
          headers: sealed.headers,
          body: Buffer.from(sealed.body, 'base64'),
        },
      };
    }
  }

  /**
   * Stores the answer of the request that claimed `key` with `attempt`, sealed; the key then
   * repeats it until IDEMPOTENCY_KEY_HOURS after that request. Nothing is stored when another
   * request took the key over meanwhile (its lease ran out).
   */
  async complete(
    caller: IdempotencyCaller,
    key: string,
    attempt: string,
    answer: StoredAnswer,
  ): Promise<void> {
    const sealed: SealedAnswer = { headers: answer.headers, body: answer.body.toString('base64') };
    await this.db.query(
      `UPDATE idempotency_keys
          SET status = $4, answer = $5,
              expires_at = created_at + make_interval(hours => $6)
        WHERE caller = $1 AND key = $2 AND attempt = $3`,
      [
        caller.id,
        key,
        attempt,
        answer.status,
        await this.secrets.seal(JSON.stringify(sealed), caller.sealKeyId),
        IDEMPOTENCY_KEY_HOURS,
      ],
    );
  }

  /** Frees `key` claimed with `attempt` without an answer (a 5xx): the next request acts. */
  async release(caller: IdempotencyCaller, key: string, attempt: string): Promise<void> {
    await this.db.query(
      'DELETE FROM idempotency_keys WHERE caller = $1 AND key = $2 AND attempt = $3',
      [caller.id, key, attempt],
    );
  }

  private async sweep(): Promise<void> {
    if (Date.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = Date.now();
    await this.db.query('DELETE FROM idempotency_keys WHERE expires_at < now()');
  }
}
