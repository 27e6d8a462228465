/**
 * Two-factor sign-in commands (ARCHITECTURE.md "Security model"): start setup, enable, accept a
 * code at sign-in, disable. TOTP (RFC 6238) verification happens in the application layer; the
 * deciders get its outcome (the time step a code matched, or null) and the hash of a recovery code,
 * so they stay free of I/O, clocks and cryptography.
 */
import { conflict, ruleBroken } from '../shared/errors';
import { registered, type TwoFactor, type User, type UserEvent } from './user';

/** The refusal of a wrong, reused or replayed code (ARCHITECTURE.md "Security model"). */
const INVALID_TWO_FACTOR_CODE = 'Invalid two-factor code';
const TWO_FACTOR_ALREADY_ON = 'Two-factor sign-in is already on';
const TWO_FACTOR_NOT_ON = 'Two-factor sign-in is not on';
const NO_TWO_FACTOR_SETUP = 'No two-factor setup in progress: start it again';

/**
 * A code as the application checked it: a TOTP code with the time step it matched (null: it
 * matched none within the allowed drift), or a recovery code by its hash.
 */
export type CheckedCode =
  { kind: 'totp'; timeStep: number | null } | { kind: 'recovery'; codeHash: string };

/**
 * Starts two-factor setup with a new secret (sealed by the application), replacing a pending one.
 * @throws not_found "User not found"; conflict when two-factor sign-in is already on
 */
export function startTwoFactorSetup(command: { secret: string }, state: User): UserEvent[] {
  if (registered(state).twoFactor.status === 'on') throw conflict(TWO_FACTOR_ALREADY_ON);
  return [{ type: 'TwoFactorSetupStarted', data: { secret: command.secret } }];
}

/**
 * Turns two-factor sign-in on once a code of the pending secret matched (`timeStep`, null when it
 * did not); that code's step counts as used.
 * @throws not_found "User not found"; conflict when already on or with no setup pending; rule
 *   "Invalid two-factor code"
 */
export function enableTwoFactor(
  command: { timeStep: number | null; recoveryCodeHashes: string[] },
  state: User,
): UserEvent[] {
  const { twoFactor } = registered(state);
  if (twoFactor.status === 'on') throw conflict(TWO_FACTOR_ALREADY_ON);
  if (twoFactor.pendingSecret === null) throw conflict(NO_TWO_FACTOR_SETUP);
  if (command.timeStep === null) throw ruleBroken(INVALID_TWO_FACTOR_CODE);
  return [
    { type: 'TwoFactorEnabled', data: { recoveryCodeHashes: command.recoveryCodeHashes } },
    { type: 'TwoFactorCodeAccepted', data: { timeStep: command.timeStep } },
  ];
}

/**
 * The event that spends `code`: a TOTP code of a step after the last accepted one, or an unused
 * recovery code.
 * @throws rule "Invalid two-factor code" for a code that matched nothing, a replayed step or a
 *   recovery code used before or unknown
 */
function spend(code: CheckedCode, twoFactor: Extract<TwoFactor, { status: 'on' }>): UserEvent {
  if (code.kind === 'recovery') {
    if (!twoFactor.unusedRecoveryCodeHashes.includes(code.codeHash))
      throw ruleBroken(INVALID_TWO_FACTOR_CODE);
    return { type: 'RecoveryCodeUsed', data: { codeHash: code.codeHash } };
  }
  if (
    code.timeStep === null ||
    (twoFactor.lastTimeStep !== null && code.timeStep <= twoFactor.lastTimeStep)
  )
    throw ruleBroken(INVALID_TWO_FACTOR_CODE);
  return { type: 'TwoFactorCodeAccepted', data: { timeStep: code.timeStep } };
}

/**
 * Accepts the second factor of a sign-in, spending the code.
 * @throws not_found "User not found"; conflict when two-factor sign-in is off; rule "Invalid
 *   two-factor code"
 */
export function completeTwoFactorSignIn(command: { code: CheckedCode }, state: User): UserEvent[] {
  const { twoFactor } = registered(state);
  if (twoFactor.status !== 'on') throw conflict(TWO_FACTOR_NOT_ON);
  return [spend(command.code, twoFactor)];
}

/**
 * Turns two-factor sign-in off after the password (`passwordMatches`, the application's check)
 * and a code; the code is spent as at sign-in.
 * @throws not_found "User not found"; conflict when it is off; rule "Password is incorrect" or
 *   "Invalid two-factor code"
 */
export function disableTwoFactor(
  command: { passwordMatches: boolean; code: CheckedCode },
  state: User,
): UserEvent[] {
  const { twoFactor } = registered(state);
  if (twoFactor.status !== 'on') throw conflict(TWO_FACTOR_NOT_ON);
  if (!command.passwordMatches) throw ruleBroken('Password is incorrect');
  return [spend(command.code, twoFactor), { type: 'TwoFactorDisabled', data: {} }];
}
