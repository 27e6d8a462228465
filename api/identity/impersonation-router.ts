/**
 * Login as User (admin-area.md 2.7 and 7; DESIGN.md "Security model"): the admin's session
 * becomes the customer's with an `act` claim naming the admin, every command then records the
 * admin as the real actor, and POST /api/stop-impersonation returns the admin to their account.
 */
import { Router } from 'express';
import { endImpersonation } from '../../application/commands/end-impersonation';
import { startImpersonation } from '../../application/commands/start-impersonation';
import { findUserById } from '../../projections/users/queries';
import { requireAdmin, requireSession, startSession } from '../auth/session';
import { contextOf, settled } from '../http/command-context';
import { HttpError } from '../http/errors';
import { parseId } from '../http/validate';
import type { ApiServices } from '../services';

export function impersonationRouter(services: ApiServices): Router {
  const router = Router();

  router.post('/admin/users/:id/impersonate', async (req, res) => {
    const session = requireAdmin(req);
    const userId = parseId(req);
    await settled(
      services,
      await startImpersonation(services, { adminId: session.actor.id, userId }, contextOf(req)),
    );
    const user = await findUserById(services.pool, userId);
    if (!user) throw new HttpError(404, 'User not found');
    await startSession(res, services.sessions, user, session.actor.id);
    res.json({ success: true, message: 'You are now logged in as this user.', user: user.dto });
  });

  router.post('/stop-impersonation', async (req, res) => {
    const session = requireSession(req);
    if (session.actor.id === session.user.id)
      throw new HttpError(409, 'You are not impersonating anyone');
    await settled(
      services,
      await endImpersonation(
        services,
        { adminId: session.actor.id, userId: session.user.id },
        contextOf(req),
      ),
    );
    await startSession(res, services.sessions, session.actor);
    res.json({ success: true, user: session.actor.dto });
  });

  return router;
}
