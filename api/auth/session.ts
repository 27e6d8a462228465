/**
 * Session cookies (ARCHITECTURE.md "Security model"): an httpOnly, SameSite=Lax cookie holding a
 * jose-signed (HS256) JWT with the user id, the session it belongs to (`sid`, as OpenID Connect
 * names it: one sign-in on one device, a row of the sessions read model while it lasts), the
 * session version (a new password moves it on), a token id (`jti`, RFC 7519), when the password
 * (or a second factor) was last entered (`auth_time`: signing in, or a step-up confirmation) and,
 * while an admin impersonates, the admin's id in an `act` claim (RFC 8693). Starting and ending
 * sessions are commands (api/auth/session-commands.ts); this file issues and reads the cookies.
 */
import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { jwtVerify, SignJWT } from 'jose';
import { parse as parseCookies, serialize } from 'cookie';
import { recordSessionSeen } from '../../application/commands/sessions';
import { SESSION_SEEN_MINUTES } from '../../domain/identity/decide-sessions';
import { hasPermission, type Permission } from '../../contracts/staff-roles';
import { findSessionAndUsers, type SessionRecord } from '../../projections/sessions/queries';
import type { UserRecord } from '../../projections/users/queries';
import { clientIp, contextOf } from '../http/command-context';
import { HttpError } from '../http/errors';
import type { ApiServices } from '../services';
import { requireStaffTwoFactor } from './staff-two-factor';

export const SESSION_COOKIE = 'keymart_session';
/** How long a session cookie lasts, in days. */
export const SESSION_DAYS = 30;

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
  /** The session id (`sid`): a session of the actor's account. */
  id: string;
  user: UserRecord;
  actor: UserRecord;
  /** When the actor last entered their password or a second factor (`auth_time`). */
  authenticatedAt: Date;
  /** The API key of an admin route called with one (api/auth/api-key.ts requireApiKeyScope). */
  apiKey?: { id: number; name: string };
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
 * Sets the cookie of session `sessionId` for `user`, acted for by `actor` when impersonating; the
 * actor entered their password (or a second factor) at `authenticatedAt`, now unless said. The
 * token carries the session version of whoever signed in (the actor when impersonating).
 */
export async function startSession(
  res: Response,
  keys: SessionKeys,
  user: UserRecord,
  options: { sessionId: string; actor?: UserRecord; authenticatedAt?: Date },
): Promise<void> {
  const { actor } = options;
  const authTime = Math.floor((options.authenticatedAt ?? new Date()).getTime() / 1000);
  const jwt = new SignJWT({
    sid: options.sessionId,
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
 * Middleware: reads the cookie, verifies the JWT and loads the user; a bad or expired token, one
 * whose session ended, or an outdated one (older session version) means no session. A database
 * that cannot be reached is not "signed out": its error goes to the error handler (a 5xx the
 * client retries), so nobody is signed out by a database restart. A session's use is recorded
 * every SESSION_SEEN_MINUTES (its "last seen").
 */
export function loadSession(services: ApiServices) {
  const { pool, sessions: keys } = services;
  return async (req: Request, _res: Response, next: NextFunction) => {
    req.session = null;
    const token = parseCookies(req.headers.cookie ?? '')[SESSION_COOKIE];
    const payload = token ? await verifiedClaims(token, keys) : null;
    const actorId = payload?.act?.sub ? Number(payload.act.sub) : null;
    const userId = Number(payload?.sub);
    // Our own tokens carry integer ids; anything else is no session (and no query).
    const found =
      payload && Number.isSafeInteger(userId) && (actorId === null || Number.isSafeInteger(actorId))
        ? await findSessionAndUsers(
            pool,
            payload.sid,
            actorId === null ? [userId] : [userId, actorId],
          )
        : null;
    const record = found?.session ?? null;
    // The session is the actor's: an admin's, while impersonating.
    if (payload && found && record && record.userId === (actorId ?? userId)) {
      const user = found.users.get(userId) ?? null;
      const actor = actorId ? (found.users.get(actorId) ?? null) : user;
      // An impersonation ends when the admin may no longer manage users.
      const actorMayImpersonate =
        actorId === null || (actor !== null && hasPermission(actor.roles, 'users.manage'));
      if (
        user &&
        actor &&
        !user.suspended &&
        !actor.suspended &&
        payload.sv === actor.sessionVersion &&
        actorMayImpersonate
      ) {
        req.session = {
          id: payload.sid,
          user,
          actor,
          // Tokens from before step-up count from when they were issued.
          authenticatedAt: new Date((payload.auth_time ?? payload.iat ?? 0) * 1000),
        };
        await noteUse(services, req, record);
      }
    }
    next();
  };
}

/** Sessions whose use is being recorded now: a burst of requests records it once. */
const recording = new Set<string>();

/**
 * Records that `record`'s session was used by `req` when its last record is SESSION_SEEN_MINUTES
 * old. Best effort: a failure is logged, never the request's.
 */
async function noteUse(services: ApiServices, req: Request, record: SessionRecord) {
  const due = Date.now() - record.lastSeenAt.getTime() >= SESSION_SEEN_MINUTES * 60_000;
  if (!due || recording.has(record.sessionId)) return;
  recording.add(record.sessionId);
  try {
    await recordSessionSeen(
      services,
      { userId: record.userId, sessionId: record.sessionId, ip: clientIp(req) },
      contextOf(req),
    );
  } catch (error) {
    services.log.warn({ err: error, sessionId: record.sessionId }, 'session use not recorded');
  } finally {
    recording.delete(record.sessionId);
  }
}

/** The claims of a verified session token. */
type SessionClaims = NonNullable<Awaited<ReturnType<typeof verifySessionToken>>>;

/** Session tokens verified per key, at most this many each (the oldest go first). */
const VERIFIED_TOKENS = 10_000;
const verifiedTokens = new WeakMap<SessionKeys, Map<string, SessionClaims>>();

/**
 * The claims of `token` (`verifySessionToken`; null when it does not verify, or has expired at
 * `now`, in epoch milliseconds), remembered per key: a session sends the same token with every
 * request, and the same bytes verify the same way, so the signature is checked once per token
 * (about a tenth of the store's CPU per request was the HMAC and its key's import). The expiry is
 * checked at each use; whether the session still holds is read from the database every time.
 */
export async function verifiedClaims(
  token: string,
  keys: SessionKeys,
  now = Date.now(),
): Promise<SessionClaims | null> {
  let verified = verifiedTokens.get(keys);
  if (!verified) verifiedTokens.set(keys, (verified = new Map<string, SessionClaims>()));
  const known = verified.get(token);
  if (known) {
    if (known.exp * 1000 > now) return known;
    verified.delete(token);
    return null;
  }
  const claims = await verifySessionToken(token, keys);
  if (!claims) return null;
  verified.set(token, claims);
  if (verified.size > VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
  return claims;
}

/**
 * The claims of a session token signed with our key; null when it is invalid or expired, or lacks
 * the expiry (it would never end), the session id (it could never be ended), the token id or the
 * subject.
 */
async function verifySessionToken(token: string, keys: SessionKeys) {
  try {
    const { payload } = await jwtVerify<{
      sid?: unknown;
      sv?: number;
      auth_time?: number;
      act?: { sub?: string };
    }>(token, keys.key, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'jti', 'sub', 'sid'],
    });
    const { exp, jti, sub, sid } = payload;
    // Present (requiredClaims); jose checks the type of exp only.
    if (
      typeof exp !== 'number' ||
      typeof jti !== 'string' ||
      typeof sub !== 'string' ||
      typeof sid !== 'string'
    )
      return null;
    return { ...payload, exp, jti, sub, sid };
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
  if (!isRecentlyAuthenticated(session, now))
    throw new HttpError(403, STEP_UP_MESSAGE, { stepUpRequired: true });
}

/** True while the step-up window of `session` is open (see requireRecentAuthentication). */
export function isRecentlyAuthenticated(session: Session, now = new Date()): boolean {
  return now.getTime() - session.authenticatedAt.getTime() <= STEP_UP_MINUTES * 60_000;
}

/** The session of a request. @throws HttpError 401 when signed out */
export function requireSession(req: Request): Session {
  if (!req.session) throw new HttpError(401, 'Not signed in: authentication required');
  return req.session;
}

/**
 * Middleware for a whole path: staff only, whatever their role (401 signed out, 403 a customer),
 * or a request with an API key; each route then checks its own permission (or the key's scopes).
 */
export function staffOnly(req: Request, _res: Response, next: NextFunction): void {
  if (!req.apiKey) requireAnyStaff(req);
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
