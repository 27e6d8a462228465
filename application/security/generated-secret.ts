/**
 * Secrets the store makes for itself when none is configured (SESSION_SECRET, the master key in
 * place of ENCRYPTION_KEY, PAYMENT_WEBHOOK_SECRET, the embedded database's password), kept under
 * the data folder in `secrets/`: the folder 0700, each file 0600, one secret per file. Never in
 * the database they protect (ARCHITECTURE.md "Security model"): anyone who can read that database
 * could otherwise sign an admin session or open every sealed item.
 *
 * Instances sharing one database share these through configuration (SESSION_SECRET,
 * ENCRYPTION_KEY, PAYMENT_WEBHOOK_SECRET) or one DATA_DIR (README "Several instances").
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The folder of the generated secrets of a store whose data folder is `dataDir`. */
export const secretsFolder = (dataDir: string) => path.join(dataDir, 'secrets');

/** The file that holds the generated secret `name`. */
export const secretFile = (dataDir: string, name: string) =>
  path.join(secretsFolder(dataDir), name);

/**
 * The generated secret `name`. On first use it keeps `initial()` when that gives one (a secret an
 * older install kept elsewhere), else 48 random bytes as base64url (64 characters). Processes
 * sharing the data folder that start together all get the first one written (the file is
 * created exclusively, complete, by a hard link).
 * @throws the file system's error when the folder cannot be made or the file read
 */
export async function generatedSecret(
  dataDir: string,
  name: string,
  initial?: () => Promise<string | undefined>,
): Promise<string> {
  const kept = await readGeneratedSecret(dataDir, name);
  if (kept !== undefined) return kept;
  return writeGeneratedSecret(dataDir, name, (await initial?.()) || newSecret());
}

/** The generated secret `name` without making one; undefined when there is none. */
export async function readGeneratedSecret(
  dataDir: string,
  name: string,
): Promise<string | undefined> {
  await ensureSecretsFolder(dataDir);
  return readTrimmed(secretFile(dataDir, name));
}

/**
 * Writes `value` as the secret `name` unless one is there already; returns the one kept. The
 * file is written whole and synced under a temporary name, then linked in place: a crash never
 * leaves a half-written secret and a concurrent writer's file is never replaced.
 */
export async function writeGeneratedSecret(
  dataDir: string,
  name: string,
  value: string,
): Promise<string> {
  await ensureSecretsFolder(dataDir);
  const file = secretFile(dataDir, name);
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await fs.open(temporary, 'wx', 0o600);
  try {
    await handle.writeFile(`${value}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(temporary, { force: true });
  }
  const kept = await readTrimmed(file);
  if (kept === undefined) throw new Error(`The generated secret ${file} was not written`);
  return kept;
}

/**
 * Makes the secrets folder (0700), and takes group and other permissions away from it and its
 * files when an older version or a copy left them wider.
 */
export async function ensureSecretsFolder(dataDir: string): Promise<void> {
  const folder = secretsFolder(dataDir);
  await fs.mkdir(folder, { recursive: true, mode: 0o700 });
  if (((await fs.stat(folder)).mode & 0o077) !== 0) await fs.chmod(folder, 0o700);
  for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
    const file = path.join(folder, entry.name);
    try {
      if (((await fs.stat(file)).mode & 0o077) !== 0) await fs.chmod(file, 0o600);
    } catch (error) {
      // Another process removed it meanwhile.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/** The trimmed content of `file`; undefined when it does not exist or is blank. */
export async function readTrimmed(file: string): Promise<string | undefined> {
  try {
    return (await fs.readFile(file, 'utf8')).trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

const newSecret = () => randomBytes(48).toString('base64url');
