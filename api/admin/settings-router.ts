/**
 * Store settings calls, for staff who manage settings: GET and PUT
 * /api/admin/settings/overdue-compensation, the automatic compensation of a manual order that
 * breaks its delivery promise (contracts/overdue-compensation.ts), and GET and PUT
 * /api/admin/settings/captcha, whether registration and repeated sign-ins need a solved captcha
 * (contracts/captcha.ts). Both off until set.
 */
import { Router } from 'express';
import { setCaptchaRequirement } from '../../application/commands/set-captcha-requirement';
import { setOverdueCompensation } from '../../application/commands/set-overdue-compensation';
import { captchaRequirementSchema } from '../../contracts/captcha';
import { overdueCompensationSchema } from '../../contracts/overdue-compensation';
import {
  findCaptchaRequirement,
  findOverdueCompensation,
} from '../../projections/settings/queries';
import { contextOf, settled } from '../http/command-context';
import { endpoints } from '../http/endpoint';
import type { ApiServices } from '../services';

const endpoint = endpoints('Admin: settings');

/** The store settings routes. */
export function settingsRouter(services: ApiServices): Router {
  const router = Router();

  router.get(
    '/admin/settings/overdue-compensation',
    endpoint(
      {
        access: 'admin',
        permission: 'settings',
        summary: 'How an overdue manual order is compensated automatically at its deadline',
        answer: {
          description:
            '`{ mode, percent }`: `off`, `cancel_refund`, or `credit` with a whole `percent` of 1-100',
        },
      },
      async (_input, _req, res) => {
        res.json(await findOverdueCompensation(services.pool));
      },
    ),
  );

  router.put(
    '/admin/settings/overdue-compensation',
    endpoint(
      {
        access: 'admin',
        permission: 'settings',
        summary: 'Set how an overdue manual order is compensated automatically at its deadline',
        description:
          "Appends `OverdueCompensationSet` (nothing when unchanged). From then on, a manual order still awaiting delivery at its deadline is cancelled and refunded, or credited `percent` of its total to the customer's balance, once.",
        body: overdueCompensationSchema,
        answer: { description: 'The setting as it now stands' },
      },
      async ({ body }, req, res) => {
        await settled(
          services,
          await setOverdueCompensation(
            services,
            { mode: body.mode, percent: body.mode === 'credit' ? body.percent : null },
            contextOf(req),
          ),
        );
        res.json(await findOverdueCompensation(services.pool));
      },
    ),
  );

  router.get(
    '/admin/settings/captcha',
    endpoint(
      {
        access: 'admin',
        permission: 'settings',
        summary: 'Whether registration and repeated sign-ins need a solved captcha',
        answer: {
          description:
            '`{ required, signInAfterFailures }`: off (`required: false`) until set, so clients that follow the specs keep working',
        },
      },
      async (_input, _req, res) => {
        res.json(await findCaptchaRequirement(services.pool));
      },
    ),
  );

  router.put(
    '/admin/settings/captcha',
    endpoint(
      {
        access: 'admin',
        permission: 'settings',
        summary: 'Ask, or stop asking, for a solved captcha on registration and repeated sign-ins',
        description:
          'Appends `CaptchaRequirementSet` (nothing when unchanged). While on, `POST /api/register` always needs a `captcha`, and `POST /api/login` does after 3 failed sign-ins for the e-mail or from the address within 15 minutes; without one they answer 422.',
        body: captchaRequirementSchema,
        answer: { description: 'The setting as it now stands' },
      },
      async ({ body }, req, res) => {
        await settled(
          services,
          await setCaptchaRequirement(services, { required: body.required }, contextOf(req)),
        );
        res.json(await findCaptchaRequirement(services.pool));
      },
    ),
  );

  return router;
}
