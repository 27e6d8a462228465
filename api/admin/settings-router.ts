/**
 * Store settings calls, for staff who manage settings: GET and PUT
 * /api/admin/settings/overdue-compensation, the automatic compensation of a manual order that
 * breaks its delivery promise (contracts/overdue-compensation.ts). Off until set.
 */
import { Router } from 'express';
import { setOverdueCompensation } from '../../application/commands/set-overdue-compensation';
import { overdueCompensationSchema } from '../../contracts/overdue-compensation';
import { findOverdueCompensation } from '../../projections/settings/queries';
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

  return router;
}
