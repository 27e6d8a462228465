/**
 * A code typed at the second step of sign-in or to turn two-factor off, checked for the deciders
 * (domain/identity/decide-two-factor.ts): six digits are a TOTP code, matched against the user's
 * secret; anything else is a recovery code, passed on as its hash.
 */
import type { CheckedCode } from '../../domain/identity/decide-two-factor';
import type { User } from '../../domain/identity/user';
import { openPersonal } from './personal-data';
import { hashRecoveryCode } from './recovery-codes';
import type { SecretBox } from './secret-box';
import { matchedTimeStep } from './totp';

/** Whether `code` has the form of a TOTP code (six digits) rather than a recovery code. */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/**
 * `code` checked against `user`'s two-factor secret (sealed in the state, opened here) at `now`. A
 * TOTP code matches nothing while two-factor sign-in is off.
 * @throws ShreddedKeyError when the customer's key was shredded
 */
export async function checkSecondFactor(
  secrets: SecretBox,
  user: User,
  code: string,
  now: Date,
): Promise<CheckedCode> {
  if (!isTotpCode(code)) return { kind: 'recovery', codeHash: hashRecoveryCode(code) };
  if (user.status !== 'registered' || user.twoFactor.status !== 'on')
    return { kind: 'totp', timeStep: null };
  const { secret } = await openPersonal(secrets, { secret: user.twoFactor.secret });
  return { kind: 'totp', timeStep: matchedTimeStep(secret, code, now) };
}
