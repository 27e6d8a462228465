/**
 * The account's sessions (ARCHITECTURE.md "Security model": sessions): list them, revoke one, or
 * revoke all but the current one. While an admin impersonates, these are the customer's
 * sessions, and none of them is the current one.
 */
import { Router } from 'express';
import { z } from 'zod';
import { endOtherSessions, endSession } from '../../application/commands/sessions';
import type { SessionDto } from '../../contracts/responses';
import { SESSION_NOT_FOUND } from '../../domain/identity/decide-sessions';
import { listSessions } from '../../projections/sessions/queries';
import { SESSION_DAYS, endSession as clearCookie } from '../auth/session';
import { contextOf, settled } from '../http/command-context';
import { endpoints } from '../http/endpoint';
import type { ApiServices } from '../services';

const endpoint = endpoints('Accounts');

const sessionParams = z.object({ id: z.uuid() });

export function sessionsRouter(services: ApiServices): Router {
  const router = Router();

  router.get(
    '/sessions',
    endpoint(
      {
        access: 'customer',
        summary: "The signed-in account's sessions, most recently used first",
        description:
          "Each sign-in on a device is a session until it signs out, is revoked, or the password changes (all but the session that changed it). The device is read from the browser's user agent; `current` marks the session of this request.",
        answer: {
          description:
            '`[{ id, browser, os, ip, firstSeen, lastSeen, current }]` (times ISO 8601; `ip` the address it was last used from)',
        },
      },
      async ({ session }, _req, res) => {
        const sessions = await listSessions(services.pool, session.user.id, SESSION_DAYS);
        res.json(
          sessions.map((s): SessionDto => ({
            id: s.sessionId,
            browser: s.browser,
            os: s.os,
            ip: s.ip,
            firstSeen: s.startedAt.toISOString(),
            lastSeen: s.lastSeenAt.toISOString(),
            current: s.sessionId === session.id,
          })),
        );
      },
    ),
  );

  router.delete(
    '/sessions/:id',
    endpoint(
      {
        access: 'customer',
        summary: 'Revoke one session of the signed-in account',
        description:
          'Its cookie stops working at once, wherever it is. Revoking the current session signs this browser out.',
        params: sessionParams,
        answer: { description: '`{ success: true }`' },
        errors: { 404: SESSION_NOT_FOUND },
      },
      async ({ params, session }, req, res) => {
        await settled(
          services,
          await endSession(
            services,
            { userId: session.user.id, sessionId: params.id, reason: 'revoked' },
            contextOf(req),
          ),
        );
        if (params.id === session.id) clearCookie(res, services.sessions);
        res.json({ success: true });
      },
    ),
  );

  router.post(
    '/sessions/revoke-others',
    endpoint(
      {
        access: 'customer',
        summary: 'Revoke every session of the signed-in account but this one',
        answer: { description: '`{ success: true, revoked }`: how many sessions ended' },
      },
      async ({ session }, req, res) => {
        const revoked = await settled(
          services,
          await endOtherSessions(
            services,
            { userId: session.user.id, keptSessionId: session.id },
            contextOf(req),
          ),
        );
        res.json({ success: true, revoked });
      },
    ),
  );

  return router;
}
