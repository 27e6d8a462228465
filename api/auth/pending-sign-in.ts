/**
 * The pending sign-in of an account with two-factor sign-in on (ARCHITECTURE.md "Security
 * model"): after the right password, an httpOnly, SameSite=Lax cookie of its own holding a
 * jose-signed (HS256, the session key) JWT that names the user in a claim of its own, for five
 * minutes. It lacks the subject and token id every session token carries, so it can never pass for
 * a session; only `POST /api/login/two-factor` reads it, and a correct code turns it into one.
 */
import type { NextFunction, Request, Response } from 'express';
import { jwtVerify, SignJWT } from 'jose';
import { parse as parseCookies, serialize } from 'cookie';
import type { UserRecord } from '../../projections/users/queries';
import type { SessionKeys } from './session';

export const PENDING_SIGN_IN_COOKIE = 'keymart_pending_sign_in';
/** How long the second step may take, in minutes (ARCHITECTURE.md "Security model"). */
const PENDING_SIGN_IN_MINUTES = 5;
/** The audience of pending sign-in tokens (RFC 7519 "aud"): no other token carries it. */
const AUDIENCE = 'keymart:two-factor-sign-in';

/** A verified pending sign-in: whose, and the session version their password was checked at. */
export interface PendingSignIn {
  userId: number;
  sessionVersion: number;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The verified pending sign-in cookie, read by `readPendingSignIn`. */
    pendingSignIn?: PendingSignIn | null;
  }
}

function cookie(keys: SessionKeys, value: string, maxAgeSeconds: number): string {
  return serialize(PENDING_SIGN_IN_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: keys.secureCookie,
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

/** Sets the pending sign-in cookie for `user`, whose password was right. */
export async function startPendingSignIn(
  res: Response,
  keys: SessionKeys,
  user: UserRecord,
): Promise<void> {
  const token = await new SignJWT({ pendingSignIn: user.id, sv: user.sessionVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${PENDING_SIGN_IN_MINUTES}m`)
    .sign(keys.key);
  res.append('Set-Cookie', cookie(keys, token, PENDING_SIGN_IN_MINUTES * 60));
}

/** Clears the pending sign-in cookie (appended beside any other cookie the answer sets). */
export function endPendingSignIn(res: Response, keys: SessionKeys): void {
  res.append('Set-Cookie', cookie(keys, '', 0));
}

/**
 * Middleware: verifies the pending sign-in cookie into `req.pendingSignIn` (null when absent,
 * forged, expired or of another kind), for the sign-in limits and the second step.
 */
export function readPendingSignIn(keys: SessionKeys) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    req.pendingSignIn = null;
    const token = parseCookies(req.headers.cookie ?? '')[PENDING_SIGN_IN_COOKIE];
    if (token) {
      try {
        const { payload } = await jwtVerify<{ pendingSignIn?: unknown; sv?: unknown }>(
          token,
          keys.key,
          { algorithms: ['HS256'], audience: AUDIENCE, requiredClaims: ['exp'] },
        );
        if (Number.isSafeInteger(payload.pendingSignIn) && Number.isSafeInteger(payload.sv))
          req.pendingSignIn = {
            userId: payload.pendingSignIn as number,
            sessionVersion: payload.sv as number,
          };
      } catch {
        // Forged, expired or not a pending sign-in: as if there were none.
      }
    }
    next();
  };
}
