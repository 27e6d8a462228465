/**
 * Which master keys wrap the data keys of secrets at rest: ENCRYPTION_KEY and, while
 * rotating, ENCRYPTION_PREVIOUS_KEYS. A store without ENCRYPTION_KEY uses a key it generated into
 * its data folder (`secrets/encryption-key`, application/security/generated-secret.ts) in its
 * place; once ENCRYPTION_KEY is set, that generated key still opens what it wrapped, like a
 * previous key, until `keys rotate` rewraps it. Generated keys an earlier version kept in the
 * database, when they differ from the data folder's, are kept beside it as
 * `secrets/earlier-encryption-key-<fingerprint>` (application/security/secrets-out-of-database.ts)
 * and open what they wrapped the same way.
 */
import fs from 'node:fs/promises';
import type { Config } from '../config';
import type { Queryable } from '../db/pool';
import {
  ensureSecretsFolder,
  generatedSecret,
  readGeneratedSecret,
  readTrimmed,
  secretFile,
  secretsFolder,
} from './generated-secret';
import { masterKeyFromGeneratedSecret, type MasterKey } from './secret-box';

/** The name of the generated master key's file in the secrets folder. */
export const GENERATED_KEY = 'encryption-key';

/** The prefix of the files of earlier generated master keys (a fingerprint follows). */
export const EARLIER_KEY_PREFIX = 'earlier-encryption-key-';

/**
 * The master keys a store opens its data keys with, the one that wraps new keys first. Without
 * ENCRYPTION_KEY it reads the generated key from `dataDir`, generating one on a store's first
 * start; with it, a generated key found there comes after the configured ones (never one
 * generated then).
 * @throws the file system's error when the secrets folder cannot be read or written
 */
export async function masterKeys(
  dataDir: string,
  encryption: Config['encryption'],
): Promise<MasterKey[]> {
  const earlier = await earlierGeneratedKeys(dataDir);
  if (!encryption.key)
    return [
      masterKeyFromGeneratedSecret(await generatedSecret(dataDir, GENERATED_KEY)),
      ...encryption.previousKeys,
      ...earlier,
    ];
  const generated = await readGeneratedSecret(dataDir, GENERATED_KEY);
  return [
    encryption.key,
    ...encryption.previousKeys,
    ...(generated === undefined ? [] : [masterKeyFromGeneratedSecret(generated)]),
    ...earlier,
  ];
}

/** The master keys of the `earlier-encryption-key-*` files of the secrets folder. */
async function earlierGeneratedKeys(dataDir: string): Promise<MasterKey[]> {
  await ensureSecretsFolder(dataDir);
  const names = (await fs.readdir(secretsFolder(dataDir)))
    .filter((name) => name.startsWith(EARLIER_KEY_PREFIX) && !name.endsWith('.tmp'))
    .sort();
  const keys: MasterKey[] = [];
  for (const name of names) {
    const secret = await readTrimmed(secretFile(dataDir, name));
    if (secret !== undefined) keys.push(masterKeyFromGeneratedSecret(secret));
  }
  return keys;
}

/**
 * The fingerprints (`data_keys.master_key_id`) of the master keys that wrap data keys in `db`
 * (shredded ones aside) and are not among `masters`: what a store with those keys could not open.
 */
export async function missingMasterKeys(
  db: Queryable,
  masters: readonly MasterKey[],
): Promise<string[]> {
  const { rows } = await db.query<{ master_key_id: string }>(
    'SELECT DISTINCT master_key_id FROM data_keys WHERE wrapped IS NOT NULL ORDER BY 1',
  );
  const held = new Set(masters.map((master) => master.id));
  return rows.map((row) => row.master_key_id).filter((id) => !held.has(id));
}

/**
 * What to tell someone whose configuration cannot open the data keys wrapped by `missing`.
 * Source of the variables: README.md "Security and personal data".
 */
export function missingMasterKeysMessage(
  missing: readonly string[],
  encryption: Config['encryption'],
): string {
  return (
    `data keys are wrapped by master key ${missing.join(', ')}, which ` +
    (encryption.key
      ? 'neither ENCRYPTION_KEY nor ENCRYPTION_PREVIOUS_KEYS holds: set ENCRYPTION_KEY to the key they were made with (the new one in ENCRYPTION_KEY and the old in ENCRYPTION_PREVIOUS_KEYS while rotating)'
      : "is not the key this store generated into its data folder (DATA_DIR/secrets/encryption-key): set ENCRYPTION_KEY to the key they were made with, or, when another instance on this database generated it, give every instance the same DATA_DIR or a copy of that instance's secrets folder (instances sharing a database share ENCRYPTION_KEY, SESSION_SECRET and PAYMENT_WEBHOOK_SECRET)")
  );
}
