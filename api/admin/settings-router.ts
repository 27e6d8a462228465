/**
 * Store settings calls, for staff who manage settings: GET and PUT
 * /api/admin/settings/overdue-compensation, the automatic compensation of a manual order that
 * breaks its delivery promise (contracts/overdue-compensation.ts), and GET and PUT
 * /api/admin/settings/captcha, whether registration and repeated sign-ins need a solved captcha
 * (contracts/captcha.ts), and GET and PUT /api/admin/settings/velocity-limits
 * (contracts/velocity-limits.ts). All off until set.
 */
import { Router } from 'express';
import {
  setCaptchaRequirement,
  setOverdueCompensation,
  setVelocityLimits,
} from '../../application/commands/store-settings';
import { captchaRequirementSchema } from '../../contracts/captcha';
import { overdueCompensationSchema } from '../../contracts/overdue-compensation';
import { velocityLimitsSchema } from '../../contracts/velocity-limits';
import {
  findCaptchaRequirement,
  findOverdueCompensation,
  findVelocityLimits,
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

  router.get(
    '/admin/settings/velocity-limits',
    endpoint(
      {
        access: 'admin',
        permission: 'settings',
        summary: 'The velocity limits on deposit requests, warranty claims and new accounts',
        answer: {
          description:
            '`{ depositsPerHour, claimsPer90Days, accountsPerAddressPerDay }`, each 0 when off',
        },
      },
      async (_input, _req, res) => {
        res.json(await findVelocityLimits(services.pool));
      },
    ),
  );

  router.put(
    '/admin/settings/velocity-limits',
    endpoint(
      {
        access: 'admin',
        permission: 'settings',
        summary: 'Set the velocity limits on deposit requests, warranty claims and new accounts',
        description:
          'Appends `VelocityLimitsSet` (nothing when unchanged). 0 turns a limit off. From then on ' +
          'a customer opens at most `depositsPerHour` deposit requests (crypto, card, PayPal) in ' +
          'any hour and files at most `claimsPer90Days` warranty claims in any 90 days, and at ' +
          'most `accountsPerAddressPerDay` accounts are registered from one network address (an ' +
          'IPv4 address, an IPv6 /64; the client as TRUST_PROXY reads it) in a store day; each ' +
          'refusal is a 422 with its own message.',
        body: velocityLimitsSchema,
        answer: { description: 'The limits as they now stand' },
        errors: { 400: 'A limit outside its bounds' },
      },
      async ({ body }, req, res) => {
        await settled(services, await setVelocityLimits(services, body, contextOf(req)));
        res.json(await findVelocityLimits(services.pool));
      },
    ),
  );

  return router;
}
