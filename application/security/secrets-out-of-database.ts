/**
 * Earlier versions kept the generated secrets in the database (table `generated_secrets`), where
 * anyone who can read the database could sign an admin session with them. On start they move to
 * the data folder (application/security/generated-secret.ts) and leave the table: sessions and
 * sealed data keep working. The table stays, empty, so that a backup of an earlier version
 * restores and its secrets move out on the next start.
 */
import type { Queryable } from '../db/pool';
import { writeGeneratedSecret } from './generated-secret';
import { EARLIER_KEY_PREFIX, GENERATED_KEY } from './master-keys';
import { masterKeyFromGeneratedSecret } from './secret-box';

/**
 * Writes every secret of `generated_secrets` to the secrets folder of `dataDir`, then deletes its
 * row. When the folder already holds another value under that name, the folder's stays; a master
 * key is then kept too, as an earlier key (it may wrap data keys), and any other secret is
 * dropped and `warn` told. Returns the names moved.
 * @throws the file system's or PostgreSQL's error; a row is deleted only once its file is synced
 */
export async function moveSecretsOutOfDatabase(
  db: Queryable,
  dataDir: string,
  warn: (message: string) => void,
): Promise<string[]> {
  const { rows } = await db.query<{ name: string; value: string }>(
    'SELECT name, value FROM generated_secrets ORDER BY name',
  );
  for (const { name, value } of rows) {
    const kept = await writeGeneratedSecret(dataDir, name, value);
    if (kept !== value) {
      if (name === GENERATED_KEY) {
        const id = masterKeyFromGeneratedSecret(value).id;
        await writeGeneratedSecret(dataDir, `${EARLIER_KEY_PREFIX}${id}`, value);
      } else
        warn(
          `The database held a generated ${name} other than the data folder's: the data folder's is kept`,
        );
    }
    await db.query('DELETE FROM generated_secrets WHERE name = $1 AND value = $2', [name, value]);
  }
  return rows.map((row) => row.name);
}
