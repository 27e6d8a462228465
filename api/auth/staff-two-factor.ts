/**
 * STAFF_TWO_FACTOR=required (ARCHITECTURE.md "Security model"): an admin signed in without
 * two-factor sign-in keeps their session but is refused every admin call (every /api/admin/*
 * route and the admin mutations outside it) until they turn it on, with a 403 the web app can tell
 * from a customer's (`twoFactorSetupRequired`).
 */
import type { Request, RequestHandler } from 'express';
import type { Config } from '../../application/config';
import { HttpError } from '../http/errors';
import type { Session } from './session';

/** The 403 message of an admin held back until they turn on two-factor sign-in. */
export const STAFF_TWO_FACTOR_MESSAGE =
  "Two-factor sign-in is required for staff: turn it on in your profile's Security tab";

declare module 'express-serve-static-core' {
  interface Request {
    /** STAFF_TWO_FACTOR=required, as `staffTwoFactor` set it for this request. */
    isStaffTwoFactorRequired?: boolean;
  }
}

/** Middleware: records the STAFF_TWO_FACTOR policy on each request for the admin check. */
export function staffTwoFactor(policy: Config['staffTwoFactor']): RequestHandler {
  return (req, _res, next) => {
    req.isStaffTwoFactorRequired = policy === 'required';
    next();
  };
}

/**
 * Part of the staff check (requireStaff, staffOnly): refuses an admin session without two-factor sign-in
 * while the policy requires it.
 * @throws HttpError 403 `{ message, twoFactorSetupRequired: true }`
 */
export function requireStaffTwoFactor(req: Request, session: Session): void {
  if (req.isStaffTwoFactorRequired && !session.user.twoFactorEnabled)
    throw new HttpError(403, STAFF_TWO_FACTOR_MESSAGE, { twoFactorSetupRequired: true });
}
