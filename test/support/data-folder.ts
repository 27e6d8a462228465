/**
 * The data folder of a test database's store: the stores, workers and CLI runs a test starts on
 * one database share it, as a store restarted on one machine keeps its DATA_DIR. A store without
 * ENCRYPTION_KEY keeps the master key it generated there (application/security/generated-secret.ts),
 * so a process given another folder could not open what the first one sealed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const folders = new Map<string, string>();

/** The data folder of the store on `databaseUrl`, made on first use (one per test process). */
export function dataFolderFor(databaseUrl: string): string {
  let folder = folders.get(databaseUrl);
  if (!folder) {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'keymart-test-data-'));
    folders.set(databaseUrl, folder);
  }
  return folder;
}
