import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { sessionKeys, verifiedClaims } from './session';

const secret = (c: string) => c.repeat(32);

/** A session token as startSession signs it, expiring `expiresIn` seconds after `now`. */
const token = (keys: ReturnType<typeof sessionKeys>, now: number, expiresIn = 60) =>
  new SignJWT({ sid: 'session-1', sv: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('7')
    .setJti('token-1')
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + expiresIn)
    .sign(keys.key);

describe('verifiedClaims', () => {
  it('verifies a token once, then answers the same claims until it expires', async () => {
    const keys = sessionKeys(secret('a'), false);
    const now = Date.now();
    const signed = await token(keys, now, 60);
    const first = await verifiedClaims(signed, keys, now);
    expect(first).toMatchObject({ sub: '7', sid: 'session-1', jti: 'token-1' });
    expect(await verifiedClaims(signed, keys, now + 1_000)).toBe(first);
    expect(await verifiedClaims(signed, keys, now + 61_000)).toBeNull();
  });

  it('keeps what one key verified apart from another key', async () => {
    const a = sessionKeys(secret('a'), false);
    const b = sessionKeys(secret('b'), false);
    const signedByA = await token(a, Date.now());
    expect(await verifiedClaims(signedByA, a)).not.toBeNull();
    expect(await verifiedClaims(signedByA, b)).toBeNull();
  });

  it('refuses a token whose bytes changed, also after the genuine one was verified', async () => {
    const keys = sessionKeys(secret('c'), false);
    const signed = await token(keys, Date.now());
    expect(await verifiedClaims(signed, keys)).not.toBeNull();
    const [header, payload, signature] = signed.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '1' }),
    ).toString('base64url');
    expect(await verifiedClaims(`${header}.${forged}.${signature}`, keys)).toBeNull();
  });
});
