/**
 * Session commands (ARCHITECTURE.md "Security model": sessions): StartSession at every sign-in,
 * RecordSessionSeen as a session is used, EndSession (signing out, DELETE /api/sessions/{id}),
 * EndOtherSessions (POST /api/sessions/revoke-others) and ReplaceSession (an impersonation
 * starting or ending). All append to the account's stream.
 */
import {
  endOtherSessions as decideEndOthers,
  endSession as decideEnd,
  recordSessionSeen as decideSeen,
  replaceSession as decideReplace,
  startSession as decideStart,
} from '../../domain/identity/decide-sessions';
import {
  evolveUser,
  initialUser,
  userStream,
  type SessionEndReason,
  type User,
  type UserEvent,
} from '../../domain/identity/user';
import { checkFraud, type FraudScreen } from './fraud-check';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Runs `decide` on account `userId` and appends what it decides to the account's stream; answers
 * how many events it appended. With `fraud` (a sign-in), the sign-in's fraud rules are checked
 * first and their hits appended with the events (fraud-check.ts).
 */
function onAccount(
  name: string,
  deps: CommandDeps,
  userId: number,
  context: CommandContext,
  decide: (user: User) => UserEvent[],
  fraud?: FraudScreen,
) {
  const streamId = userStream(userId);
  return executeCommand(deps, name, context, async (tx) => {
    const check = checkFraud(fraud, 'sign-in', context.now);
    const user = aggregate(await tx.load([streamId]), streamId, evolveUser, initialUser);
    const events = decide(user.state);
    return {
      appends: [appendTo(streamId, user.version, events), ...check.hits],
      result: events.length,
    };
  });
}

/** Where a session is used from: the device read from the user agent, and the client address. */
export interface SessionOrigin {
  browser: string;
  os: string;
  ip: string;
}

/**
 * Starts session `sessionId` of `userId` (a sign-in), at `context.now`, checking the sign-in's
 * fraud rules when given.
 * @throws not_found; forbidden when the account is suspended (domain/identity/decide-sessions.ts);
 *   rule with a blocking fraud rule's message
 */
export function startSession(
  deps: CommandDeps,
  input: { userId: number; sessionId: string } & SessionOrigin,
  context: CommandContext,
  fraud?: FraudScreen,
) {
  return onAccount(
    'StartSession',
    deps,
    input.userId,
    context,
    (user) => decideStart({ ...input, now: context.now }, user),
    fraud,
  );
}

/** Records that session `sessionId` was used at `context.now`, when due. */
export function recordSessionSeen(
  deps: CommandDeps,
  input: { userId: number; sessionId: string; ip: string },
  context: CommandContext,
) {
  return onAccount('RecordSessionSeen', deps, input.userId, context, (user) =>
    decideSeen({ ...input, now: context.now }, user),
  );
}

/** Ends session `sessionId`: signed out, or revoked. @throws not_found when revoking */
export function endSession(
  deps: CommandDeps,
  input: { userId: number; sessionId: string; reason: SessionEndReason },
  context: CommandContext,
) {
  return onAccount('EndSession', deps, input.userId, context, (user) =>
    decideEnd({ sessionId: input.sessionId, reason: input.reason }, user),
  );
}

/** Revokes every session of `userId` but `keptSessionId`. @throws not_found */
export function endOtherSessions(
  deps: CommandDeps,
  input: { userId: number; keptSessionId: string },
  context: CommandContext,
) {
  return onAccount('EndOtherSessions', deps, input.userId, context, (user) =>
    decideEndOthers({ keptSessionId: input.keptSessionId }, user),
  );
}

/** Ends session `endedSessionId` of `userId` and starts `sessionId` in its place. @throws not_found */
export function replaceSession(
  deps: CommandDeps,
  input: { userId: number; endedSessionId: string; sessionId: string } & SessionOrigin,
  context: CommandContext,
) {
  return onAccount('ReplaceSession', deps, input.userId, context, (user) =>
    decideReplace({ ...input, now: context.now }, user),
  );
}
