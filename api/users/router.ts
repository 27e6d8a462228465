/** Admin user calls: GET /api/admin/users (admin-area.md section 7). */
import { Router } from 'express';
import { listUsers } from '../../projections/users/queries';
import { requireAdmin } from '../auth/session';
import type { ApiServices } from '../services';

export function usersRouter(services: ApiServices): Router {
  const router = Router();
  router.get('/admin/users', async (req, res) => {
    requireAdmin(req);
    res.json(await listUsers(services.pool));
  });
  return router;
}
