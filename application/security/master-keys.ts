/**
 * Which master keys wrap the data keys of secrets at rest (issue 9): ENCRYPTION_KEY and, while
 * rotating, ENCRYPTION_PREVIOUS_KEYS. A store without ENCRYPTION_KEY uses the key it generated
 * into its database (table `generated_secrets`) in its place; once ENCRYPTION_KEY is set, that
 * generated key still opens what it wrapped, like a previous key, until `keys rotate` rewraps it.
 */
import type { Config } from '../config';
import type { Queryable } from '../db/pool';
import { generatedSecret, storedSecret } from './generated-secret';
import { masterKeyFromGeneratedSecret, type MasterKey } from './secret-box';

const GENERATED_KEY = 'encryption-key';

/**
 * The master keys a store opens its data keys with, the one that wraps new keys first. Without
 * ENCRYPTION_KEY it reads the generated key from `db`, generating and storing one on a store's
 * first start; with it, a generated key found in `db` comes last (never one generated then).
 */
export async function masterKeys(
  db: Queryable,
  encryption: Config['encryption'],
): Promise<MasterKey[]> {
  if (!encryption.key)
    return [
      masterKeyFromGeneratedSecret(await generatedSecret(db, GENERATED_KEY)),
      ...encryption.previousKeys,
    ];
  const generated = await storedSecret(db, GENERATED_KEY);
  return [
    encryption.key,
    ...encryption.previousKeys,
    ...(generated === undefined ? [] : [masterKeyFromGeneratedSecret(generated)]),
  ];
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
      : 'is not the key this store generated for itself: set ENCRYPTION_KEY to the key they were made with')
  );
}
