/**
 * Password hashing with scrypt (memory-hard KDF, RFC 7914) from Node's crypto
 * (ARCHITECTURE.md "Security model"). Stored form: `scrypt$N$r$p$<salt b64>$<hash b64>`.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * The scrypt cost of new hashes (RFC 7914 N, r, p): N = 2^15, r = 8, p = 1, 32 MiB and about
 * 100-200 ms of one core per hash. Under NODE_ENV=test (Vitest sets it) N = 2^10, as Rails lowers
 * bcrypt's cost in its test environment: the tests hash a password for every account they open
 * and prove the rules, not the cost. Each stored hash names its own cost, so a hash of either cost
 * verifies anywhere.
 */
const COST = { N: process.env.NODE_ENV === 'test' ? 2 ** 10 : 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 128 * options.N! * options.r! * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** Hashes a password with a fresh 16-byte salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/** Whether `password` matches `stored` (constant-time compare); false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await derive(password, Buffer.from(saltB64, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
