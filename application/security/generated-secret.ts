/**
 * Secrets the store makes for itself when none is configured (SESSION_SECRET,
 * PAYMENT_WEBHOOK_SECRET), kept in PostgreSQL (table `generated_secrets`) so that every
 * instance behind a load balancer signs and checks with the same one.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Queryable } from '../db/pool';

/**
 * The secret stored under `name`. The first call stores one: the trimmed content of
 * `legacyFile` when that file exists and is not blank (the secret an older install kept under
 * DATA_DIR), else 48 random bytes as base64url (64 characters). Instances starting together
 * all return the value the first insert stored.
 * @throws the file system's error when `legacyFile` exists but cannot be read
 */
export async function generatedSecret(
  db: Queryable,
  name: string,
  legacyFile?: string,
): Promise<string> {
  const stored = await storedSecret(db, name);
  if (stored !== undefined) return stored;
  const value = (legacyFile && (await legacySecret(legacyFile))) || newSecret();
  await db.query(
    'INSERT INTO generated_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [name, value],
  );
  // A separate statement: it sees the row of a concurrent insert that won (read committed).
  const winner = await storedSecret(db, name);
  if (winner === undefined) throw new Error(`The generated secret ${name} was not stored`);
  return winner;
}

/** The secret stored under `name`, without storing one; undefined when there is none. */
export async function storedSecret(db: Queryable, name: string): Promise<string | undefined> {
  const { rows } = await db.query<{ value: string }>(
    'SELECT value FROM generated_secrets WHERE name = $1',
    [name],
  );
  return rows[0]?.value;
}

/** The trimmed content of `file`; undefined when it does not exist. */
async function legacySecret(file: string): Promise<string | undefined> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

const newSecret = () => randomBytes(48).toString('base64url');
