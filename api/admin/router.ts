/**
 * Admin list calls with server paging (admin-area.md section 7): GET /api/admin/orders,
 * GET /api/admin/transactions and GET /api/admin/search/users.
 */
import { Router } from 'express';
import { z } from 'zod';
import { ORDER_STATUSES } from '../../contracts/requests';
import { readAdminDashboard } from '../../projections/orders/dashboard';
import { listOrdersPage } from '../../projections/orders/queries';
import { searchUsers } from '../../projections/users/queries';
import { listTransactionsPage } from '../../projections/wallets/queries';
import { adminOnly } from '../auth/session';
import { textParam } from '../http/validate';
import type { ApiServices } from '../services';
import { openOrders } from '../http/open-sealed';

/** Admin orders page size (admin-area.md section 9). */
export const ADMIN_ORDERS_PAGE_SIZE = 10;
/** Admin transactions page size (admin-area.md section 9). */
export const ADMIN_TRANSACTIONS_PAGE_SIZE = 20;

const search = textParam(200)
  .trim()
  .optional()
  .transform((value) => value || undefined);
/** "all" or an empty value means no filter. */
const filter = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal('all'), z.literal('')])
    .optional()
    .transform((value) => (value === 'all' || value === '' ? undefined : value));
const paging = (defaultLimit: number) => ({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(defaultLimit),
  search,
});

const ordersQuery = z.object({ ...paging(ADMIN_ORDERS_PAGE_SIZE), status: filter(ORDER_STATUSES) });
const transactionsQuery = z.object({
  ...paging(ADMIN_TRANSACTIONS_PAGE_SIZE),
  type: filter([
    'deposit',
    'credit',
    'debit',
    'purchase',
    'refund',
    'withdrawal',
    'warranty_claim',
  ] as const),
  status: filter(['completed', 'pending', 'failed', 'cancelled'] as const),
});

export function adminRouter(services: ApiServices): Router {
  const router = Router();
  router.use('/admin', adminOnly);

  router.get('/admin/orders', async (req, res) => {
    const page = await listOrdersPage(services.pool, ordersQuery.parse(req.query));
    res.json({ ...page, orders: await openOrders(services.secrets, page.orders) });
  });

  router.get('/admin/transactions', async (req, res) => {
    res.json(await listTransactionsPage(services.pool, transactionsQuery.parse(req.query)));
  });

  router.get('/admin/dashboard', async (_req, res) => {
    res.json(await readAdminDashboard(services.pool, services.storeTimeZone, new Date()));
  });

  router.get('/admin/search/users', async (req, res) => {
    const q = textParam(200).trim().default('').parse(req.query.q);
    res.json(await searchUsers(services.pool, q));
  });

  return router;
}
