/**
 * The proof-of-work captcha (ALTCHA) in front of registration and sign-in: the store setting that
 * asks for it (off by default, so clients that follow docs/specs/customer-area.md section 7, whose
 * bodies have no captcha, keep working), the optional `captcha` field of the register and login
 * bodies, and the texts of its refusals. Shared by the server (the setting's command and route, the
 * check in api/identity) and the web app (the widget in the forms, the admin's switch).
 */
import { z } from 'zod';

/** GET: a new ALTCHA challenge (the widget's `challenge` URL). */
export const CAPTCHA_CHALLENGE_PATH = '/api/auth/captcha';

/** GET: whether the store asks for a captcha (CaptchaRequirementDto). */
export const CAPTCHA_REQUIREMENT_PATH = '/api/auth/captcha/requirement';

/**
 * Failed sign-ins for one e-mail, or from one client address, after which a sign-in needs a
 * solved captcha, counted over the sign-in limiter's window (api/identity/sign-in-limits.ts,
 * 15 minutes).
 */
export const CAPTCHA_AFTER_FAILED_SIGN_INS = 3;

/** The 422 answer of a registration or sign-in that needs a captcha and came without one. */
export const CAPTCHA_REQUIRED = 'Please complete the captcha';

/** The 422 answer of a solution that was accepted once already. */
export const CAPTCHA_SPENT = 'This captcha was already used. Please complete the captcha again';

/** The 422 answer of a solution whose challenge has expired. */
export const CAPTCHA_EXPIRED = 'The captcha has expired. Please complete the captcha again';

/** The 422 answer of a solution that does not solve a challenge this store issued. */
export const CAPTCHA_INVALID = 'The captcha is not valid. Please complete the captcha again';

/**
 * The `captcha` field of POST /api/register and POST /api/login: the ALTCHA widget's payload,
 * base64 of `{ challenge, solution }` JSON (well under 4 kB).
 */
export const captchaSolutionField = z
  .string()
  .max(4096, { message: 'The captcha is too long' })
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, { message: 'The captcha must be base64 text' });

/** PUT /api/admin/settings/captcha: whether registration and repeated sign-ins need a captcha. */
export const captchaRequirementSchema = z.object({ required: z.boolean() });
export type CaptchaRequirementRequest = z.infer<typeof captchaRequirementSchema>;

/**
 * GET /api/auth/captcha/requirement and GET/PUT /api/admin/settings/captcha: `required` (every
 * registration, and a sign-in after `signInAfterFailures` failed ones, need a solved captcha).
 */
export interface CaptchaRequirementDto {
  required: boolean;
  signInAfterFailures: number;
}

/**
 * The member a 401 or 422 answer of the sign-in or registration carries when the next attempt
 * needs a solved captcha, so the form shows the widget.
 */
export interface CaptchaRefusalDetails {
  captchaRequired: true;
}
