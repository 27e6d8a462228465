/**
 * Reports (docs/specs/admin-area.md 2.13): GET /api/admin/reports (today, yesterday, weekly,
 * monthly and the last 30 days), GET /api/admin/reports/daily.csv?from&to (the daily totals for
 * spreadsheets), GET /api/admin/reports/products[.csv]?from&to (per-product economics) and GET
 * /api/admin/reports/charts?from&to (the charts' series). Days are the store's (STORE_TIMEZONE);
 * amounts in dollars.
 */
import { stringify } from 'csv-stringify/sync';
import { Router } from 'express';
import { formatCents } from '../../contracts/money';
import {
  productEconomicsQuerySchema,
  type ProductEconomicsRowDto,
} from '../../contracts/product-economics';
import {
  readProductEconomics,
  readProductEconomicsRows,
} from '../../projections/product-sales/queries';
import { readReportCharts } from '../../projections/report-charts/queries';
import { readDailyTotals, readReports } from '../../projections/reports/queries';
import { endpoints } from '../http/endpoint';
import { neutralizeCell } from '../http/csv-export';
import type { ApiServices } from '../services';
import {
  addDays,
  asOfQuerySchema,
  dayRangeQuerySchema,
  MAX_RANGE_DAYS,
  storeDayStart,
} from '../../contracts/store-days';
import { resolveAsOf, resolveDayRange } from './day-range';

const endpoint = endpoints('Reports');

/** Days a product economics report covers when not told (the last 30, today included). */
const PRODUCT_REPORT_DAYS = 30;

/** Days the charts cover when not told (the last 30, today included). */
const CHART_DAYS = 30;

const RANGE_RULES =
  'In store days. `to` defaults to today and `from` to 29 days before it; `from` must ' +
  `not be after \`to\` and the range is at most ${MAX_RANGE_DAYS} days (400 otherwise).`;

/** The product economics CSV's columns: header -> the row's value. */
const PRODUCT_CSV_COLUMNS: [string, (row: ProductEconomicsRowDto) => unknown][] = [
  ['product_id', (row) => row.productId],
  ['product', (row) => row.name],
  ['deleted', (row) => (row.exists ? 'no' : 'yes')],
  ['units', (row) => row.units],
  ['orders', (row) => row.orders],
  ['revenue', (row) => row.revenue],
  ['refunds', (row) => row.refunds],
  ['cost', (row) => row.cost],
  ['margin', (row) => row.margin],
  ['margin_percent', (row) => row.marginPercent ?? ''],
  ['claims', (row) => row.claims],
  ['claim_rate_percent', (row) => row.claimRatePercent ?? ''],
  ['stock_left', (row) => row.stockLeft],
  ['days_of_stock', (row) => row.daysOfStock ?? ''],
];

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
        description:
          'Today, yesterday, the week, the month and the last 30 days, in store days; with `asOf` (YYYY-MM-DD, not after today) as they stood at the end of that day, which is then "today" (400 otherwise).',
        query: asOfQuerySchema,
        answer: { description: 'The reports' },
      },
      async ({ query }, _req, res) => {
        const now = new Date();
        const asOf = resolveAsOf(query.asOf, services.storeTimeZone, now);
        // As of a past day: the reports of its last instant, that day being "today".
        const at = asOf
          ? new Date(storeDayStart(addDays(asOf, 1), services.storeTimeZone).getTime() - 1)
          : now;
        res.json(await readReports(services.pool, services.storeTimeZone, at));
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
        description: RANGE_RULES,
        query: dayRangeQuerySchema,
        answer: { type: 'csv', description: 'One row per day: amounts in dollars and counts' },
      },
      async ({ query }, _req, res) => {
        const { from, to } = resolveDayRange(query, services.storeTimeZone, new Date(), 30);
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

  router.get(
    '/admin/reports/products',
    endpoint(
      {
        access: 'admin',
        permission: 'reports',
        summary:
          'Per-product economics over a range of store days: units, orders, revenue, refunds, the cost of the keys sold (stock batches), margin, warranty claim rate, stock left and days of stock (contracts/product-economics.ts)',
        description: `${RANGE_RULES} Every product is listed (and the deleted ones with orders in the range), one page at a time (\`page\` from 1, \`pageSize\` 25, 50 or 100), sorted by \`sort\` (revenue by default) in \`order\` (desc by default), ties by product id; \`totals\` sums every product. Amounts in dollars.`,
        query: productEconomicsQuerySchema,
        answer: {
          description:
            '`{ from, to, timeZone, totals, page, pageSize, sort, order, total, products: [...] }`',
        },
      },
      async ({ query }, _req, res) => {
        const now = new Date();
        const range = resolveDayRange(query, services.storeTimeZone, now, PRODUCT_REPORT_DAYS);
        res.json(
          await readProductEconomics(
            services.pool,
            { ...range, timeZone: services.storeTimeZone, now },
            query,
          ),
        );
      },
    ),
  );

  router.get(
    '/admin/reports/charts',
    endpoint(
      {
        access: 'admin',
        permission: 'reports',
        summary:
          'The report charts over a range of store days and the range of the same length before it: revenue, deposits, refunds and warranty claims per day, orders by hour of the day, the top 10 products and customers by revenue, deposits by method and the deposit funnel (contracts/report-charts.ts)',
        description: `${RANGE_RULES} Amounts in dollars.`,
        query: dayRangeQuerySchema,
        answer: { description: '`{ from, to, previousFrom, previousTo, timeZone, daily, ... }`' },
      },
      async ({ query }, _req, res) => {
        const now = new Date();
        const range = resolveDayRange(query, services.storeTimeZone, now, CHART_DAYS);
        res.json(
          await readReportCharts(services.pool, {
            ...range,
            timeZone: services.storeTimeZone,
            now,
          }),
        );
      },
    ),
  );

  router.get(
    '/admin/reports/products.csv',
    endpoint(
      {
        access: 'admin',
        permission: 'reports',
        summary:
          'The per-product economics as CSV: every row of the JSON for the same range, by revenue',
        description: RANGE_RULES,
        query: dayRangeQuerySchema,
        answer: {
          type: 'csv',
          description: 'A header, then one row per product: amounts in dollars, percentages',
        },
      },
      async ({ query }, _req, res) => {
        const now = new Date();
        const range = resolveDayRange(query, services.storeTimeZone, now, PRODUCT_REPORT_DAYS);
        const rows = await readProductEconomicsRows(services.pool, {
          ...range,
          timeZone: services.storeTimeZone,
          now,
        });
        const csv = stringify(
          rows.map((row) => PRODUCT_CSV_COLUMNS.map(([, value]) => value(row))),
          {
            header: true,
            columns: PRODUCT_CSV_COLUMNS.map(([header]) => header),
            // Product names are staff's text: never a formula in a spreadsheet.
            cast: { string: neutralizeCell },
          },
        );
        res.setHeader('Content-Type', 'text/csv; charset=utf-8');
        res.setHeader(
          'Content-Disposition',
          `attachment; filename="keymart-products-${range.from}-to-${range.to}.csv"`,
        );
        res.send(csv);
      },
    ),
  );

  return router;
}
