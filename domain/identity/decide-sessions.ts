/**
 * Signed-in sessions (ARCHITECTURE.md "Security model"): StartSession (a sign-in),
 * RecordSessionSeen, EndSession (signing out, or revoking one session from another),
 * EndOtherSessions and ReplaceSession (an admin starting or ending an impersonation, so that a
 * copy of the cookie before stops working). A session is one sign-in on one device; its cookie may be issued again (a
 * step-up, a new password) without starting another.
 */
import { forbidden, notFound } from '../shared/errors';
import { ACCOUNT_SUSPENDED } from './decide-staff';
import { deviceName } from '../../contracts/device-name';
import { registered, type SessionEndReason, type User, type UserEvent } from './user';

/** How often a session's use is recorded: its "last seen" is at most this many minutes old. */
export const SESSION_SEEN_MINUTES = 5;

/** The refusal for a session id that is not one of the account's current sessions. */
export const SESSION_NOT_FOUND = 'Session not found';

/**
 * Starts session `sessionId` on a device; `newDevice` when the account had sessions before, none
 * on this device (its owner is told by e-mail).
 * @throws not_found "User not found"; forbidden ACCOUNT_SUSPENDED
 */
export function startSession(
  command: { sessionId: string; browser: string; os: string; ip: string; now: Date },
  state: User,
): UserEvent[] {
  const user = registered(state);
  if (user.suspension) throw forbidden(ACCOUNT_SUSPENDED);
  const { sessionId, browser, os, ip } = command;
  const newDevice =
    user.knownDevices.length > 0 && !user.knownDevices.includes(deviceName({ browser, os }));
  return [
    {
      type: 'SessionStarted',
      data: { sessionId, browser, os, ip, startedAt: command.now.toISOString(), newDevice },
    },
  ];
}

/**
 * Records that session `sessionId` was used from `ip`; nothing when it was recorded less than
 * SESSION_SEEN_MINUTES ago, or the session has ended.
 */
export function recordSessionSeen(
  command: { sessionId: string; ip: string; now: Date },
  state: User,
): UserEvent[] {
  if (state.status !== 'registered') return [];
  const session = state.sessions[command.sessionId];
  if (!session) return [];
  const sinceMs = command.now.getTime() - Date.parse(session.lastSeenAt);
  if (sinceMs < SESSION_SEEN_MINUTES * 60_000) return [];
  return [
    {
      type: 'SessionSeen',
      data: { sessionId: command.sessionId, ip: command.ip, seenAt: command.now.toISOString() },
    },
  ];
}

/**
 * Ends session `sessionId` of the account; signing out of a session that already ended is
 * nothing, revoking one is not found.
 * @throws not_found "User not found"; not_found SESSION_NOT_FOUND when revoking
 */
export function endSession(
  command: { sessionId: string; reason: SessionEndReason },
  state: User,
): UserEvent[] {
  const user = registered(state);
  if (!user.sessions[command.sessionId]) {
    if (command.reason === 'signed-out') return [];
    throw notFound(SESSION_NOT_FOUND);
  }
  return [{ type: 'SessionEnded', data: command }];
}

/**
 * Ends session `endedSessionId` and starts `sessionId` on the same account in its place.
 * @throws not_found when `endedSessionId` is not a current session
 */
export function replaceSession(
  command: {
    endedSessionId: string;
    sessionId: string;
    browser: string;
    os: string;
    ip: string;
    now: Date;
  },
  state: User,
): UserEvent[] {
  const user = registered(state);
  if (!user.sessions[command.endedSessionId]) throw notFound(SESSION_NOT_FOUND);
  return [
    { type: 'SessionEnded', data: { sessionId: command.endedSessionId, reason: 'replaced' } },
    ...startSession(command, user),
  ];
}

/** Revokes every session of the account but `keptSessionId`. @throws not_found "User not found" */
export function endOtherSessions(command: { keptSessionId: string }, state: User): UserEvent[] {
  const user = registered(state);
  return Object.keys(user.sessions)
    .filter((sessionId) => sessionId !== command.keptSessionId)
    .map((sessionId) => ({ type: 'SessionEnded', data: { sessionId, reason: 'revoked' } }));
}
