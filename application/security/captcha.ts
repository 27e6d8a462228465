/**
 * The proof-of-work captcha (ALTCHA, through altcha-lib; no third party): challenges signed with
 * HMAC secrets derived from the store's `captcha` data key (SecretBox.captchaSecret), each with its
 * expiry, and the redemption of a solution, which verifies it and spends it: the challenge's
 * signature is inserted into `spent_captchas` (primary key), so a solution is accepted once, by
 * every instance on the database, until its challenge expires and the row is swept.
 *
 * Challenges are deterministic (altcha-lib v2): the server picks the counter the solver must reach
 * and signs the key it derives, so verifying a solution is one HMAC, while solving costs the client
 * about `counter` key derivations of PBKDF2/SHA-256 at `cost` iterations.
 */
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import {
  CAPTCHA_EXPIRED,
  CAPTCHA_INVALID,
  CAPTCHA_REQUIRED,
  CAPTCHA_SPENT,
} from '../../contracts/captcha';
import { DomainError } from '../../domain/shared/errors';
import type { Queryable } from '../db/pool';
import type { SecretBox } from './secret-box';

/** How long a challenge can be solved and its solution redeemed (milliseconds). */
export const CAPTCHA_LIFETIME_MS = 20 * 60_000;

/** The work a challenge asks for: PBKDF2 iterations per try, and the range of the tries needed. */
export interface CaptchaDifficulty {
  cost: number;
  counterMin: number;
  counterMax: number;
}

/**
 * About 1-3 s of one core in a browser or Node. Under NODE_ENV=test (Vitest sets it) a hundredth
 * of that, as the password hash is lowered there: the tests solve a challenge for every captcha
 * they send.
 */
export const CAPTCHA_DIFFICULTY: CaptchaDifficulty =
  process.env.NODE_ENV === 'test'
    ? { cost: 100, counterMin: 100, counterMax: 300 }
    : { cost: 1_000, counterMin: 2_000, counterMax: 5_000 };

const ALGORITHM = 'PBKDF2/SHA-256';

/** How often, at most, an instance deletes spent challenges that have expired (milliseconds). */
const SWEEP_EVERY_MS = 10 * 60_000;

const text = z.string().max(256);

/**
 * The widget's payload once decoded: the challenge as issued and the solution. Only its shape is
 * checked here (bounded texts, numbers where altcha-lib reads numbers; other members are kept, as
 * the signature covers them); the signature check rejects any change.
 */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: text,
      nonce: text,
      salt: text,
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: text,
      keySignature: text.optional(),
      expiresAt: z.number().optional(),
    }),
    signature: text,
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: text,
  }),
});

const refused = (message: string) => new DomainError('rule', message, { captchaRequired: true });

/** Issues challenges and redeems their solutions; one per store instance. */
export class Captcha {
  private lastSweep = 0;

  constructor(
    private readonly db: Queryable,
    private readonly secrets: SecretBox,
    private readonly difficulty: CaptchaDifficulty = CAPTCHA_DIFFICULTY,
  ) {}

  /** A new signed challenge that expires CAPTCHA_LIFETIME_MS after `now`, as the widget reads it. */
  async challenge(now: Date = new Date()): Promise<Challenge> {
    return createChallenge({
      algorithm: ALGORITHM,
      cost: this.difficulty.cost,
      counter: randomInt(this.difficulty.counterMax, this.difficulty.counterMin),
      deriveKey,
      expiresAt: new Date(now.getTime() + CAPTCHA_LIFETIME_MS),
      hmacSignatureSecret: await this.secrets.captchaSecret('challenge'),
      hmacKeySignatureSecret: await this.secrets.captchaSecret('derived-key'),
    });
  }

  /**
   * Accepts the widget's payload (base64 of `{ challenge, solution }` JSON) once: verifies that it
   * solves a challenge this store signed and that has not expired, then spends it.
   * @throws DomainError rule (422, with `captchaRequired: true`): CAPTCHA_REQUIRED without a
   *   payload, CAPTCHA_INVALID for a malformed, forged or wrong one, CAPTCHA_EXPIRED, CAPTCHA_SPENT
   *   for one accepted before
   */
  async redeem(payload: string | undefined): Promise<void> {
    if (payload === undefined) throw refused(CAPTCHA_REQUIRED);
    const decoded = decode(payload);
    if (!decoded) throw refused(CAPTCHA_INVALID);
    const { challenge, solution } = decoded;
    const expiresAt = challenge.parameters.expiresAt;
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: await this.secrets.captchaSecret('challenge'),
      hmacKeySignatureSecret: await this.secrets.captchaSecret('derived-key'),
    });
    if (result.expired) throw refused(CAPTCHA_EXPIRED);
    // Every challenge this store signs expires; one without an expiry was not issued here.
    if (!result.verified || typeof expiresAt !== 'number') throw refused(CAPTCHA_INVALID);
    await this.sweep();
    const { rowCount } = await this.db.query(
      `INSERT INTO spent_captchas (signature, expires_at) VALUES ($1, to_timestamp($2))
       ON CONFLICT (signature) DO NOTHING`,
      [challenge.signature, expiresAt],
    );
    if (rowCount !== 1) throw refused(CAPTCHA_SPENT);
  }

  private async sweep(): Promise<void> {
    if (Date.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = Date.now();
    await this.db.query('DELETE FROM spent_captchas WHERE expires_at < now()');
  }
}

/** The payload's JSON, or null when it is not base64 of a payload's shape. */
function decode(payload: string): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
