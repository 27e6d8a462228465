/**
 * The proof-of-work captcha in front of registration and sign-in (contracts/captcha.ts), while the
 * store setting asks for it (off by default: the specs' bodies carry no captcha): every
 * registration, and a sign-in once CAPTCHA_AFTER_FAILED_SIGN_INS attempts have failed for its
 * e-mail (from any address) or from its client address (for any account) within the sign-in
 * limiter's window. Those failures are the limiter's own counts (sign-in-limits.ts), read from the
 * request. A solution is redeemed before the password is checked, so a guesser pays the work for
 * every further guess.
 */
import type { Request } from 'express';
import type { AugmentedRequest } from 'express-rate-limit';
import { CAPTCHA_AFTER_FAILED_SIGN_INS } from '../../contracts/captcha';
import { Captcha } from '../../application/security/captcha';
import { findCaptchaRequirement } from '../../projections/settings/queries';
import type { ApiServices } from '../services';
import { SIGN_IN_FAILURE_COUNTS } from './sign-in-limits';

/**
 * Failed sign-ins before this one: the larger of the failures for its e-mail and from its address,
 * less this attempt, which the limiters have already counted (a success is taken off afterwards).
 */
export function failedSignInsBefore(req: Request): number {
  const counted = SIGN_IN_FAILURE_COUNTS.map((name) => (req as AugmentedRequest)[name]?.used ?? 0);
  return Math.max(0, ...counted.map((used) => used - 1));
}

/** Whether a sign-in after `failures` failed ones needs a captcha, with the setting `required`. */
export const signInNeedsCaptcha = (required: boolean, failures: number): boolean =>
  required && failures >= CAPTCHA_AFTER_FAILED_SIGN_INS;

/** The captcha checks of the register and login routes. */
export interface CaptchaGate {
  /**
   * Redeems `captcha` when the setting is on.
   * @throws DomainError rule (422) when a captcha is needed and not a valid, unspent one
   */
  register(captcha: string | undefined): Promise<void>;
  /**
   * Redeems `captcha` when this sign-in needs one; answers whether the next attempt will need
   * one should this one fail (for the 401's `captchaRequired`).
   * @throws DomainError rule (422) when a captcha is needed and not a valid, unspent one
   */
  signIn(req: Request, captcha: string | undefined): Promise<{ nextNeedsCaptcha: boolean }>;
}

/** The gate on `services`' database and secrets. */
export function captchaGate(services: ApiServices): CaptchaGate {
  const captcha = new Captcha(services.pool, services.secrets);
  return {
    async register(solution) {
      const { required } = await findCaptchaRequirement(services.pool);
      if (required) await captcha.redeem(solution);
    },
    async signIn(req, solution) {
      const { required } = await findCaptchaRequirement(services.pool);
      const failures = failedSignInsBefore(req);
      if (signInNeedsCaptcha(required, failures)) await captcha.redeem(solution);
      return { nextNeedsCaptcha: signInNeedsCaptcha(required, failures + 1) };
    },
  };
}
