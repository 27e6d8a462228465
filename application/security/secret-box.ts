/**
 * Secrets at rest (ARCHITECTURE.md "Security model"): envelope encryption with
 * AES-256-GCM through node:crypto. A value is sealed under a data key into a token
 * `enc:v1:<data key id>:<base64url(iv ‖ ciphertext ‖ tag)>` that events and read tables keep in
 * place of the text; a text may hold several tokens (delivered items joined by new lines) and
 * opening replaces each with its plaintext, leaving any other text (events written before
 * encryption) as it is. Data keys are 32 random bytes kept in the `data_keys` table, wrapped by
 * the master key from ENCRYPTION_KEY (migration 0012):
 * - stock items and delivered items: the newest `stock-<n>` key (a rotation adds one);
 * - a customer's personal fields: `customer-<id>`, shredded when the customer is erased, which
 *   leaves every token it sealed unreadable (crypto-shredding);
 * - a guest ticket's contact (the name and e-mail a visitor gave): `guest-ticket-<id>`;
 * - `email-index`: the HMAC key of the e-mail blind index (reservation streams keyed by it);
 * - `link-token`: the HMAC key the tokens of mailed links (password reset, e-mail verification)
 *   are derived with;
 * - `item-fingerprint`: the HMAC key of stock item fingerprints (a product's duplicate check).
 * - `captcha`: the key the HMAC secrets of the proof-of-work captcha's challenges are derived
 *   from (application/security/captcha.ts), shared by every instance on the database.
 * Rotating the master key rewraps the data keys; the events never change.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/pool';

/** A master key (32 bytes) and its fingerprint, stored beside every data key it wraps. */
export interface MasterKey {
  id: string;
  key: Buffer;
}

/**
 * Parses a master key: 32 bytes as 64 hex digits or as base64/base64url (43-44 characters).
 * @throws Error when the text is not 32 bytes in one of those forms
 */
export function parseMasterKey(text: string): MasterKey {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
      ? Buffer.from(trimmed, 'base64url')
      : null;
  if (!key || key.length !== 32)
    throw new Error('An encryption key must be 32 bytes: 64 hex digits or 44 base64 characters');
  const id = createHash('sha256').update('keymart-master-key:').update(key).digest('hex');
  return { id: id.slice(0, 16), key };
}

/**
 * The master key of a store without ENCRYPTION_KEY: SHA-256 of the secret it generated and keeps
 * in its database (application/security/generated-secret.ts). Protects nothing against someone
 * who reads the database; production sets ENCRYPTION_KEY.
 */
export function masterKeyFromGeneratedSecret(secret: string): MasterKey {
  return parseMasterKey(createHash('sha256').update(secret).digest('hex'));
}

/** A new random master key as base64url (what `keys generate` prints for ENCRYPTION_KEY). */
export const newMasterKeyText = () => randomBytes(32).toString('base64url');

/** Opening a token whose data key was shredded (an erased customer's personal fields). */
export class ShreddedKeyError extends Error {
  constructor(readonly keyId: string) {
    super(`The data key ${keyId} was shredded: what it sealed is unreadable`);
    this.name = 'ShreddedKeyError';
  }
}

const TOKEN = /enc:v1:([a-z0-9-]{1,64}):([A-Za-z0-9_-]+)/g;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const STOCK_KEY_PREFIX = 'stock-';
const EMAIL_INDEX_KEY = 'email-index';
const LINK_TOKEN_KEY = 'link-token';
const STOCK_FINGERPRINT_KEY = 'item-fingerprint';
const CAPTCHA_KEY = 'captcha';

/** True when `text` holds at least one sealed token. */
export const isSealed = (text: string) => new RegExp(TOKEN.source).test(text);

/** The data key of a customer's personal fields. */
export const customerKeyId = (userId: number) => `customer-${userId}`;

/** The data key of the name and e-mail a visitor gave when opening guest ticket `ticketId`. */
export const guestTicketKeyId = (ticketId: number) => `guest-ticket-${ticketId}`;

/** What a master-key rotation did. */
export interface RotationResult {
  /** Data keys rewrapped under the current master key. */
  rewrapped: number;
  /** Data keys already under it. */
  current: number;
  /** The stock key new stock items are sealed under from now on. */
  stockKeyId: string;
}

/**
 * Seals and opens secrets; one per store instance. Unwrapped data keys are kept in memory;
 * `shred` forgets its key at once, another instance when it restarts (what it could still open
 * meanwhile, the erased customer's events, no read model shows again: the erasure event scrubs
 * them).
 */
export class SecretBox {
  private readonly keys = new Map<string, Buffer | null>();

  /** `masters[0]` wraps new and rewrapped keys; the others only unwrap (rotation). */
  constructor(
    private readonly db: Queryable,
    private readonly masters: readonly MasterKey[],
  ) {
    if (masters.length === 0) throw new Error('SecretBox needs a master key');
  }

  /** Seals `plaintext` under data key `keyId`, making the key when it does not exist yet. */
  async seal(plaintext: string, keyId: string): Promise<string> {
    const key = await this.dataKey(keyId, true);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(keyId));
    const sealed = Buffer.concat([iv, cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `enc:v1:${keyId}:${Buffer.concat([sealed, cipher.getAuthTag()]).toString('base64url')}`;
  }

  /** Seals each stock item (or a delivered item) under the current stock key. */
  async sealStock(items: readonly string[]): Promise<string[]> {
    const keyId = await this.currentStockKeyId();
    return Promise.all(items.map((item) => this.seal(item, keyId)));
  }

  /**
   * Replaces every token in `text` by its plaintext (passed through `encode`, e.g. HTML escaping
   * for a token inside HTML); text outside tokens is kept. A token whose key was shredded becomes
   * `whenShredded` when given.
   * @throws ShreddedKeyError when a token's key was shredded and no `whenShredded` is given;
   *   Error when a token is corrupt, or its key unknown or wrapped by a master key not configured
   */
  async open(
    text: string,
    options: { encode?: (plaintext: string) => string; whenShredded?: string } = {},
  ): Promise<string> {
    const encode = options.encode ?? ((plaintext: string) => plaintext);
    const matches = [...text.matchAll(TOKEN)];
    if (matches.length === 0) return text;
    let result = '';
    let from = 0;
    for (const match of matches) {
      let plaintext: string;
      try {
        plaintext = encode(await this.openToken(match[1]!, match[2]!));
      } catch (error) {
        if (!(error instanceof ShreddedKeyError) || options.whenShredded === undefined) throw error;
        plaintext = options.whenShredded;
      }
      result += text.slice(from, match.index) + plaintext;
      from = match.index + match[0].length;
    }
    return result + text.slice(from);
  }

  /** `open` for a nullable column. */
  async openNullable(text: string | null): Promise<string | null> {
    return text === null ? null : this.open(text);
  }

  /** The blind index of a normalised e-mail: HMAC-SHA-256 under the `email-index` key, hex. */
  async emailIndex(normalisedEmail: string): Promise<string> {
    const key = await this.dataKey(EMAIL_INDEX_KEY, true);
    return createHmac('sha256', key).update(normalisedEmail).digest('hex');
  }

  /**
   * The token of a link the store mails: HMAC-SHA-256 of `purpose` and `id` under the
   * `link-token` key, base64url (43 characters). The events keep only `id` and the token's
   * SHA-256 (application/security/link-tokens.ts), so the database alone never yields a link.
   */
  async linkToken(purpose: string, id: string): Promise<string> {
    const key = await this.dataKey(LINK_TOKEN_KEY, true);
    return createHmac('sha256', key).update(`${purpose}:${id}`).digest('base64url');
  }

  /**
   * The fingerprints of stock items of product `productId`: HMAC-SHA-256 of the product id and
   * each trimmed item under the `item-fingerprint` key, hex (same order). Equal items of one product
   * have equal fingerprints, so a duplicate is found without opening any sealed item.
   */
  async stockFingerprints(productId: number, items: readonly string[]): Promise<string[]> {
    const key = await this.dataKey(STOCK_FINGERPRINT_KEY, true);
    return items.map((item) =>
      createHmac('sha256', key).update(`${productId}:${item.trim()}`).digest('hex'),
    );
  }

  /**
   * The HMAC secret of captcha challenges for `purpose` (`challenge`: the challenge's signature,
   * `derived-key`: the signature of its expected key): HMAC-SHA-256 of the purpose under the
   * `captcha` key, hex, so every instance verifies what another issued.
   */
  async captchaSecret(purpose: 'challenge' | 'derived-key'): Promise<string> {
    const key = await this.dataKey(CAPTCHA_KEY, true);
    return createHmac('sha256', key).update(`captcha:${purpose}`).digest('hex');
  }

  /** Shreds data key `keyId` (kept as a tombstone so it is never made again). */
  async shred(keyId: string): Promise<void> {
    await this.db.query(
      `INSERT INTO data_keys (id, wrapped, master_key_id, shredded_at) VALUES ($1, NULL, NULL, now())
       ON CONFLICT (id) DO UPDATE SET wrapped = NULL, master_key_id = NULL,
         shredded_at = coalesce(data_keys.shredded_at, now())`,
      [keyId],
    );
    this.keys.set(keyId, null);
  }

  /**
   * Rewraps every data key under the current master key (each in its own statement, so a
   * rotation stopped half-way can simply run again) and starts a new stock key.
   * @throws Error when a key is wrapped by a master key that is not configured
   */
  async rotate(): Promise<RotationResult> {
    const { rows } = await this.db.query<{ id: string; master_key_id: string }>(
      'SELECT id, master_key_id FROM data_keys WHERE wrapped IS NOT NULL ORDER BY id',
    );
    const current = this.masters[0]!;
    let rewrapped = 0;
    for (const row of rows) {
      if (row.master_key_id === current.id) continue;
      const key = await this.dataKey(row.id, false);
      await this.db.query('UPDATE data_keys SET wrapped = $2, master_key_id = $3 WHERE id = $1', [
        row.id,
        wrap(current, row.id, key),
        current.id,
      ]);
      rewrapped++;
    }
    const { rows: stock } = await this.db.query<{ n: number }>(
      `SELECT coalesce(max(substr(id, length($1) + 1)::int), 0)::int + 1 AS n
         FROM data_keys WHERE id ~ ('^' || $1 || '[0-9]+$')`,
      [STOCK_KEY_PREFIX],
    );
    const stockKeyId = `${STOCK_KEY_PREFIX}${stock[0]!.n}`;
    await this.dataKey(stockKeyId, true);
    return { rewrapped, current: rows.length - rewrapped, stockKeyId };
  }

  /** The newest stock key that is not shredded (`stock-1` made on first use). */
  private async currentStockKeyId(): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT id FROM data_keys WHERE id ~ ('^' || $1 || '[0-9]+$') AND wrapped IS NOT NULL
        ORDER BY substr(id, length($1) + 1)::int DESC LIMIT 1`,
      [STOCK_KEY_PREFIX],
    );
    return rows[0]?.id ?? `${STOCK_KEY_PREFIX}1`;
  }

  private async openToken(keyId: string, payload: string): Promise<string> {
    const key = await this.dataKey(keyId, false);
    const bytes = Buffer.from(payload, 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error(`A sealed value is too short`);
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(keyId));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }

  /** The unwrapped data key `keyId`; made first when `create` and no row (not even a tombstone) exists. */
  private async dataKey(keyId: string, create: boolean): Promise<Buffer> {
    const cached = this.keys.get(keyId);
    if (cached === null) throw new ShreddedKeyError(keyId);
    if (cached) return cached;
    let row = await this.storedKey(keyId);
    if (!row && create) {
      const current = this.masters[0]!;
      await this.db.query(
        `INSERT INTO data_keys (id, wrapped, master_key_id) VALUES ($1, $2, $3)
         ON CONFLICT (id) DO NOTHING`,
        [keyId, wrap(current, keyId, randomBytes(32)), current.id],
      );
      // A separate statement: it sees the row of a concurrent insert that won (read committed).
      row = await this.storedKey(keyId);
    }
    if (!row) throw new Error(`Unknown data key ${keyId}`);
    if (row.wrapped === null) {
      this.keys.set(keyId, null);
      throw new ShreddedKeyError(keyId);
    }
    const master = this.masters.find((candidate) => candidate.id === row.master_key_id);
    if (!master)
      throw new Error(
        `The data key ${keyId} is wrapped by master key ${row.master_key_id}, which is not configured: ` +
          'set ENCRYPTION_KEY (or ENCRYPTION_PREVIOUS_KEYS while rotating) to the key it was made with',
      );
    const key = unwrap(master, keyId, row.wrapped);
    this.keys.set(keyId, key);
    return key;
  }

  private async storedKey(keyId: string) {
    const { rows } = await this.db.query<{ wrapped: Buffer | null; master_key_id: string | null }>(
      'SELECT wrapped, master_key_id FROM data_keys WHERE id = $1',
      [keyId],
    );
    return rows[0];
  }
}

function wrap(master: MasterKey, keyId: string, key: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', master.key, iv);
  cipher.setAAD(Buffer.from(`data-key:${keyId}`));
  return Buffer.concat([iv, cipher.update(key), cipher.final(), cipher.getAuthTag()]);
}

function unwrap(master: MasterKey, keyId: string, wrapped: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', master.key, wrapped.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(`data-key:${keyId}`));
  decipher.setAuthTag(wrapped.subarray(wrapped.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(wrapped.subarray(IV_BYTES, wrapped.length - TAG_BYTES)),
    decipher.final(),
  ]);
}
