/**
 * The environment of a store process in the fault tests (test/support/store-process.ts): one
 * database, the data folder of the store on it (test/support/data-folder.ts), the sandbox payment gateway with a known webhook secret,
 * quiet logs.
 */
import { dataFolderFor } from '../support/data-folder';

/** The account ADMIN_EMAILS makes an administrator. */
export const ADMIN_EMAIL = 'admin@keymart.test';

/** PAYMENT_WEBHOOK_SECRET: the tests sign the sandbox gateway's callbacks with it. */
export const WEBHOOK_SECRET = 'fault-tests-webhook-secret-0123456789';

/** What `bin/start.ts` prints once it serves; its group is the URL. */
export const SERVING = /KeyMart is serving on (http:\/\/\S+)/;

/** Variables for `bin/start.ts` or `bin/worker.ts` on `databaseUrl`, plus `extra`. */
export function storeEnvironment(
  databaseUrl: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    PORT: '0',
    SEED_DEMO: 'false',
    ADMIN_EMAILS: ADMIN_EMAIL,
    DATA_DIR: dataFolderFor(databaseUrl),
    LOG_LEVEL: 'warn',
    PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ...extra,
  };
}
