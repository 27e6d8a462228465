/**
 * Admin list calls with server paging (docs/specs/admin-area.md section 7): GET /api/admin/orders,
 * GET /api/admin/transactions and GET /api/admin/search/users, and the first two as CSV
 * (orders.csv, transactions.csv: api/http/csv-export.ts); and GET /api/admin/dashboard
 * (docs/specs/admin-area.md 2.3) with GET /api/admin/orders/{id}, one order's page
 * (contracts/admin-order-detail.ts), and GET /api/admin/attention, what needs attention now (its
 * "needs attention" panel). Mounted first, this router also guards every /api/admin/* call.
 */
import { Router } from 'express';
import { z } from 'zod';
import { orderNumberOf } from '../../contracts/display-names';
import { ATTENTION_KINDS, ATTENTION_PERMISSIONS } from '../../contracts/admin-attention';
import type { AdminOrderDetailDto } from '../../contracts/admin-order-detail';
import { integerText } from '../../contracts/integers';
import { formatCents, parseDollarsToCents } from '../../contracts/money';
import { hasPermission } from '../../contracts/staff-roles';
import { ORDER_STATUSES } from '../../contracts/requests';
import { MASKED_STOCK_ITEM } from '../../contracts/stock-items';
import { asOfQuerySchema } from '../../contracts/store-days';
import { readAttention } from '../../projections/orders/attention';
import { readAdminDashboard } from '../../projections/orders/dashboard';
import { readAdminDashboardAsOf } from '../../projections/store-history/queries';
import { summarizeEvent } from '../../projections/audit/summary';
import {
  findOrder,
  listOrdersPage,
  orderExportQuery,
  type OrderExportRow,
} from '../../projections/orders/queries';
import { emailsOf, searchUsers } from '../../projections/users/queries';
import { listOrderClaims } from '../../projections/warranty/queries';
import {
  listTransactionsPage,
  transactionExportQuery,
  type TransactionRow,
} from '../../projections/wallets/queries';
import { isRecentlyAuthenticated, requireRecentAuthentication, staffOnly } from '../auth/session';
import { CSV_EXPORT_NOTE, sendCsvExport } from '../http/csv-export';
import { userSearchQuery } from '../http/validate';
import { endpoints, idParams } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { resolveAsOf } from '../reports/day-range';
import type { ApiServices } from '../services';
import { maskOrder, openClaims, openOrder, openOrders } from '../http/open-sealed';

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
});

const ordersFilters = z.object({
  search,
  status: filter(ORDER_STATUSES),
  overdue: z
    .enum(['true', 'false'])
    .optional()
    .describe(
      '`true`: only the manual orders past their 15-minute delivery promise now (contracts/delivery-promise.ts)',
    ),
});
const ordersQuery = ordersFilters.extend(paging(ADMIN_ORDERS_PAGE_SIZE));
const transactionsFilters = z.object({
  search,
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
const transactionsQuery = transactionsFilters.extend(paging(ADMIN_TRANSACTIONS_PAGE_SIZE));

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
        summary:
          'A page of orders, searched and filtered by status (docs/specs/admin-area.md 2.5); `overdue=true` keeps the manual orders still pending or in progress past their 15-minute delivery promise (contracts/delivery-promise.ts)',
        query: ordersQuery,
        answer: { description: 'The page of orders and the total' },
      },
      async ({ query: { overdue, ...query } }, _req, res) => {
        const page = await listOrdersPage(services.pool, {
          ...query,
          overdueAt: overdue === 'true' ? new Date() : undefined,
        });
        res.json({ ...page, orders: await openOrders(services.secrets, page.orders) });
      },
    ),
  );

  router.get(
    '/admin/orders.csv',
    endpoint(
      {
        access: 'admin',
        permission: 'orders.read',
        stepUp: true,
        summary: 'Every order the list filters match as CSV, newest first',
        description: `The filters of GET /api/admin/orders without the paging. Columns as the list shows them: Order (the order number, KM- and six digits, or ORD-{id}), Customer (e-mail), Product, Qty, Total (dollars, 2 decimals), Status (its code: pending, in_progress, completed, cancelled), Date (ISO 8601). The delivered keys are never exported. ${CSV_EXPORT_NOTE}`,
        query: ordersFilters,
        answer: {
          type: 'csv',
          description: '`keymart-orders-<date>.csv`: a header, then one row per order',
        },
      },
      async ({ query: { overdue, ...query } }, _req, res) => {
        await sendCsvExport(
          services.pool,
          res,
          {
            list: 'orders',
            query: orderExportQuery({
              ...query,
              overdueAt: overdue === 'true' ? new Date() : undefined,
            }),
            columns: ['Order', 'Customer', 'Product', 'Qty', 'Total', 'Status', 'Date'],
            cells: (order: OrderExportRow) => [
              orderNumberOf({ orderNumber: order.order_number, id: order.id }),
              order.user_email,
              order.product_name,
              order.quantity,
              formatCents(Number(order.total_cents)),
              order.status,
              order.created_at.toISOString(),
            ],
          },
          services.storeTimeZone,
        );
      },
    ),
  );

  router.get(
    '/admin/orders/:id',
    endpoint(
      {
        access: 'admin',
        permission: 'orders.read',
        summary:
          "One order with its stream's events and its warranty claims; keys hidden unless the password was entered in the last 5 minutes (`reveal=true` asks for it)",
        params: idParams,
        query: z.object({ reveal: z.enum(['true']).optional() }),
        answer: { description: 'The order, its events (oldest first), its claims and keysMasked' },
        errors: { 403: 'reveal without a recent password: `stepUpRequired`', 404: 'No such order' },
      },
      async ({ params, query, session }, _req, res) => {
        const order = await findOrder(services.pool, params.id);
        if (!order) throw new HttpError(404, 'Order not found');
        if (query.reveal) requireRecentAuthentication(session);
        const keysMasked = !isRecentlyAuthenticated(session);
        const streamId = `order-${order.id}`;
        const stream = (await services.store.read([streamId])).get(streamId);
        const recorded = stream?.events ?? [];
        const actorIds = recorded.flatMap((event) => event.metadata.actorId ?? []);
        const emails = await emailsOf(services.pool, [...new Set(actorIds)]);
        const claims = await listOrderClaims(services.pool, order.id);
        const mask = (text: string | null) => (text === null ? null : MASKED_STOCK_ITEM);
        const answer: AdminOrderDetailDto = {
          order: keysMasked ? maskOrder(order) : await openOrder(services.secrets, order),
          events: recorded.map((event) => {
            const actorId = event.metadata.actorId ?? null;
            return {
              version: event.streamVersion,
              type: event.type,
              recordedAt: event.recordedAt.toISOString(),
              summary: summarizeEvent(event.type, event.data),
              actor: actorId === null ? null : { id: actorId, email: emails.get(actorId) ?? null },
            };
          }),
          claims: keysMasked
            ? claims.map((claim) => ({ ...claim, adminResponse: mask(claim.adminResponse) }))
            : await openClaims(services.secrets, claims),
          keysMasked,
          refundableAmount: formatCents(
            parseDollarsToCents(order.totalAmount)! - parseDollarsToCents(order.refundedAmount)!,
          ),
        };
        res.json(answer);
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
    '/admin/transactions.csv',
    endpoint(
      {
        access: 'admin',
        permission: 'transactions',
        stepUp: true,
        summary: 'Every transaction the list filters match as CSV, newest first',
        description: `The filters of GET /api/admin/transactions without the paging. Columns as the list shows them: ID, Customer (e-mail), Type, Amount (signed dollars, 2 decimals: money out is negative), Status, Description, Date (ISO 8601). ${CSV_EXPORT_NOTE}`,
        query: transactionsFilters,
        answer: {
          type: 'csv',
          description: '`keymart-transactions-<date>.csv`: a header, then one row per transaction',
        },
      },
      async ({ query }, _req, res) => {
        await sendCsvExport(
          services.pool,
          res,
          {
            list: 'transactions',
            query: transactionExportQuery(query),
            columns: ['ID', 'Customer', 'Type', 'Amount', 'Status', 'Description', 'Date'],
            cells: (transaction: TransactionRow) => [
              transaction.id,
              transaction.email,
              transaction.type,
              formatCents(Number(transaction.amount_cents)),
              transaction.status,
              transaction.description,
              transaction.created_at.toISOString(),
            ],
          },
          services.storeTimeZone,
        );
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
        description:
          'Now; or with `asOf` (YYYY-MM-DD, not after today; 400 otherwise) as they stood at the end of that store day, for month-end closing: totals of everything before the next day began, "today\'s orders" those of that day, the latest orders the last placed before then (with their status now).',
        query: asOfQuerySchema,
        answer: { description: 'The dashboard' },
      },
      async ({ query }, _req, res) => {
        const now = new Date();
        const asOf = resolveAsOf(query.asOf, services.storeTimeZone, now);
        res.json(
          asOf
            ? await readAdminDashboardAsOf(services.pool, services.storeTimeZone, asOf)
            : await readAdminDashboard(services.pool, services.storeTimeZone, now),
        );
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
        query: userSearchQuery,
        answer: { description: 'The users found' },
      },
      async ({ query }, _req, res) => {
        res.json(await searchUsers(services.pool, query.q));
      },
    ),
  );

  return router;
}
