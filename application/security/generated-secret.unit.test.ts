import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generatedSecret, readGeneratedSecret, secretFile } from './generated-secret';

let dataDir: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keymart-secret-'));
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe('generatedSecret', () => {
  it('keeps a new secret in DATA_DIR/secrets, the folder 0700 and the file 0600', async () => {
    const secret = await generatedSecret(dataDir, 'session-secret');
    expect(secret).toMatch(/^[\w-]{64}$/);
    const file = path.join(dataDir, 'secrets', 'session-secret');
    expect(secretFile(dataDir, 'session-secret')).toBe(file);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(mode(path.join(dataDir, 'secrets'))).toBe(0o700);
    expect(mode(file)).toBe(0o600);
    expect(await generatedSecret(dataDir, 'session-secret')).toBe(secret);
    expect(await generatedSecret(dataDir, 'other-secret')).not.toBe(secret);
  });

  it('gives ten callers starting at once one and the same new secret', async () => {
    const secrets = await Promise.all(
      Array.from({ length: 10 }, () => generatedSecret(dataDir, 'encryption-key')),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(fs.readdirSync(path.join(dataDir, 'secrets'))).toEqual(['encryption-key']);
  });

  it('keeps what `initial` gives on first use, and the kept secret afterwards', async () => {
    expect(await generatedSecret(dataDir, 'webhook', async () => 'kept-by-an-older-install')).toBe(
      'kept-by-an-older-install',
    );
    expect(await generatedSecret(dataDir, 'webhook', async () => 'another')).toBe(
      'kept-by-an-older-install',
    );
    expect(await readGeneratedSecret(dataDir, 'missing')).toBeUndefined();
  });

  it('takes group and other permissions away from a secrets folder and files left open', async () => {
    await generatedSecret(dataDir, 'session-secret');
    fs.chmodSync(path.join(dataDir, 'secrets'), 0o755);
    fs.chmodSync(secretFile(dataDir, 'session-secret'), 0o644);
    await readGeneratedSecret(dataDir, 'session-secret');
    expect(mode(path.join(dataDir, 'secrets'))).toBe(0o700);
    expect(mode(secretFile(dataDir, 'session-secret'))).toBe(0o600);
  });
});
