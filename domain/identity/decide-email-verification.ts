/**
 * E-mail verification: a link holding a random token is mailed at registration (and again on
 * request); opening it proves the address is the customer's. The account keeps only the token's
 * SHA-256, and only the newest link works.
 */
import { conflict, notFound, ruleBroken } from '../shared/errors';
import type { User, UserEvent } from './user';

/** The namespace of the reservations that lead from a verification token's hash to its account. */
export const EMAIL_VERIFICATION_NAMESPACE = 'email-verification';

/** The refusal of a verification link that is unknown or was replaced by a newer one. */
export const VERIFICATION_LINK_INVALID =
  'This verification link is invalid or has expired. Please request a new one from your profile.';

/** A verification link to mail: its id (from which the token is derived) and token hash. */
export interface RequestEmailVerification {
  verificationId: string;
  /** SHA-256 of the link's token, hex. */
  tokenHash: string;
}

/** The event that issues a verification link (also appended at registration). */
export const emailVerificationRequested = (command: RequestEmailVerification): UserEvent => ({
  type: 'EmailVerificationRequested',
  data: { verificationId: command.verificationId, tokenHash: command.tokenHash },
});

/**
 * Sends a new verification link, replacing the earlier one.
 * @throws not_found for no account; conflict when the address is already verified
 */
export function requestEmailVerification(
  command: RequestEmailVerification,
  state: User,
): UserEvent[] {
  if (state.status !== 'registered') throw notFound('User not found');
  if (state.emailVerified) throw conflict('Your email address is already verified');
  return [emailVerificationRequested(command)];
}

/**
 * Verifies the address through the link whose token hashes to `tokenHash`; nothing when it is
 * verified already (the link opened twice).
 * @throws rule VERIFICATION_LINK_INVALID when it is not the account's newest link
 */
export function verifyEmail(command: { tokenHash: string }, state: User): UserEvent[] {
  if (state.status === 'registered' && state.emailVerified) return [];
  if (state.status !== 'registered' || state.emailVerificationTokenHash !== command.tokenHash)
    throw ruleBroken(VERIFICATION_LINK_INVALID);
  return [{ type: 'EmailVerified', data: { tokenHash: command.tokenHash } }];
}
