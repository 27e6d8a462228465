/**
 * Step-up confirmation (OWASP Authentication Cheat Sheet, "Reauthentication"): the sensitive staff
 * actions (balance adjustments, impersonation, roles, suspension) need the password, or a
 * second-factor code, entered in the last STEP_UP_MINUTES; signing in counts. `POST /api/step-up`
 * checks it again and renews the session cookie with the new time.
 */
import { Router } from 'express';
import { completeTwoFactorSignIn } from '../../application/commands/complete-two-factor-sign-in';
import { verifyPassword } from '../../application/security/passwords';
import { stepUpSchema } from '../../contracts/requests';
import { DomainError } from '../../domain/shared/errors';
import { startSession, STEP_UP_MINUTES } from '../auth/session';
import { contextOf, settled } from '../http/command-context';
import { HttpError } from '../http/errors';
import { endpoints } from '../http/endpoint';
import type { ApiServices } from '../services';
import { signInLimits } from './sign-in-limits';

const endpoint = endpoints('Accounts');

/** The step-up route, behind the per-address limit of the sign-in routes. */
export function stepUpRouter(services: ApiServices): Router {
  const router = Router();
  const limits = signInLimits(services);

  router.post(
    '/step-up',
    ...limits.perClient,
    endpoint(
      {
        access: 'customer',
        summary: 'Confirm the password (or a two-factor code) for the sensitive staff actions',
        description: `Opens the step-up window of this session for ${STEP_UP_MINUTES} minutes: the calls that answered 403 \`stepUpRequired: true\` can be retried. While impersonating, the admin confirms their own password.`,
        body: stepUpSchema,
        answer: { description: '`{ success: true, until }`; the session cookie is renewed' },
        errors: { 422: 'Wrong password or two-factor code' },
      },
      async ({ body, session }, req, res) => {
        const actor = session.actor;
        if ('password' in body) {
          if (!(await verifyPassword(body.password, actor.passwordHash)))
            throw new HttpError(422, 'The password is incorrect');
        } else {
          try {
            await settled(
              services,
              await completeTwoFactorSignIn(
                services,
                { userId: actor.id, code: body.code },
                contextOf(req),
              ),
            );
          } catch (error) {
            if (error instanceof DomainError && error.kind !== 'not_found')
              throw new HttpError(422, error.message);
            throw error;
          }
        }
        const now = new Date();
        await startSession(res, services.sessions, session.user, {
          sessionId: session.id,
          ...(actor.id !== session.user.id ? { actor } : {}),
          authenticatedAt: now,
        });
        res.json({
          success: true,
          until: new Date(now.getTime() + STEP_UP_MINUTES * 60_000).toISOString(),
        });
      },
    ),
  );

  return router;
}
