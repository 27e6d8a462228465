/**
 * Two-factor recovery codes (ARCHITECTURE.md "Security model"): ten single-use codes shown once
 * when two-factor sign-in is turned on, for a lost phone. Codes read `xxxxx-xxxxx` from an
 * alphabet without look-alikes (no 0/o, 1/l/i); only their SHA-256 hashes are stored. With 31
 * symbols, ten of them carry about 49.5 bits: out of reach of guessing behind the sign-in limits.
 */
import { createHash, randomInt } from 'node:crypto';

/** Lower-case letters and digits that cannot be mistaken for one another. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** How many codes are given out each time two-factor sign-in is turned on (ARCHITECTURE.md). */
const RECOVERY_CODE_COUNT = 10;
const HALF = 5;

/** Ten new random recovery codes, `xxxxx-xxxxx`, from the system's secure random source. */
export function newRecoveryCodes(): string[] {
  const half = () =>
    Array.from(
      { length: HALF },
      () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
    ).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${half()}-${half()}`);
}

/**
 * A recovery code as typed, reduced to what identifies it: lower case, without spaces or dashes
 * (`ABCDE-FGHJK`, `abcde fghjk` and `abcdefghjk` are one code).
 */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** The stored form of a recovery code: SHA-256 (hex) of its normalised text. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code), 'utf8').digest('hex');
}
