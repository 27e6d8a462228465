/**
 * What every statement file says besides the ledger (ARCHITECTURE.md "Money and the ledger"):
 * whose it is, when it was made, and the store days' time zone.
 */
import type { Statement } from '../../application/ledger/statement';

/** The statement and the facts its file states about it. */
export interface StatementFile {
  statement: Statement;
  customerEmail: string;
  /** The store's IANA time zone (STORE_TIMEZONE): the period's days and the dates shown. */
  timeZone: string;
  generatedAt: Date;
}
