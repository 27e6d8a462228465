import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hashRecoveryCode,
  newRecoveryCodes,
  normaliseRecoveryCode,
  RECOVERY_CODE_ALPHABET,
} from './recovery-codes';
import { isTotpCode } from './second-factor';

describe('recovery codes', () => {
  it('makes ten different codes of two groups of five from the readable alphabet', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const symbol = `[${RECOVERY_CODE_ALPHABET}]`;
    for (const code of codes) expect(code).toMatch(new RegExp(`^${symbol}{5}-${symbol}{5}$`));
    expect(RECOVERY_CODE_ALPHABET).not.toMatch(/[01ilo]/);
  });

  it('reads a code typed in capitals, with spaces or without its dash as the same code', () => {
    expect(normaliseRecoveryCode('ABCDE-FGHJK')).toBe('abcdefghjk');
    expect(normaliseRecoveryCode(' abcde fghjk ')).toBe('abcdefghjk');
    expect(hashRecoveryCode('abcdefghjk')).toBe(hashRecoveryCode('ABCDE-fghjk'));
  });

  it('hashes the normalised code with SHA-256, and different codes differently', () => {
    expect(hashRecoveryCode('abcde-fghjk')).toBe(
      createHash('sha256').update('abcdefghjk').digest('hex'),
    );
    expect(hashRecoveryCode('abcde-fghjk')).not.toBe(hashRecoveryCode('abcde-fghjm'));
  });

  it('tells a six-digit TOTP code from a recovery code', () => {
    expect(isTotpCode('012345')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('1234567890')).toBe(false);
    expect(isTotpCode('abcde-fghjk')).toBe(false);
  });
});
