/** A database of its own for each test file, cloned from the migrated template. */
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { ensureDatabase } from '../../application/db/database';

/**
 * Creates a fresh migrated database on the server of this worker (test/support/global-setup.ts)
 * and returns its URL.
 */
export async function createTestDatabase(): Promise<string> {
  const servers = inject('pgServers');
  const { adminUrl, template } =
    servers[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % servers.length]!;
  const name = `keymart_test_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(adminUrl, name, template);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
