/**
 * A customer's balance statement for a period of store days (ARCHITECTURE.md "Money and the
 * ledger"): the opening balance, every ledger entry of the period with the balance after it, and
 * the closing balance. Read from the same replay as `ledger history` (ledgerHistory), so the two
 * always agree. Amounts are integer cents.
 */
import type { StatementPeriod } from '../../contracts/statements';
import { addDays, storeDayStart } from '../../contracts/store-days';
import type { Queryable } from '../db/pool';
import type { PostgresEventStore } from '../event-store/postgres-event-store';
import { ledgerHistory, type LedgerHistory, type LedgerLine } from './history';

/** A statement: the period, the instants it spans, and the balances and entries within it. */
export interface Statement extends StatementPeriod {
  /** The first instant of `from` in the store's time zone (included). */
  start: Date;
  /** The first instant of the day after `to` in the store's time zone (excluded). */
  end: Date;
  /** The balance just before `start`, integer cents. */
  openingCents: number;
  /** The entries recorded from `start` up to `end`, oldest first, each with its running balance. */
  lines: LedgerLine[];
  /** The balance at the end of the period, integer cents (openingCents when no entry). */
  closingCents: number;
}

/** The instants store days `period` span in `timeZone`: [start, end). */
export function periodInstants(
  period: StatementPeriod,
  timeZone: string,
): { start: Date; end: Date } {
  return {
    start: storeDayStart(period.from, timeZone),
    end: storeDayStart(addDays(period.to, 1), timeZone),
  };
}

/**
 * The statement of `period` in `timeZone` cut from `history`, a replay that reaches at least the
 * period's end (entries after it are left out).
 */
export function statementOf(
  history: LedgerHistory,
  period: StatementPeriod,
  timeZone: string,
): Statement {
  const { start, end } = periodInstants(period, timeZone);
  const before = history.lines.filter((line) => line.recordedAt < start);
  const lines = history.lines.filter((line) => line.recordedAt >= start && line.recordedAt < end);
  const openingCents = before.at(-1)?.balanceCents ?? 0;
  return {
    ...period,
    start,
    end,
    openingCents,
    lines,
    closingCents: lines.at(-1)?.balanceCents ?? openingCents,
  };
}

/** Customer `userId`'s statement of store days `period` in `timeZone`, replayed from the events. */
export async function buildStatement(
  db: Queryable,
  store: PostgresEventStore,
  userId: number,
  period: StatementPeriod,
  timeZone: string,
): Promise<Statement> {
  const { end } = periodInstants(period, timeZone);
  // ledgerHistory's `asOf` is inclusive; the period's end is not.
  const history = await ledgerHistory(db, store, userId, new Date(end.getTime() - 1));
  return statementOf(history, period, timeZone);
}
