/**
 * Identity calls (docs/specs/customer-area.md section 7): register, login, logout, current user,
 * update profile, change password. Login and register are rate limited (sign-in-limits.ts): per
 * address, per account from one address, and slowed down for guessing spread over many addresses.
 * An account with two-factor sign-in on signs in in two steps: the password gives a pending sign-in
 * (api/auth/pending-sign-in.ts), a code at `POST /api/login/two-factor` the session, behind the
 * same limits. While the store setting asks for it, registration and repeated sign-ins need a
 * solved proof-of-work captcha (captcha-gate.ts).
 */
import { Router } from 'express';
import {
  changePasswordSchema,
  loginSchema,
  registerSchema,
  twoFactorSignInSchema,
  updateProfileSchema,
} from '../../contracts/requests';
import { changePassword } from '../../application/commands/change-password';
import { completeTwoFactorSignIn } from '../../application/commands/complete-two-factor-sign-in';
import { ACCOUNT_SUSPENDED } from '../../domain/identity/decide-staff';
import { DomainError } from '../../domain/shared/errors';
import { registerUser } from '../../application/commands/register-user';
import { updateProfile } from '../../application/commands/update-profile';
import { hashPassword, verifyPassword } from '../../application/security/passwords';
import { findUserByEmail, findUserById } from '../../projections/users/queries';
import { endPendingSignIn, readPendingSignIn, startPendingSignIn } from '../auth/pending-sign-in';
import { signIn, signOut } from '../auth/session-commands';
import { startSession } from '../auth/session';
import { contextOf, settled } from '../http/command-context';
import { HttpError } from '../http/errors';
import { fraudScreenOf } from '../http/fraud-screen';
import { endpoints } from '../http/endpoint';
import type { ApiServices } from '../services';
import { captchaGate } from './captcha-gate';
import { signInLimits } from './sign-in-limits';

const endpoint = endpoints('Accounts');

/** The 401 of a second step without a valid pending sign-in. */
const PENDING_SIGN_IN_EXPIRED =
  'Your sign-in has expired or was not started: enter your email and password again';

/** The account routes; login and register sit behind the sign-in limits (sign-in-limits.ts). */
export function identityRouter(services: ApiServices): Router {
  const router = Router();
  const limits = signInLimits(services);
  const captcha = captchaGate(services);
  // Compared against when the e-mail is unknown, so a miss costs as long as a wrong password.
  const decoyHash = hashPassword('decoy password');

  router.post(
    '/register',
    ...limits.register,
    endpoint(
      {
        access: 'public',
        summary: 'Create a customer account and sign in (docs/specs/customer-area.md section 7)',
        body: registerSchema,
        description:
          'While the store asks for a captcha (`GET /api/auth/captcha/requirement`), `captcha` must hold a solution of a challenge from `GET /api/auth/captcha`, accepted once.',
        answer: { status: 201, description: 'The new user; the session cookie is set' },
        errors: {
          409: 'The e-mail is already registered',
          422: "A captcha is needed and is missing, invalid, expired or already used (`captchaRequired: true`), or a fraud rule blocks the registration (the rule's message)",
          429: 'Too many attempts from this address, or failed ones for this account from it',
        },
      },
      async ({ body: { captcha: solution, ...body } }, req, res) => {
        await captcha.register(solution);
        const fraud = await fraudScreenOf(services, req, 'registration', body);
        const outcome = await registerUser(services, { ...body, fraud }, contextOf(req));
        const { userId } = await settled(services, outcome);
        // The users read model is inline: the registration's transaction wrote the row.
        const user = await findUserById(services.pool, userId);
        if (!user) throw new Error(`Account ${userId} was registered without a users row`);
        await signIn(services, req, res, user);
        res.status(201).json(user.dto);
      },
    ),
  );

  router.post(
    '/login',
    ...limits.login,
    endpoint(
      {
        access: 'public',
        summary: 'Sign in with e-mail and password (docs/specs/customer-area.md section 7)',
        body: loginSchema,
        answer: {
          description:
            'The user; the session cookie is set. With two-factor sign-in on: `{ twoFactorRequired: true }`, no session, and a pending sign-in cookie for `POST /api/login/two-factor`',
        },
        description:
          'While the store asks for a captcha (`GET /api/auth/captcha/requirement`), a sign-in after 3 failed ones for the e-mail or from the address within 15 minutes needs `captcha`: a solution of a challenge from `GET /api/auth/captcha`, accepted once.',
        errors: {
          401: 'Invalid email or password (`captchaRequired: true` when the next attempt needs a captcha)',
          403: 'The account is suspended',
          422: 'A captcha is needed and is missing, invalid, expired or already used (`captchaRequired: true`)',
          429: 'Too many attempts from this address, or failed ones for this account from it',
        },
      },
      async ({ body }, req, res) => {
        const { nextNeedsCaptcha } = await captcha.signIn(req, body.captcha);
        const user = await findUserByEmail(services.pool, body.email);
        const matches = await verifyPassword(
          body.password,
          user?.passwordHash ?? (await decoyHash),
        );
        if (!user || !matches)
          throw new HttpError(
            401,
            'Invalid email or password',
            nextNeedsCaptcha ? { captchaRequired: true } : {},
          );
        // Only after the password matched: a guesser learns nothing about the account.
        if (user.suspended) throw new HttpError(403, ACCOUNT_SUSPENDED);
        if (user.twoFactorEnabled) {
          await startPendingSignIn(res, services.sessions, user);
          res.json({ twoFactorRequired: true });
          return;
        }
        await signIn(services, req, res, user);
        res.json(user.dto);
      },
    ),
  );

  router.post(
    '/login/two-factor',
    readPendingSignIn(services.sessions),
    ...limits.twoFactor,
    endpoint(
      {
        access: 'public',
        summary: 'Complete a sign-in with a two-factor code (TOTP or recovery code)',
        description:
          'Reads the pending sign-in cookie `POST /api/login` set (5 minutes). A TOTP code is accepted once (its time step, one step of drift allowed), a recovery code once.',
        body: twoFactorSignInSchema,
        answer: {
          description: 'The user, as `POST /api/login` answers; the session cookie is set',
        },
        errors: {
          401: 'Invalid two-factor code, or no pending sign-in (expired: sign in again)',
          403: 'The account is suspended',
          429: 'Too many attempts from this address, or failed ones for this account from it',
        },
      },
      async ({ body }, req, res) => {
        const pending = req.pendingSignIn;
        const user = pending ? await findUserById(services.pool, pending.userId) : null;
        // A password changed or two-factor turned off since the password was checked: start over.
        if (
          !pending ||
          !user ||
          user.sessionVersion !== pending.sessionVersion ||
          !user.twoFactorEnabled
        ) {
          endPendingSignIn(res, services.sessions);
          throw new HttpError(401, PENDING_SIGN_IN_EXPIRED);
        }
        if (user.suspended) throw new HttpError(403, ACCOUNT_SUSPENDED);
        const context = { ...contextOf(req), actorId: user.id };
        try {
          await settled(
            services,
            await completeTwoFactorSignIn(services, { userId: user.id, code: body.code }, context),
          );
        } catch (error) {
          // A wrong, replayed or used code: the sign-in fails as a wrong password does.
          if (error instanceof DomainError && error.kind === 'rule')
            throw new HttpError(401, error.message);
          throw error;
        }
        await signIn(services, req, res, user);
        endPendingSignIn(res, services.sessions);
        res.json(user.dto);
      },
    ),
  );

  // The signed-in-only wrapper sends visitors to {host}/api/login (docs/specs/customer-area.md
  // section 2): a browser navigation, answered with the sign-in page.
  router.get(
    '/login',
    endpoint(
      {
        access: 'public',
        summary: 'Send a browser to the sign-in page',
        answer: { status: 302, type: 'html', description: 'A redirect to /auth' },
      },
      (_input, _req, res) => {
        res.redirect(302, '/auth');
      },
    ),
  );

  router.post(
    '/logout',
    endpoint(
      {
        access: 'public',
        summary: 'Sign out (docs/specs/customer-area.md section 7)',
        answer: {
          description: '`{ success: true }`; the session ends and its cookie is cleared',
        },
      },
      async (_input, req, res) => {
        await signOut(services, req, res);
        res.json({ success: true });
      },
    ),
  );

  router.get(
    '/user',
    endpoint(
      {
        access: 'customer',
        summary: 'The signed-in user (docs/specs/customer-area.md section 7)',
        answer: {
          description: 'The user, with `impersonatedBy` naming the admin acting as them, or null',
        },
      },
      ({ session }, _req, res) => {
        const impersonatedBy =
          session.actor.id !== session.user.id
            ? { id: session.actor.id, email: session.actor.email }
            : null;
        res.json({ ...session.user.dto, impersonatedBy });
      },
    ),
  );

  router.put(
    '/update-profile',
    endpoint(
      {
        access: 'customer',
        summary:
          "Change the signed-in user's name and country (docs/specs/customer-area.md section 7)",
        body: updateProfileSchema,
        answer: { description: 'The user changed' },
      },
      async ({ body, session }, req, res) => {
        await settled(
          services,
          await updateProfile(services, { userId: session.user.id, ...body }, contextOf(req)),
        );
        const user = await findUserById(services.pool, session.user.id);
        res.json(user?.dto);
      },
    ),
  );

  router.post(
    '/change-password',
    endpoint(
      {
        access: 'customer',
        summary:
          "Change the signed-in user's password, ending their other sessions (docs/specs/customer-area.md section 7)",
        body: changePasswordSchema,
        answer: { description: '`{ success, message }`; this session gets a fresh cookie' },
        errors: { 422: 'Current password is incorrect' },
      },
      async ({ body, session }, req, res) => {
        await settled(
          services,
          await changePassword(
            services,
            {
              userId: session.user.id,
              ...body,
              // Staff acting for the customer keep none of the customer's sessions.
              ...(session.actor.id === session.user.id ? { keptSessionId: session.id } : {}),
            },
            contextOf(req),
          ),
        );
        // The session version moved on: this session gets a fresh cookie, every other one ends.
        const user = await findUserById(services.pool, session.user.id);
        if (user && session.actor.id === session.user.id)
          await startSession(res, services.sessions, user, {
            sessionId: session.id,
            authenticatedAt: new Date(),
          });
        res.json({ success: true, message: 'Password changed successfully' });
      },
    ),
  );

  return router;
}
