/**
 * Identity calls (customer-area.md section 7): register, login, logout, current user, update
 * profile, change password. Login and register are rate limited per IP.
 */
import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import {
  changePasswordSchema,
  loginSchema,
  registerSchema,
  updateProfileSchema,
} from '../../contracts/requests';
import { changePassword } from '../../application/commands/change-password';
import { registerUser } from '../../application/commands/register-user';
import { updateProfile } from '../../application/commands/update-profile';
import { hashPassword, verifyPassword } from '../../application/security/passwords';
import { findUserByEmail, findUserById } from '../../projections/users/queries';
import { endSession, requireSession, startSession } from '../auth/session';
import { contextOf, settled } from '../http/command-context';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import type { ApiServices } from '../services';

export function identityRouter(services: ApiServices): Router {
  const router = Router();
  const authLimiter = rateLimit({
    windowMs: 60_000,
    limit: services.authRateLimit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { message: 'Too many attempts. Please wait a minute and try again.' },
  });
  // Compared against when the e-mail is unknown, so a miss costs as long as a wrong password.
  const decoyHash = hashPassword('decoy password');

  router.post('/register', authLimiter, async (req, res) => {
    const body = parseBody(registerSchema, req);
    const outcome = await registerUser(services, body, contextOf(req));
    const { userId } = await settled(services, outcome);
    const user = await findUserById(services.pool, userId);
    if (!user) throw new HttpError(503, 'Account created; please sign in in a moment');
    await startSession(res, services.sessions, user);
    res.status(201).json(user.dto);
  });

  router.post('/login', authLimiter, async (req, res) => {
    const body = parseBody(loginSchema, req);
    const user = await findUserByEmail(services.pool, body.email);
    const matches = await verifyPassword(body.password, user?.passwordHash ?? (await decoyHash));
    if (!user || !matches) throw new HttpError(401, 'Invalid email or password');
    await startSession(res, services.sessions, user);
    res.json(user.dto);
  });

  // The signed-in-only wrapper sends visitors to {host}/api/login (customer-area.md section 2):
  // a browser navigation, answered with the sign-in page.
  router.get('/login', (_req, res) => {
    res.redirect(302, '/auth');
  });

  router.post('/logout', (_req, res) => {
    endSession(res, services.sessions);
    res.json({ success: true });
  });

  router.get('/user', (req, res) => {
    const session = requireSession(req);
    const impersonatedBy =
      session.actor.id !== session.user.id
        ? { id: session.actor.id, email: session.actor.email }
        : null;
    res.json({ ...session.user.dto, impersonatedBy });
  });

  router.put('/update-profile', async (req, res) => {
    const session = requireSession(req);
    const body = parseBody(updateProfileSchema, req);
    await settled(
      services,
      await updateProfile(services, { userId: session.user.id, ...body }, contextOf(req)),
    );
    const user = await findUserById(services.pool, session.user.id);
    res.json(user?.dto);
  });

  router.post('/change-password', async (req, res) => {
    const session = requireSession(req);
    const body = parseBody(changePasswordSchema, req);
    await settled(
      services,
      await changePassword(services, { userId: session.user.id, ...body }, contextOf(req)),
    );
    // The session version moved on: this session gets a fresh cookie, every other one ends.
    const user = await findUserById(services.pool, session.user.id);
    if (user && session.actor.id === session.user.id)
      await startSession(res, services.sessions, user);
    res.json({ success: true, message: 'Password changed successfully' });
  });

  return router;
}
