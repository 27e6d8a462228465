/**
 * The proof-of-work captcha's public calls (contracts/captcha.ts): a new ALTCHA challenge for the
 * widget, and whether the store asks for a captcha (so the forms show the widget only then). A
 * challenge costs the server one key derivation, so it sits behind the per-address limit of the
 * sign-in calls.
 */
import { Router } from 'express';
import { Captcha, CAPTCHA_LIFETIME_MS } from '../../application/security/captcha';
import { findCaptchaRequirement } from '../../projections/settings/queries';
import { endpoints } from '../http/endpoint';
import type { ApiServices } from '../services';
import { signInLimits } from './sign-in-limits';

const endpoint = endpoints('Accounts');

/** GET /api/auth/captcha and GET /api/auth/captcha/requirement. */
export function captchaRouter(services: ApiServices): Router {
  const router = Router();
  const captcha = new Captcha(services.pool, services.secrets);

  router.get(
    '/auth/captcha',
    ...signInLimits(services).perClient,
    endpoint(
      {
        access: 'public',
        summary: 'A new proof-of-work challenge (ALTCHA) for the register and sign-in forms',
        description: `Signed by the store and valid for ${CAPTCHA_LIFETIME_MS / 60_000} minutes; its solution goes in the \`captcha\` field of \`POST /api/register\` or \`POST /api/login\`, and is accepted once.`,
        answer: {
          description:
            "`{ parameters, signature }`: the challenge as altcha-lib issues it and the ALTCHA widget reads it (PBKDF2/SHA-256, the key's prefix to reach, the expiry in `parameters.expiresAt`, seconds)",
        },
        errors: { 429: 'Too many attempts from this address' },
      },
      async (_input, _req, res) => {
        res.set('Cache-Control', 'no-store').json(await captcha.challenge());
      },
    ),
  );

  router.get(
    '/auth/captcha/requirement',
    endpoint(
      {
        access: 'public',
        summary: 'Whether registration and repeated sign-ins need a solved captcha',
        answer: {
          description:
            '`{ required, signInAfterFailures }`: while `required`, every registration needs a captcha, and a sign-in does after `signInAfterFailures` failed ones for its e-mail or from its address within 15 minutes',
        },
      },
      async (_input, _req, res) => {
        res.set('Cache-Control', 'no-store').json(await findCaptchaRequirement(services.pool));
      },
    ),
  );

  return router;
}
