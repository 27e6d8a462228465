/**
 * Identity calls (customer-area.md section 7): register, login, logout, current user, update
 * profile, change password. Login and register are rate limited per IP (every attempt) and per
 * account (failed attempts, whatever the IP: see accountLimiter), counted in PostgreSQL so that
 * every instance shares the limits.
 */
import { Router } from 'express';
import { rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import {
  changePasswordSchema,
  loginSchema,
  registerSchema,
  updateProfileSchema,
} from '../../contracts/requests';
import { changePassword } from '../../application/commands/change-password';
import { registerUser } from '../../application/commands/register-user';
import { updateProfile } from '../../application/commands/update-profile';
import { normaliseEmail } from '../../domain/identity/user';
import { hashPassword, verifyPassword } from '../../application/security/passwords';
import { findUserByEmail, findUserById } from '../../projections/users/queries';
import { endSession, revokeSession, startSession } from '../auth/session';
import { contextOf, settled } from '../http/command-context';
import { HttpError } from '../http/errors';
import { endpoints } from '../http/endpoint';
import { PostgresRateLimitStore } from '../http/postgres-rate-limit-store';
import type { ApiServices } from '../services';

const endpoint = endpoints('Accounts');

/** Failed login (or register) attempts allowed per account, from any number of IPs. */
export const ACCOUNT_ATTEMPTS = { limit: 10, windowMs: 15 * 60_000 } as const;

/** The 429 answer when one account has had too many failed attempts. */
export const ACCOUNT_LIMIT_MESSAGE =
  'Too many failed attempts for this account. Please wait 15 minutes and try again.';

/** The account a login or register body names: its e-mail, trimmed and lower-cased. */
function accountOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  // Longer than any valid address: refused by validation, never worth a counter.
  if (typeof email !== 'string' || email.length > 254) return null;
  const normalised = normaliseEmail(email);
  return normalised ? normalised : null;
}

/**
 * Per-account limit against password guessing and credential stuffing spread over many IPs:
 * counts only failed attempts (any 4xx or 5xx answer, 429 included), so people who sign in
 * successfully from many devices are never locked out. Keyed by the normalised e-mail of the
 * parsed JSON body; a body without one is left to validation and the per-IP limit.
 */
function accountLimiter(services: ApiServices, prefix: string): RateLimitRequestHandler {
  return rateLimit({
    store: new PostgresRateLimitStore(services.pool, prefix),
    windowMs: ACCOUNT_ATTEMPTS.windowMs,
    limit: ACCOUNT_ATTEMPTS.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: 'account',
    skipSuccessfulRequests: true,
    skip: (req) => accountOf(req.body) === null,
    keyGenerator: (req) => `account:${accountOf(req.body) ?? ''}`,
    message: { message: ACCOUNT_LIMIT_MESSAGE },
  });
}

/** The account routes; login and register sit behind the per-IP and per-account limits. */
export function identityRouter(services: ApiServices): Router {
  const router = Router();
  // Every attempt from one IP (TRUST_PROXY decides which address is the client's).
  const authLimiter = rateLimit({
    store: new PostgresRateLimitStore(services.pool, 'auth-ip:'),
    windowMs: 60_000,
    limit: services.authRateLimit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: 'ip',
    message: { message: 'Too many attempts. Please wait a minute and try again.' },
  });
  const loginAccountLimiter = accountLimiter(services, 'login-account:');
  const registerAccountLimiter = accountLimiter(services, 'register-account:');
  // Compared against when the e-mail is unknown, so a miss costs as long as a wrong password.
  const decoyHash = hashPassword('decoy password');

  router.post(
    '/register',
    authLimiter,
    registerAccountLimiter,
    endpoint(
      {
        access: 'public',
        summary: 'Create a customer account and sign in (customer-area.md section 7)',
        body: registerSchema,
        answer: { status: 201, description: 'The new user; the session cookie is set' },
        errors: {
          409: 'The e-mail is already registered',
          429: 'Too many attempts from this IP or failed ones for this account',
          503: 'Account created, but not readable yet: sign in in a moment',
        },
      },
      async ({ body }, req, res) => {
        const outcome = await registerUser(services, body, contextOf(req));
        const { userId } = await settled(services, outcome);
        const user = await findUserById(services.pool, userId);
        if (!user) throw new HttpError(503, 'Account created; please sign in in a moment');
        await startSession(res, services.sessions, user);
        res.status(201).json(user.dto);
      },
    ),
  );

  router.post(
    '/login',
    authLimiter,
    loginAccountLimiter,
    endpoint(
      {
        access: 'public',
        summary: 'Sign in with e-mail and password (customer-area.md section 7)',
        body: loginSchema,
        answer: { description: 'The user; the session cookie is set' },
        errors: {
          401: 'Invalid email or password',
          429: 'Too many attempts from this IP or failed ones for this account',
        },
      },
      async ({ body }, _req, res) => {
        const user = await findUserByEmail(services.pool, body.email);
        const matches = await verifyPassword(
          body.password,
          user?.passwordHash ?? (await decoyHash),
        );
        if (!user || !matches) throw new HttpError(401, 'Invalid email or password');
        await startSession(res, services.sessions, user);
        res.json(user.dto);
      },
    ),
  );

  // The signed-in-only wrapper sends visitors to {host}/api/login (customer-area.md section 2):
  // a browser navigation, answered with the sign-in page.
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
        summary: 'Sign out (customer-area.md section 7)',
        answer: {
          description: '`{ success: true }`; the session token is revoked and its cookie cleared',
        },
      },
      async ({ session }, _req, res) => {
        await revokeSession(services.pool, session);
        endSession(res, services.sessions);
        res.json({ success: true });
      },
    ),
  );

  router.get(
    '/user',
    endpoint(
      {
        access: 'customer',
        summary: 'The signed-in user (customer-area.md section 7)',
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
        summary: "Change the signed-in user's name and country (customer-area.md section 7)",
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
          "Change the signed-in user's password, ending their other sessions (customer-area.md section 7)",
        body: changePasswordSchema,
        answer: { description: '`{ success, message }`; this session gets a fresh cookie' },
        errors: { 422: 'Current password is incorrect' },
      },
      async ({ body, session }, req, res) => {
        await settled(
          services,
          await changePassword(services, { userId: session.user.id, ...body }, contextOf(req)),
        );
        // The session version moved on: this session gets a fresh cookie, every other one ends.
        const user = await findUserById(services.pool, session.user.id);
        if (user && session.actor.id === session.user.id)
          await startSession(res, services.sessions, user);
        res.json({ success: true, message: 'Password changed successfully' });
      },
    ),
  );

  return router;
}
