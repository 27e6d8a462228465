import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/database';
import { createPool, type Pool } from '../db/pool';
import { generatedSecret } from './generated-secret';

let pool: Pool;
let dataDir: string;

beforeAll(async () => {
  pool = createPool(await createTestDatabase(), 12);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keymart-secret-'));
});
afterAll(async () => {
  await pool.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('generatedSecret', () => {
  it('gives ten instances starting at once one and the same new secret', async () => {
    // Connected beforehand, so that the ten calls really race instead of waiting for connections.
    const clients = await Promise.all(Array.from({ length: 10 }, () => pool.connect()));
    for (const client of clients) client.release();
    const secrets = await Promise.all(
      Array.from({ length: 10 }, () => generatedSecret(pool, 'session-secret')),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^[\w-]{64}$/);
    const { rows } = await pool.query(
      "SELECT value FROM generated_secrets WHERE name = 'session-secret'",
    );
    expect(rows).toEqual([{ value: secrets[0] }]);
  });

  it('adopts the secret an older install kept in a file, then keeps answering it', async () => {
    const file = path.join(dataDir, 'payment-webhook-secret');
    fs.writeFileSync(file, 'kept-on-disk-by-an-older-install\n');
    expect(await generatedSecret(pool, 'payment-webhook-secret', file)).toBe(
      'kept-on-disk-by-an-older-install',
    );
    fs.writeFileSync(file, 'changed-after-the-move');
    expect(await generatedSecret(pool, 'payment-webhook-secret', file)).toBe(
      'kept-on-disk-by-an-older-install',
    );
    expect(await generatedSecret(pool, 'payment-webhook-secret')).toBe(
      'kept-on-disk-by-an-older-install',
    );
  });

  it('generates a secret when the legacy file does not exist, and returns the stored one next time', async () => {
    const missing = path.join(dataDir, 'never-written');
    const first = await generatedSecret(pool, 'other-secret', missing);
    expect(first).toMatch(/^[\w-]{64}$/);
    expect(fs.existsSync(missing)).toBe(false);
    expect(await generatedSecret(pool, 'other-secret', missing)).toBe(first);
    expect(first).not.toBe(await generatedSecret(pool, 'session-secret'));
  });
});
