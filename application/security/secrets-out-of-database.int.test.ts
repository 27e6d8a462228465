import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/database';
import { startTestStore } from '../../test/support/store';
import { createPool, type Pool } from '../db/pool';
import { masterKeys } from './master-keys';
import { moveSecretsOutOfDatabase } from './secrets-out-of-database';
import { masterKeyFromGeneratedSecret, SecretBox } from './secret-box';

let databaseUrl: string;
let pool: Pool;
const folders: string[] = [];
const tempFolder = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'keymart-secrets-'));
  folders.push(folder);
  return folder;
};

/** The secrets an earlier version generated into the database. */
const EARLIER = {
  'encryption-key': 'earlier-generated-master-secret-0123456789abcdefghijklmnopqrstuvwx',
  'payment-webhook-secret': 'earlier-generated-webhook-secret-0123456789abcdefghijklmnopqrstu',
  'session-secret': 'earlier-generated-session-secret-0123456789abcdefghijklmnopqrstu',
};

async function storeSecretsInDatabase(db: Pool): Promise<void> {
  for (const [name, value] of Object.entries(EARLIER))
    await db.query('INSERT INTO generated_secrets (name, value) VALUES ($1, $2)', [name, value]);
}

const secretsIn = (dataDir: string) =>
  Object.fromEntries(
    fs
      .readdirSync(path.join(dataDir, 'secrets'))
      .sort()
      .map((name) => [name, fs.readFileSync(path.join(dataDir, 'secrets', name), 'utf8').trim()]),
  );

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  pool = createPool(databaseUrl, 4);
});
afterAll(async () => {
  await pool.end();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

describe('generated secrets an earlier version kept in the database', () => {
  it('move to the data folder on start, leave the table empty, and still open sealed data', async () => {
    await storeSecretsInDatabase(pool);
    const earlierBox = new SecretBox(pool, [
      masterKeyFromGeneratedSecret(EARLIER['encryption-key']),
    ]);
    const sealed = await earlierBox.seal('KEY-SOLD-BEFORE-THE-UPGRADE', 'earlier-test');
    const dataDir = tempFolder();
    const store = await startTestStore({ SESSION_SECRET: '', DATA_DIR: dataDir }, { databaseUrl });
    try {
      expect(secretsIn(dataDir)).toEqual(EARLIER);
      expect((await pool.query('SELECT name FROM generated_secrets')).rows).toEqual([]);
      expect(await store.core.secrets.open(sealed)).toBe('KEY-SOLD-BEFORE-THE-UPGRADE');
    } finally {
      await store.stop();
    }
  });

  it('keep a master key that differs from the data folder as an earlier key, dropping nothing', async () => {
    const dataDir = tempFolder();
    const own = await masterKeys(dataDir, { key: undefined, previousKeys: [] });
    await pool.query('INSERT INTO generated_secrets (name, value) VALUES ($1, $2)', [
      'encryption-key',
      EARLIER['encryption-key'],
    ]);
    const warnings: string[] = [];
    expect(await moveSecretsOutOfDatabase(pool, dataDir, (m) => warnings.push(m))).toEqual([
      'encryption-key',
    ]);
    const keys = await masterKeys(dataDir, { key: undefined, previousKeys: [] });
    expect(keys.map((key) => key.id)).toEqual([
      own[0]!.id,
      masterKeyFromGeneratedSecret(EARLIER['encryption-key']).id,
    ]);
    expect((await pool.query('SELECT name FROM generated_secrets')).rows).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('a store keeps no secret in the database', async () => {
    const dataDir = tempFolder();
    const store = await startTestStore({ SESSION_SECRET: '', DATA_DIR: dataDir });
    try {
      const { rows } = await store.core.pool.query('SELECT name FROM generated_secrets');
      expect(rows).toEqual([]);
      expect(Object.keys(secretsIn(dataDir))).toEqual([
        'encryption-key',
        'payment-webhook-secret',
        'session-secret',
      ]);
      for (const name of Object.keys(secretsIn(dataDir)))
        expect(fs.statSync(path.join(dataDir, 'secrets', name)).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.join(dataDir, 'secrets')).mode & 0o777).toBe(0o700);
    } finally {
      await store.stop();
    }
  });
});
