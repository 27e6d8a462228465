/**
 * Password reset by e-mail (OWASP Forgot Password Cheat Sheet): a link holding a random token is
 * mailed; the account keeps only the token's SHA-256, the newest link replaces any earlier one,
 * and a link works once, until it expires. Setting the password through it ends every session
 * of the account (the users projection moves the session version on).
 */
import { ruleBroken } from '../shared/errors';
import type { User, UserEvent } from './user';

/** The namespace of the reservations that lead from a reset token's hash to its account. */
export const PASSWORD_RESET_NAMESPACE = 'password-reset';

/** The refusal of a reset link that is unknown, used, replaced by a newer one or expired. */
export const RESET_LINK_INVALID =
  'This password reset link is invalid or has expired. Please request a new one.';

/** A reset link to mail: its id (from which the token is derived), token hash and expiry. */
export interface RequestPasswordReset {
  resetId: string;
  /** SHA-256 of the link's token, hex. */
  tokenHash: string;
  expiresAt: Date;
}

/**
 * Issues a reset link for a registered account. Nothing for an erased one: the caller answers
 * the same whatever the outcome, so no one learns which addresses have accounts.
 */
export function requestPasswordReset(command: RequestPasswordReset, state: User): UserEvent[] {
  if (state.status !== 'registered') return [];
  return [
    {
      type: 'PasswordResetRequested',
      data: {
        resetId: command.resetId,
        tokenHash: command.tokenHash,
        expiresAt: command.expiresAt.toISOString(),
      },
    },
  ];
}

/**
 * Sets the password through the reset link whose token hashes to `tokenHash`.
 * @throws rule RESET_LINK_INVALID unless it is the account's newest unused link and unexpired
 *   at `now`
 */
export function completePasswordReset(
  command: { tokenHash: string; newPasswordHash: string },
  state: User,
  now: Date,
): UserEvent[] {
  const pending = state.status === 'registered' ? state.passwordReset : null;
  if (
    pending === null ||
    pending.tokenHash !== command.tokenHash ||
    Date.parse(pending.expiresAt) <= now.getTime()
  )
    throw ruleBroken(RESET_LINK_INVALID);
  return [
    {
      type: 'PasswordResetCompleted',
      data: { passwordHash: command.newPasswordHash, tokenHash: command.tokenHash },
    },
  ];
}
