/**
 * A store to scan outside vitest (for `npx tsx tools/security-scan/scan.ts`): an embedded
 * PostgreSQL in a process of its own, a fresh database on it and the whole store on a free port,
 * configured like the integration tests' stores (test/support/store.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDatabase } from '../../application/db/database';
import { loadConfig } from '../../application/config';
import { startKeyMart } from '../../bin/keymart';
import { startEmbeddedServer } from '../../test/support/embedded-server-process';

/** The address scanned by every scan: the administrator of ADMIN_EMAILS. */
export const SCAN_ADMIN_EMAIL = 'admin@keymart.test';

/**
 * The environment of a scanned store: no demo catalogue (the fixture makes its own data), the
 * admin of SCAN_ADMIN_EMAIL, quiet logs. Login and register stay rate limited per account; the
 * per-IP limit is raised through startKeyMart's option (every scanner request comes from one IP).
 */
export const SCAN_STORE_ENV = {
  SEED_DEMO: 'false',
  ADMIN_EMAILS: SCAN_ADMIN_EMAIL,
  LOG_LEVEL: 'silent',
} as const;

/** Per-IP attempts a minute allowed to login and register while scanning. */
export const SCAN_AUTH_RATE_LIMIT = 100_000;

/** A running store and how to stop it with its database server. */
export interface ScanStore {
  url: string;
  /** The store's database (the canary runs its query there). */
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts an embedded PostgreSQL and a store on it.
 * @throws Error when the database or the store does not start (the database is stopped then)
 */
export async function startScanStore(): Promise<ScanStore> {
  const server = await startEmbeddedServer('keymart-scan-pg-');
  try {
    await ensureDatabase(server.url, 'keymart_scan');
    const databaseUrl = new URL(server.url);
    databaseUrl.pathname = '/keymart_scan';
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keymart-scan-data-'));
    const config = loadConfig({
      ...SCAN_STORE_ENV,
      DATABASE_URL: databaseUrl.toString(),
      PORT: '0',
      SESSION_SECRET: 'scan-secret-scan-secret-scan-secret-0123',
      DATA_DIR: dataDir,
    });
    const running = await startKeyMart(config, { authRateLimit: SCAN_AUTH_RATE_LIMIT });
    return {
      url: running.url,
      databaseUrl: databaseUrl.toString(),
      async stop() {
        await running.stop();
        await server.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
