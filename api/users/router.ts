/**
 * Admin user calls: GET /api/admin/users (admin-area.md section 7) and
 * DELETE /api/admin/users/{id}/personal-data, the erasure of a customer's personal data on
 * request (issue 9; not in the specs).
 */
import { Router } from 'express';
import { erasePersonalData } from '../../application/commands/erase-personal-data';
import { listUsers } from '../../projections/users/queries';
import { requireAdmin } from '../auth/session';
import { contextOf, settled } from '../http/command-context';
import { parseId } from '../http/validate';
import type { ApiServices } from '../services';

export function usersRouter(services: ApiServices): Router {
  const router = Router();
  router.get('/admin/users', async (req, res) => {
    requireAdmin(req);
    res.json(await listUsers(services.pool));
  });
  router.delete('/admin/users/:id/personal-data', async (req, res) => {
    requireAdmin(req);
    const userId = parseId(req);
    const { erased } = await settled(
      services,
      await erasePersonalData(services, { userId }, contextOf(req)),
    );
    res.json({
      success: true,
      message: erased ? 'Personal data erased' : 'Personal data was already erased',
    });
  });
  return router;
}
