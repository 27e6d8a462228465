/**
 * The account's mailed links: forgot password and reset password (OWASP Forgot Password Cheat
 * Sheet), e-mail verification and sending its link again. Each sits behind the per-address limit
 * of the sign-in routes; the forgot-password answer is the same, in content and in time, whether
 * the address has an account or not.
 */
import { Router } from 'express';
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '../../contracts/requests';
import { completePasswordReset } from '../../application/commands/complete-password-reset';
import { requestEmailVerification } from '../../application/commands/request-email-verification';
import { requestPasswordReset } from '../../application/commands/request-password-reset';
import { verifyEmail } from '../../application/commands/verify-email';
import { endSession } from '../auth/session';
import { contextOf, settled } from '../http/command-context';
import { endpoints } from '../http/endpoint';
import type { ApiServices } from '../services';
import { signInLimits } from './sign-in-limits';

const endpoint = endpoints('Accounts');

/** The answer to every forgot-password request that passes validation and the limits. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email address, we have sent it a link to reset the password. Please check your inbox.';

/**
 * The least time a forgot-password answer takes (milliseconds): issuing and appending a link
 * takes longer than finding no account, so every answer waits until this much has passed.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 400;

/**
 * The account-link routes. Their per-address limit counts in the same PostgreSQL rows as login
 * and register (sign-in-limits.ts).
 */
export function accountLinksRouter(services: ApiServices): Router {
  const router = Router();
  const limits = signInLimits(services);

  router.post(
    '/forgot-password',
    ...limits.forgotPassword,
    endpoint(
      {
        access: 'public',
        summary: 'Mail a password reset link to an account’s address',
        description: `Always answers 200 with the same message, after the same time, whether the address has an account or not. The link (PUBLIC_URL/reset-password?token=...) works once, for PASSWORD_RESET_MINUTES (default 30); a newer link replaces it. Without SMTP_URL the mail is written to the store's log.`,
        body: forgotPasswordSchema,
        answer: { description: '`{ success: true, message }`' },
        errors: {
          429: 'Too many requests from this address, or reset links for this e-mail address',
        },
      },
      async ({ body }, req, res) => {
        const started = performance.now();
        await requestPasswordReset(
          services,
          { email: body.email, validMinutes: services.passwordResetMinutes },
          contextOf(req),
        );
        const left = FORGOT_PASSWORD_ANSWER_MS - (performance.now() - started);
        if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
        res.json({ success: true, message: FORGOT_PASSWORD_MESSAGE });
      },
    ),
  );

  router.post(
    '/reset-password',
    ...limits.perClient,
    endpoint(
      {
        access: 'public',
        summary: 'Choose a new password through a mailed reset link; every session ends',
        body: resetPasswordSchema,
        answer: {
          description:
            '`{ success: true, message }`; every session of the account has ended (this browser’s cookie is cleared)',
        },
        errors: { 422: 'The link is unknown, used, replaced by a newer one, or expired' },
      },
      async ({ body }, req, res) => {
        await settled(
          services,
          await completePasswordReset(
            services,
            { token: body.token, newPassword: body.password },
            contextOf(req),
          ),
        );
        endSession(res, services.sessions);
        res.json({
          success: true,
          message: 'Your password has been reset. Please sign in with your new password.',
        });
      },
    ),
  );

  router.post(
    '/verify-email',
    ...limits.perClient,
    endpoint(
      {
        access: 'public',
        summary: 'Confirm an account’s e-mail address through the mailed verification link',
        body: verifyEmailSchema,
        answer: { description: '`{ success: true, message }` (also when it was verified before)' },
        errors: { 422: 'The link is unknown or replaced by a newer one' },
      },
      async ({ body }, req, res) => {
        await settled(services, await verifyEmail(services, body, contextOf(req)));
        res.json({ success: true, message: 'Your email address is verified. Thank you!' });
      },
    ),
  );

  router.post(
    '/resend-verification',
    ...limits.perClient,
    endpoint(
      {
        access: 'customer',
        summary: 'Mail the signed-in user a new e-mail verification link',
        answer: { description: '`{ success: true, message }`; earlier links stop working' },
        errors: { 409: 'The address is already verified' },
      },
      async ({ session }, req, res) => {
        await settled(
          services,
          await requestEmailVerification(services, { userId: session.user.id }, contextOf(req)),
        );
        res.json({
          success: true,
          message: `We have sent a new verification link to ${session.user.email}.`,
        });
      },
    ),
  );

  return router;
}
