/**
 * Two-factor sign-in settings of the signed-in user (ARCHITECTURE.md "Security model"): start
 * setup (a new TOTP secret as an otpauth URL and its QR code), enable with a code of it (answering
 * the recovery codes once), disable with the password and a code. The second step of sign-in,
 * `POST /api/login/two-factor`, sits beside `POST /api/login` in router.ts, behind the same limits.
 */
import { Router, type Request } from 'express';
import { toDataURL } from 'qrcode';
import { disableTwoFactor } from '../../application/commands/disable-two-factor';
import { enableTwoFactor } from '../../application/commands/enable-two-factor';
import { startTwoFactorSetup } from '../../application/commands/start-two-factor-setup';
import { disableTwoFactorSchema, enableTwoFactorSchema } from '../../contracts/requests';
import { contextOf, settled } from '../http/command-context';
import { HttpError } from '../http/errors';
import { endpoints } from '../http/endpoint';
import type { ApiServices } from '../services';

const endpoint = endpoints('Accounts: two-factor sign-in');

/**
 * Only the account's owner changes its second factor, never an admin acting as them.
 * @throws HttpError 403 while impersonating
 */
function ownerOnly(req: Request): void {
  const session = req.session;
  if (session && session.actor.id !== session.user.id)
    throw new HttpError(403, 'Only the account’s owner can change its two-factor sign-in');
}

/** The two-factor settings routes. */
export function twoFactorRouter(services: ApiServices): Router {
  const router = Router();

  router.post(
    '/two-factor/setup',
    endpoint(
      {
        access: 'customer',
        summary: 'Start setting up two-factor sign-in (TOTP, RFC 6238)',
        description:
          'A new random secret (20 bytes, SHA1, 6 digits, 30 s, issuer KeyMart) replaces any pending one; it is pending until `POST /api/two-factor/enable` confirms a code of it.',
        answer: {
          description:
            '`{ otpauthUrl, qrCodeDataUrl }`: the otpauth:// URL for an authenticator app and its QR code as a PNG data URL',
        },
        errors: {
          403: 'An admin acting as the customer',
          409: 'Two-factor sign-in is already on',
        },
      },
      async ({ session }, req, res) => {
        ownerOnly(req);
        const { otpauthUrl } = await settled(
          services,
          await startTwoFactorSetup(
            services,
            { userId: session.user.id, email: session.user.email },
            contextOf(req),
          ),
        );
        res.json({ otpauthUrl, qrCodeDataUrl: await toDataURL(otpauthUrl) });
      },
    ),
  );

  router.post(
    '/two-factor/enable',
    endpoint(
      {
        access: 'customer',
        summary: 'Turn two-factor sign-in on with a code of the pending secret',
        body: enableTwoFactorSchema,
        answer: {
          description:
            '`{ recoveryCodes }`: ten single-use recovery codes, shown this once (only their hashes are kept)',
        },
        errors: {
          403: 'An admin acting as the customer',
          409: 'Already on, or no setup pending',
          422: 'Invalid two-factor code',
        },
      },
      async ({ body, session }, req, res) => {
        ownerOnly(req);
        const { recoveryCodes } = await settled(
          services,
          await enableTwoFactor(services, { userId: session.user.id, ...body }, contextOf(req)),
        );
        res.json({ recoveryCodes });
      },
    ),
  );

  router.post(
    '/two-factor/disable',
    endpoint(
      {
        access: 'customer',
        summary: 'Turn two-factor sign-in off with the password and a code (TOTP or recovery)',
        body: disableTwoFactorSchema,
        answer: { description: '`{ success: true }`' },
        errors: {
          403: 'An admin acting as the customer',
          409: 'Two-factor sign-in is not on',
          422: 'Password is incorrect, or invalid two-factor code',
        },
      },
      async ({ body, session }, req, res) => {
        ownerOnly(req);
        await settled(
          services,
          await disableTwoFactor(services, { userId: session.user.id, ...body }, contextOf(req)),
        );
        res.json({ success: true });
      },
    ),
  );

  return router;
}
