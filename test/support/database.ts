/** A database of its own for each test file, cloned from the migrated template. */
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { ensureDatabase } from '../../application/db/database';

/** Creates a fresh migrated database and returns its URL. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  const name = `keymart_test_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(adminUrl, name, inject('pgTemplate'));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
