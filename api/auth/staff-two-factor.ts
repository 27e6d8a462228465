/**
 * STAFF_TWO_FACTOR=required (ARCHITECTURE.md "Security model"): an admin signed in without
 * two-factor sign-in keeps their session but is refused every /api/admin/* call until they turn it
 * on, with a 403 the web app can tell from a customer's (`twoFactorSetupRequired`).
 */
import type { RequestHandler } from 'express';
import type { Config } from '../../application/config';

/** The 403 message of an admin held back until they turn on two-factor sign-in. */
export const STAFF_TWO_FACTOR_MESSAGE =
  "Two-factor sign-in is required for staff: turn it on in your profile's Security tab";

/** Middleware after the admin check: refuses an admin without two-factor sign-in, when required. */
export function staffTwoFactor(policy: Config['staffTwoFactor']): RequestHandler {
  return (req, res, next) => {
    const user = req.session?.user;
    if (policy === 'required' && user?.isAdmin && !user.twoFactorEnabled) {
      res.status(403).json({ message: STAFF_TWO_FACTOR_MESSAGE, twoFactorSetupRequired: true });
      return;
    }
    next();
  };
}
