/**
 * Which master keys wrap the data keys of secrets at rest (issue 9): ENCRYPTION_KEY and, while
 * rotating, ENCRYPTION_PREVIOUS_KEYS; a store without ENCRYPTION_KEY uses the key it generated
 * into its database (table `generated_secrets`) in ENCRYPTION_KEY's place.
 */
import type { Config } from '../config';
import type { Queryable } from '../db/pool';
import { generatedSecret } from './generated-secret';
import { masterKeyFromGeneratedSecret, type MasterKey } from './secret-box';

/**
 * The master keys a store opens its data keys with, current first. Without ENCRYPTION_KEY it
 * reads the generated key from `db`, generating and storing one on a store's first start.
 */
export async function masterKeys(
  db: Queryable,
  encryption: Config['encryption'],
): Promise<MasterKey[]> {
  const current =
    encryption.key ?? masterKeyFromGeneratedSecret(await generatedSecret(db, 'encryption-key'));
  return [current, ...encryption.previousKeys];
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
