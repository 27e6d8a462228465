/**
 * Admin list calls with server paging (docs/specs/admin-area.md section 7): GET /api/admin/orders,
 * GET /api/admin/transactions and GET /api/admin/search/users; and GET /api/admin/dashboard
 * (docs/specs/admin-area.md 2.3) with GET /api/admin/attention, what needs attention now (its
 * "needs attention" panel). Mounted first, this router also guards every /api/admin/* call.
 */
import { Router } from 'express';
import { z } from 'zod';
import { ATTENTION_KINDS, ATTENTION_PERMISSIONS } from '../../contracts/admin-attention';
import { integerText } from '../../contracts/integers';
import { hasPermission } from '../../contracts/staff-roles';
import { ORDER_STATUSES } from '../../contracts/requests';
import { readAttention } from '../../projections/orders/attention';
import { readAdminDashboard } from '../../projections/orders/dashboard';
import { listOrdersPage } from '../../projections/orders/queries';
import { searchUsers } from '../../projections/users/queries';
import { listTransactionsPage } from '../../projections/wallets/queries';
import { staffOnly } from '../auth/session';
import { endpoints } from '../http/endpoint';
import type { ApiServices } from '../services';
import { openOrders } from '../http/open-sealed';

const endpoint = endpoints('Admin: dashboard and lists');

/** Admin orders page size (docs/specs/admin-area.md section 9). */
export const ADMIN_ORDERS_PAGE_SIZE = 10;
/** Admin transactions page size (docs/specs/admin-area.md section 9). */
export const ADMIN_TRANSACTIONS_PAGE_SIZE = 20;

const search = z
  .string()
  .max(200)
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
  page: integerText({ min: 1, max: 1_000_000 }).default(1),
  limit: integerText({ min: 1, max: 100 }).default(defaultLimit),
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

/**
 * The admin lists and dashboard; any /api/admin/* call answers 401 signed out, 403 to a customer
 * (and to staff whose role lacks the route's permission).
 */
export function adminRouter(services: ApiServices): Router {
  const router = Router();
  router.use('/admin', staffOnly);

  router.get(
    '/admin/orders',
    endpoint(
      {
        access: 'admin',
        permission: 'orders.read',
        summary: 'A page of orders, searched and filtered by status (docs/specs/admin-area.md 2.5)',
        query: ordersQuery,
        answer: { description: 'The page of orders and the total' },
      },
      async ({ query }, _req, res) => {
        const page = await listOrdersPage(services.pool, query);
        res.json({ ...page, orders: await openOrders(services.secrets, page.orders) });
      },
    ),
  );

  router.get(
    '/admin/transactions',
    endpoint(
      {
        access: 'admin',
        permission: 'transactions',
        summary:
          'A page of transactions, searched and filtered by type and status (docs/specs/admin-area.md 2.12)',
        query: transactionsQuery,
        answer: { description: 'The page of transactions and the total' },
      },
      async ({ query }, _req, res) => {
        res.json(await listTransactionsPage(services.pool, query));
      },
    ),
  );

  router.get(
    '/admin/dashboard',
    endpoint(
      {
        access: 'admin',
        permission: 'dashboard',
        summary: 'The admin dashboard tiles and the latest orders (docs/specs/admin-area.md 2.3)',
        answer: { description: 'The dashboard' },
      },
      async (_input, _req, res) => {
        res.json(await readAdminDashboard(services.pool, services.storeTimeZone, new Date()));
      },
    ),
  );

  router.get(
    '/admin/attention',
    endpoint(
      {
        access: 'admin',
        permission: 'dashboard',
        summary:
          "What needs attention now, for the dashboard's panel: waiting and overdue manual orders, open tickets, pending claims, card and PayPal top-up requests, reviews to moderate, products running low; only the items the caller's roles may act on (contracts/admin-attention.ts)",
        answer: { description: '`{ items: [{ kind, count, userId }] }`' },
      },
      async ({ session }, _req, res) => {
        const kinds = new Set(
          ATTENTION_KINDS.filter((kind) =>
            hasPermission(session.user.roles, ATTENTION_PERMISSIONS[kind]),
          ),
        );
        res.json({ items: await readAttention(services.pool, kinds, new Date()) });
      },
    ),
  );

  router.get(
    '/admin/search/users',
    endpoint(
      {
        access: 'admin',
        permission: 'users.read',
        summary: 'Users whose e-mail or name holds the text (docs/specs/admin-area.md 2.7)',
        query: z.object({ q: z.string().max(200).trim().default('') }),
        answer: { description: 'The users found' },
      },
      async ({ query }, _req, res) => {
        res.json(await searchUsers(services.pool, query.q));
      },
    ),
  );

  return router;
}
