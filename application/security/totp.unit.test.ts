import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchedTimeStep, newTotpSecret, totpUrl } from './totp';

const NOW = new Date('2026-03-01T12:00:10.000Z');
/** RFC 6238 "T" of NOW: whole 30-second periods since the epoch. */
const STEP = Math.floor(NOW.getTime() / 30_000);

const codeAt = (secret: string, step: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * 30_000 });

describe('TOTP (RFC 6238)', () => {
  it('makes 160-bit secrets in base32, a new one each time', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('writes the otpauth URL authenticator apps scan: issuer KeyMart, SHA1, 6 digits, 30 s', () => {
    const url = new URL(totpUrl('JBSWY3DPEHPK3PXP', 'ada@example.com'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/KeyMart:ada@example.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      issuer: 'KeyMart',
      secret: 'JBSWY3DPEHPK3PXP',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });

  it('answers the step a code belongs to, within one step of drift, and null beyond', () => {
    const secret = newTotpSecret();
    expect(matchedTimeStep(secret, codeAt(secret, STEP), NOW)).toBe(STEP);
    expect(matchedTimeStep(secret, codeAt(secret, STEP - 1), NOW)).toBe(STEP - 1);
    expect(matchedTimeStep(secret, codeAt(secret, STEP + 1), NOW)).toBe(STEP + 1);
    const farCode = codeAt(secret, STEP - 3);
    const nearCodes = [-1, 0, 1].map((delta) => codeAt(secret, STEP + delta));
    if (!nearCodes.includes(farCode)) expect(matchedTimeStep(secret, farCode, NOW)).toBeNull();
    expect(matchedTimeStep(newTotpSecret(), 'abcdef', NOW)).toBeNull();
  });
});
