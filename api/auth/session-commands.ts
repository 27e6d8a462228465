/**
 * Sessions at the HTTP edge (ARCHITECTURE.md "Security model": sessions): each way a session
 * starts, is replaced or ends is a command on the account's stream (application/commands/sessions.ts),
 * waited for (read-your-writes: the next request finds the session's row), then the cookie is
 * set or cleared.
 */
import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import {
  endSession,
  replaceSession as replaceSessionCommand,
  startSession as startSessionCommand,
} from '../../application/commands/sessions';
import type { UserRecord } from '../../projections/users/queries';
import { clientIp, contextOf, settled } from '../http/command-context';
import { fraudScreenOf } from '../http/fraud-screen';
import type { ApiServices } from '../services';
import { deviceOf } from './device';
import { endSession as clearCookie, startSession as setCookie, type Session } from './session';

/** Where the request comes from: its device and address. */
function originOf(req: Request) {
  return { ...deviceOf(req.get('user-agent')), ip: clientIp(req) };
}

/**
 * Signs `user` in on the request's device (their password, and a second factor when on, were
 * checked): a new session, and its cookie, unless a fraud rule of sign-ins blocks it.
 * @throws DomainError forbidden when the account is suspended; rule with a blocking fraud rule's
 *   message
 */
export async function signIn(
  services: ApiServices,
  req: Request,
  res: Response,
  user: UserRecord,
): Promise<void> {
  const sessionId = randomUUID();
  await settled(
    services,
    await startSessionCommand(
      services,
      { userId: user.id, sessionId, ...originOf(req) },
      { ...contextOf(req), actorId: user.id },
      await fraudScreenOf(services, req, 'sign-in', user),
    ),
  );
  await setCookie(res, services.sessions, user, { sessionId });
}

/**
 * Replaces the request's session with a new one of the same actor, whose cookie acts as `user`
 * (an admin starting an impersonation) or as the actor again (ending it): a copy of the cookie
 * before stops working.
 */
export async function replaceSession(
  services: ApiServices,
  req: Request,
  res: Response,
  session: Session,
  user: UserRecord,
): Promise<void> {
  const sessionId = randomUUID();
  const { actor } = session;
  await settled(
    services,
    await replaceSessionCommand(
      services,
      { userId: actor.id, endedSessionId: session.id, sessionId, ...originOf(req) },
      contextOf(req),
    ),
  );
  await setCookie(res, services.sessions, user, {
    sessionId,
    ...(user.id !== actor.id ? { actor } : {}),
    authenticatedAt: session.authenticatedAt,
  });
}

/** Signs the request's session out, when it has one, and clears the cookie. */
export async function signOut(services: ApiServices, req: Request, res: Response): Promise<void> {
  const session = req.session;
  if (session)
    await settled(
      services,
      await endSession(
        services,
        { userId: session.actor.id, sessionId: session.id, reason: 'signed-out' },
        contextOf(req),
      ),
    );
  clearCookie(res, services.sessions);
}
