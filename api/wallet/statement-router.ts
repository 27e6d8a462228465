/**
 * Balance statements (ARCHITECTURE.md "Money and the ledger"): a customer's opening balance,
 * every entry of a period of store days with its running balance, and the closing balance, as
 * PDF or CSV. GET /api/transactions/statement.{pdf,csv} for the signed-in customer's own wallet;
 * GET /api/admin/users/{id}/statement.{pdf,csv} for staff who may read balances and ledgers (the
 * `balances` permission, as GET /api/admin/users/{id}/ledger, which shows the same entries
 * without a step-up, so none is asked here either).
 */
import { Router, type Response } from 'express';
import { buildStatement } from '../../application/ledger/statement';
import {
  STATEMENT_FORMATS,
  statementFileName,
  statementPeriodOf,
  statementPeriodProblem,
  type StatementFormat,
} from '../../contracts/statements';
import { dayRangeQuerySchema, MAX_RANGE_DAYS, storeDate } from '../../contracts/store-days';
import { findUserById } from '../../projections/users/queries';
import { endpoints, idParams } from '../http/endpoint';
import { HttpError } from '../http/errors';
import type { ApiServices } from '../services';
import { writeStatementCsv } from './statement-csv';
import type { StatementFile } from './statement-file';
import { writeStatementPdf } from './statement-pdf';

const endpoint = endpoints('Wallet');

const PERIOD_DESCRIPTION =
  '`from` and `to` are store days (YYYY-MM-DD, STORE_TIMEZONE), both included: `to` defaults to ' +
  "today and `from` to the first day of `to`'s month. A malformed or impossible date, `from` " +
  `after \`to\`, \`to\` after today or more than ${MAX_RANGE_DAYS} days answer 400. Entries are ` +
  'replayed from the wallet events, as `npm run cli -- ledger history` prints them.';

/** What each format's file holds, for the reference page. */
const FILE_DESCRIPTIONS: Record<StatementFormat, string> = {
  pdf:
    "A4 pages: the store's name, the customer's e-mail, the period, when it was generated and the " +
    'opening balance; a table of the entries (date and time in the store time zone, type, ' +
    'description, amount, balance after it) repeating its header on every page; the closing balance.',
  csv:
    'Columns `date, type, description, amount, balance`: a first row of type `opening` (the ' +
    'balance before the period), one row per entry (ISO time, ledger type, description, signed ' +
    'amount, balance after it), a last row of type `closing` (the balance at its end). Dollars ' +
    'with two decimals.',
};

const WRITERS = { pdf: writeStatementPdf, csv: writeStatementCsv } as const;

const CONTENT_TYPES: Record<StatementFormat, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
};

/** The statement routes: the customer's own and staff's for any customer. */
export function statementRouter(services: ApiServices): Router {
  const router = Router();

  /**
   * Streams customer `userId`'s statement of the period `query` asks for as `format`.
   * @throws HttpError 400 for a period statementPeriodProblem refuses
   */
  async function sendStatement(
    format: StatementFormat,
    user: { id: number; email: string },
    query: { from?: string | undefined; to?: string | undefined },
    res: Response,
  ): Promise<void> {
    const timeZone = services.storeTimeZone;
    const generatedAt = new Date();
    const today = storeDate(generatedAt, timeZone);
    const period = statementPeriodOf(query, today);
    const problem = statementPeriodProblem(period, today);
    if (problem) throw new HttpError(400, problem.message);
    const statement = await buildStatement(
      services.pool,
      services.store,
      user.id,
      period,
      timeZone,
    );
    const file: StatementFile = { statement, customerEmail: user.email, timeZone, generatedAt };
    res.setHeader('Content-Type', CONTENT_TYPES[format]);
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${statementFileName(period, format)}"`,
    );
    await WRITERS[format](file, res);
  }

  for (const format of STATEMENT_FORMATS) {
    router.get(
      `/transactions/statement.${format}`,
      endpoint(
        {
          access: 'customer',
          summary: `The signed-in customer's balance statement for a period, as ${format.toUpperCase()}`,
          description: PERIOD_DESCRIPTION,
          query: dayRangeQuerySchema,
          answer: { type: format, description: FILE_DESCRIPTIONS[format] },
        },
        async ({ session, query }, _req, res) => {
          await sendStatement(format, session.user, query, res);
        },
      ),
    );

    router.get(
      `/admin/users/:id/statement.${format}`,
      endpoint(
        {
          access: 'admin',
          permission: 'balances',
          summary: `A customer's balance statement for a period, as ${format.toUpperCase()}`,
          description: `The same file the customer downloads from /transactions. ${PERIOD_DESCRIPTION}`,
          params: idParams,
          query: dayRangeQuerySchema,
          answer: { type: format, description: FILE_DESCRIPTIONS[format] },
          errors: { 404: 'No such user' },
        },
        async ({ params, query }, _req, res) => {
          const user = await findUserById(services.pool, params.id);
          if (!user) throw new HttpError(404, 'User not found');
          await sendStatement(format, user, query, res);
        },
      ),
    );
  }

  return router;
}
