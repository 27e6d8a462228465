/**
 * Customer statements (ARCHITECTURE.md "Money and the ledger"): the period a statement covers,
 * as GET /api/transactions/statement.{pdf,csv} and GET /api/admin/users/{id}/statement.{pdf,csv}
 * take it and the web app's statement dialog checks it before asking.
 */
import { dayRangeProblem } from './store-days';

/** The statement files, by their extension. */
export const STATEMENT_FORMATS = ['pdf', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** A statement's period: store days, YYYY-MM-DD, both included. */
export interface StatementPeriod {
  from: string;
  to: string;
}

/**
 * The period `query` asks for on store day `today`: `to` defaults to today and `from` to the first
 * day of `to`'s month (so no query at all is this month to date).
 */
export function statementPeriodOf(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
): StatementPeriod {
  const to = query.to ?? today;
  return { from: query.from ?? `${to.slice(0, 8)}01`, to };
}

/** The name a statement file is saved as: `keymart-statement-<from>-to-<to>.<format>`. */
export function statementFileName(period: StatementPeriod, format: StatementFormat): string {
  return `keymart-statement-${period.from}-to-${period.to}.${format}`;
}

/**
 * Why `period` is no statement to give on store day `today`, and the field to blame, or null:
 * `to` in the future, reversed, or longer than MAX_RANGE_DAYS (contracts/store-days.ts).
 */
export function statementPeriodProblem(
  period: StatementPeriod,
  today: string,
): { field: keyof StatementPeriod; message: string } | null {
  if (period.to > today) return { field: 'to', message: 'to must not be after today' };
  const message = dayRangeProblem(period.from, period.to);
  return message ? { field: 'from', message } : null;
}
