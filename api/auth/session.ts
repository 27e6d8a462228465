/**
 * Sessions (ARCHITECTURE.md "Security model"): an httpOnly, SameSite=Lax cookie holding a
 * jose-signed (HS256) JWT with the user id, the session version (a password change bumps it, ending
 * older sessions), a token id (`jti`, RFC 7519) by which signing out revokes that one token (table
 * `revoked_sessions`), when the password (or a second factor) was last entered (`auth_time`, as
 * OpenID Connect names it: signing in, or a step-up confirmation) and, while an admin
 * impersonates, the admin's id in an `act` claim (RFC 8693).
 */
import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { jwtVerify, SignJWT } from 'jose';
import { parse as parseCookies, serialize } from 'cookie';
import type { Pool } from '../../application/db/pool';
import { hasPermission, type Permission } from '../../contracts/staff-roles';
import { findUserById, type UserRecord } from '../../projections/users/queries';
import { HttpError } from '../http/errors';
import { requireStaffTwoFactor } from './staff-two-factor';

export const SESSION_COOKIE = 'keymart_session';
const SESSION_DAYS = 30;

/** The signing key and cookie settings. */
export interface SessionKeys {
  key: KeyObject;
  secureCookie: boolean;
}

/** Builds the session keys from a secret of at least 32 characters. */
export function sessionKeys(secret: string, secureCookie: boolean): SessionKeys {
  return { key: createSecretKey(Buffer.from(secret, 'utf8')), secureCookie };
}

/** The signed-in user of a request, and the admin acting as them when impersonating. */
export interface Session {
  user: UserRecord;
  actor: UserRecord;
  /** The session token's id (`jti`) and expiry (`exp`). */
  token: { id: string; expiresAt: Date };
  /** When the actor last entered their password or a second factor (`auth_time`). */
  authenticatedAt: Date;
}

/** How long entering the password opens the sensitive staff actions (step-up). */
export const STEP_UP_MINUTES = 5;

/** The 403 answer of a sensitive action whose step-up window has closed. */
export const STEP_UP_MESSAGE = 'Please confirm your password to continue.';

declare module 'express-serve-static-core' {
  interface Request {
    session?: Session | null;
    requestId?: string;
  }
}

/**
 * Sets the session cookie for `user`, acted for by `actor` when impersonating; the actor entered
 * their password (or a second factor) at `authenticatedAt`, now unless said. The token carries
 * the session version of whoever signed in (the actor when impersonating).
 */
export async function startSession(
  res: Response,
  keys: SessionKeys,
  user: UserRecord,
  options: { actor?: UserRecord; authenticatedAt?: Date } = {},
): Promise<void> {
  const { actor } = options;
  const authTime = Math.floor((options.authenticatedAt ?? new Date()).getTime() / 1000);
  const jwt = new SignJWT({
    sv: (actor ?? user).sessionVersion,
    auth_time: authTime,
    ...(actor ? { act: { sub: String(actor.id) } } : {}),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${SESSION_DAYS}d`);
  const token = await jwt.sign(keys.key);
  res.setHeader(
    'Set-Cookie',
    serialize(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: keys.secureCookie,
      path: '/',
      maxAge: SESSION_DAYS * 24 * 3600,
    }),
  );
}

/**
 * Revokes `session`'s token on the server, so that no copy of the cookie signs in again; run
 * before its cookie is cleared or replaced. Also deletes rows of tokens expired since.
 */
export async function revokeSession(
  pool: Pool,
  session: Session | null | undefined,
): Promise<void> {
  if (!session) return;
  const { id, expiresAt } = session.token;
  await pool.query(
    'INSERT INTO revoked_sessions (token_id, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [id, expiresAt],
  );
  await pool.query('DELETE FROM revoked_sessions WHERE expires_at < now()');
}

async function isRevoked(pool: Pool, tokenId: string): Promise<boolean> {
  const { rows } = await pool.query('SELECT 1 FROM revoked_sessions WHERE token_id = $1', [
    tokenId,
  ]);
  return rows.length > 0;
}

/** Clears the session cookie. */
export function endSession(res: Response, keys: SessionKeys): void {
  res.setHeader(
    'Set-Cookie',
    serialize(SESSION_COOKIE, '', {
      httpOnly: true,
      sameSite: 'lax',
      secure: keys.secureCookie,
      path: '/',
      maxAge: 0,
    }),
  );
}

/**
 * Middleware: reads the cookie, verifies the JWT and loads the user; a bad, expired, revoked or
 * outdated (older session version) token means no session. A database that cannot be reached is not
 * "signed out": its error goes to the error handler (a 5xx the client retries), so nobody is
 * signed out by a database restart.
 */
export function loadSession(pool: Pool, keys: SessionKeys) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    req.session = null;
    const token = parseCookies(req.headers.cookie ?? '')[SESSION_COOKIE];
    const payload = token ? await verifiedClaims(token, keys) : null;
    if (payload && !(await isRevoked(pool, payload.jti))) {
      const user = await findUserById(pool, Number(payload.sub));
      const actorId = payload.act?.sub ? Number(payload.act.sub) : null;
      const actor = actorId ? await findUserById(pool, actorId) : user;
      // An impersonation ends when the admin may no longer manage users.
      const actorMayImpersonate =
        actorId === null || (actor !== null && hasPermission(actor.roles, 'users.manage'));
      if (
        user &&
        actor &&
        !user.suspended &&
        !actor.suspended &&
        payload.sv === (actorId ? actor.sessionVersion : user.sessionVersion) &&
        actorMayImpersonate
      ) {
        req.session = {
          user,
          actor,
          token: { id: payload.jti, expiresAt: new Date(payload.exp * 1000) },
          // Tokens from before step-up count from when they were issued.
          authenticatedAt: new Date((payload.auth_time ?? payload.iat ?? 0) * 1000),
        };
      }
    }
    next();
  };
}

/**
 * The claims of a session token signed with our key; null when it is invalid or expired, or lacks
 * the expiry (it would never end), the token id (it could never be revoked) or the subject.
 */
async function verifiedClaims(token: string, keys: SessionKeys) {
  try {
    const { payload } = await jwtVerify<{
      sv?: number;
      auth_time?: number;
      act?: { sub?: string };
    }>(token, keys.key, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'jti', 'sub'],
    });
    const { exp, jti, sub } = payload;
    // Present (requiredClaims); jose checks the type of exp only.
    if (typeof exp !== 'number' || typeof jti !== 'string' || typeof sub !== 'string') return null;
    return { ...payload, exp, jti, sub };
  } catch {
    return null;
  }
}

/**
 * Refuses a sensitive action unless the actor entered their password (or a second factor) in
 * the last STEP_UP_MINUTES (POST /api/step-up opens the window again).
 * @throws HttpError 403 `{ message, stepUpRequired: true }`
 */
export function requireRecentAuthentication(session: Session, now = new Date()): void {
  if (now.getTime() - session.authenticatedAt.getTime() > STEP_UP_MINUTES * 60_000)
    throw new HttpError(403, STEP_UP_MESSAGE, { stepUpRequired: true });
}

/** The session of a request. @throws HttpError 401 when signed out */
export function requireSession(req: Request): Session {
  if (!req.session) throw new HttpError(401, 'Not signed in: authentication required');
  return req.session;
}

/**
 * Middleware for a whole path: staff only, whatever their role (401 signed out, 403 a customer);
 * each route then checks its own permission.
 */
export function staffOnly(req: Request, _res: Response, next: NextFunction): void {
  requireAnyStaff(req);
  next();
}

/** The session of staff, whatever their role. @throws HttpError 401 signed out, 403 a customer */
function requireAnyStaff(req: Request): Session {
  const session = requireSession(req);
  if (!session.user.isAdmin) throw new HttpError(403, 'Administrator access required');
  requireStaffTwoFactor(req, session);
  return session;
}

/**
 * The session of staff whose roles hold `permission` (contracts/staff-roles.ts).
 * @throws HttpError 401 signed out, 403 not staff or without the permission
 */
export function requireStaff(req: Request, permission: Permission): Session {
  const session = requireAnyStaff(req);
  if (!hasPermission(session.user.roles, permission))
    throw new HttpError(403, 'Your staff role does not allow this');
  return session;
}
