/**
 * Admin user calls: GET /api/admin/users (docs/specs/admin-area.md section 7) and
 * DELETE /api/admin/users/{id}/personal-data, the erasure of a customer's personal data on
 * request (ARCHITECTURE.md "Security model"; not in the specs).
 */
import { Router } from 'express';
import { erasePersonalData } from '../../application/commands/erase-personal-data';
import { listUsers } from '../../projections/users/queries';
import { contextOf, settled } from '../http/command-context';
import { endpoints, idParams } from '../http/endpoint';
import type { ApiServices } from '../services';

const endpoint = endpoints('Admin: users');

/** The admin's user routes: 401 signed out, 403 for a customer. */
export function usersRouter(services: ApiServices): Router {
  const router = Router();
  router.get(
    '/admin/users',
    endpoint(
      {
        access: 'admin',
        permission: 'users.read',
        summary: 'Every user (docs/specs/admin-area.md section 7)',
        answer: { description: 'The users' },
      },
      async (_input, _req, res) => {
        res.json(await listUsers(services.pool));
      },
    ),
  );
  router.delete(
    '/admin/users/:id/personal-data',
    endpoint(
      {
        access: 'admin',
        permission: 'users.manage',
        summary: "Erase a customer's personal data on request",
        params: idParams,
        answer: { description: '`{ success, message }`, saying whether it was already erased' },
        errors: { 403: 'Administrator accounts cannot be erased', 404: 'No such user' },
      },
      async ({ params }, req, res) => {
        const { erased } = await settled(
          services,
          await erasePersonalData(services, { userId: params.id }, contextOf(req)),
        );
        res.json({
          success: true,
          message: erased ? 'Personal data erased' : 'Personal data was already erased',
        });
      },
    ),
  );
  return router;
}
