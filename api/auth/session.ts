/**
 * Sessions (ARCHITECTURE.md "Security model"): an httpOnly, SameSite=Lax cookie holding a
 * jose-signed (HS256) JWT with the user id, the session version (a password change bumps it, ending
 * older sessions), a token id (`jti`, RFC 7519) by which signing out revokes that one token (table
 * `revoked_sessions`) and, while an admin impersonates, the admin's id in an `act` claim (RFC
 * 8693).
 */
import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { jwtVerify, SignJWT } from 'jose';
import { parse as parseCookies, serialize } from 'cookie';
import type { Pool } from '../../application/db/pool';
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
}

declare module 'express-serve-static-core' {
  interface Request {
    session?: Session | null;
    requestId?: string;
  }
}

/** Sets the session cookie for `user` (optionally impersonated by `actorId`). */
export async function startSession(
  res: Response,
  keys: SessionKeys,
  user: UserRecord,
  actorId?: number,
): Promise<void> {
  const jwt = new SignJWT({
    sv: user.sessionVersion,
    ...(actorId ? { act: { sub: String(actorId) } } : {}),
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
      const actorStillAdmin = actorId === null || actor?.isAdmin === true;
      if (
        user &&
        actor &&
        payload.sv === (actorId ? actor.sessionVersion : user.sessionVersion) &&
        actorStillAdmin
      ) {
        req.session = {
          user,
          actor,
          token: { id: payload.jti, expiresAt: new Date(payload.exp * 1000) },
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
    const { payload } = await jwtVerify<{ sv?: number; act?: { sub?: string } }>(token, keys.key, {
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

/** The session of a request. @throws HttpError 401 when signed out */
export function requireSession(req: Request): Session {
  if (!req.session) throw new HttpError(401, 'Not signed in: authentication required');
  return req.session;
}

/**
 * The session of an admin. @throws HttpError 401 signed out, 403 not an admin or (with
 * STAFF_TWO_FACTOR=required) one without two-factor sign-in
 */
export function requireAdmin(req: Request): Session {
  const session = requireSession(req);
  if (!session.user.isAdmin) throw new HttpError(403, 'Administrator access required');
  requireStaffTwoFactor(req, session);
  return session;
}

/** Middleware form of requireAdmin, for whole routers. */
export function adminOnly(req: Request, _res: Response, next: NextFunction): void {
  requireAdmin(req);
  next();
}
