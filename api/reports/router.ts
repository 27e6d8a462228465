/**
 * Reports (docs/specs/admin-area.md 2.13): GET /api/admin/reports (today, yesterday, weekly,
 * monthly and the last 30 days) and GET /api/admin/reports/daily.csv?from&to, the daily totals
 * for spreadsheets. Days are the store's (STORE_TIMEZONE); amounts in dollars.
 */
import { stringify } from 'csv-stringify/sync';
import { Router } from 'express';
import { z } from 'zod';
import { formatCents } from '../../contracts/money';
import {
  addDays,
  dayRangeProblem,
  isoDateSchema,
  MAX_RANGE_DAYS,
  storeDate,
} from '../../contracts/store-days';
import { readDailyTotals, readReports } from '../../projections/reports/queries';
import { HttpError } from '../http/errors';
import { endpoints } from '../http/endpoint';
import type { ApiServices } from '../services';

const endpoint = endpoints('Reports');

const rangeQuery = z.object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() });

/** The report routes; admins only (401 signed out, 403 for a customer). */
export function reportsRouter(services: ApiServices): Router {
  const router = Router();

  router.get(
    '/admin/reports',
    endpoint(
      {
        access: 'admin',
        permission: 'reports',
        summary:
          'The sales reports: deposits and orders per period (docs/specs/admin-area.md 2.13)',
        description: 'Today, yesterday, the week, the month and the last 30 days, in store days.',
        answer: { description: 'The reports' },
      },
      async (_input, _req, res) => {
        res.json(await readReports(services.pool, services.storeTimeZone, new Date()));
      },
    ),
  );

  router.get(
    '/admin/reports/daily.csv',
    endpoint(
      {
        access: 'admin',
        permission: 'reports',
        summary:
          'Daily deposit and order totals as CSV, newest first (the last 30 days unless from/to)',
        description:
          'In store days. `to` defaults to today and `from` to 29 days before it; `from` must ' +
          `not be after \`to\` and the range is at most ${MAX_RANGE_DAYS} days (400 otherwise).`,
        query: rangeQuery,
        answer: { type: 'csv', description: 'One row per day: amounts in dollars and counts' },
      },
      async ({ query }, _req, res) => {
        const today = storeDate(new Date(), services.storeTimeZone);
        const to = query.to ?? today;
        const from = query.from ?? addDays(to, -29);
        const problem = dayRangeProblem(from, to);
        if (problem) throw new HttpError(400, problem);
        const totals = await readDailyTotals(services.pool, services.storeTimeZone, from, to);
        const csv = stringify(
          totals
            .reverse()
            .map((day) => [
              day.date,
              formatCents(day.deposits.cents),
              day.deposits.count,
              formatCents(day.orders.cents),
              day.orders.count,
            ]),
          {
            header: true,
            columns: ['date', 'deposits_amount', 'deposits_count', 'orders_amount', 'orders_count'],
          },
        );
        res.setHeader('Content-Type', 'text/csv; charset=utf-8');
        res.setHeader(
          'Content-Disposition',
          `attachment; filename="keymart-daily-${from}-to-${to}.csv"`,
        );
        res.send(csv);
      },
    ),
  );

  return router;
}
