/**
 * Login as User (docs/specs/admin-area.md 2.7 and 7; ARCHITECTURE.md "Security model"): the admin's
 * session becomes the customer's with an `act` claim naming the admin, every command then records
 * the admin as the real actor, and POST /api/stop-impersonation returns the admin to their account.
 */
import { Router } from 'express';
import { endImpersonation } from '../../application/commands/end-impersonation';
import { startImpersonation } from '../../application/commands/start-impersonation';
import { findUserById } from '../../projections/users/queries';
import { replaceSession } from '../auth/session-commands';
import { contextOf, settled } from '../http/command-context';
import { HttpError } from '../http/errors';
import { endpoints, idParams } from '../http/endpoint';
import type { ApiServices } from '../services';

const endpoint = endpoints('Impersonation');

/** Starting (admin only) and ending the impersonation of a customer. */
export function impersonationRouter(services: ApiServices): Router {
  const router = Router();

  router.post(
    '/admin/users/:id/impersonate',
    endpoint(
      {
        access: 'admin',
        permission: 'users.manage',
        stepUp: true,
        summary: 'Sign in as a customer (docs/specs/admin-area.md section 2.7)',
        params: idParams,
        answer: { description: "`{ success, message, user }`; the session is now the customer's" },
        errors: { 403: 'Administrators cannot be impersonated', 404: 'No such user' },
      },
      async ({ params, session }, req, res) => {
        await settled(
          services,
          await startImpersonation(
            services,
            { adminId: session.actor.id, userId: params.id },
            contextOf(req),
          ),
        );
        const user = await findUserById(services.pool, params.id);
        if (!user) throw new HttpError(404, 'User not found');
        await replaceSession(services, req, res, session, user);
        res.json({ success: true, message: 'You are now logged in as this user.', user: user.dto });
      },
    ),
  );

  router.post(
    '/stop-impersonation',
    endpoint(
      {
        access: 'customer',
        summary: 'Return an impersonating admin to their own account',
        answer: { description: "`{ success, user }`; the session is the admin's again" },
        errors: { 409: 'The session is not impersonating anyone' },
      },
      async ({ session }, req, res) => {
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
        await replaceSession(services, req, res, session, session.actor);
        res.json({ success: true, user: session.actor.dto });
      },
    ),
  );

  return router;
}
