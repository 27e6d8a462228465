/**
 * A statement as CSV (ARCHITECTURE.md "Money and the ledger"): the columns
 * `date, type, description, amount, balance`; the first row is the opening balance (type
 * `opening`, dated the period's first instant), then one row per entry (its ISO time, ledger type,
 * description, signed amount and the balance after it), and the last the closing balance (type
 * `closing`, dated the instant after the period). Money as dollars with two decimals.
 */
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { formatCents } from '../../contracts/money';
import { neutralizeCell } from '../http/csv-export';
import type { StatementFile } from './statement-file';

/** The CSV header. */
export const STATEMENT_CSV_COLUMNS = ['date', 'type', 'description', 'amount', 'balance'];

/** Streams `file`'s statement as CSV into `out`. */
export async function writeStatementCsv(
  { statement }: StatementFile,
  out: Writable,
): Promise<void> {
  const rows = [
    [
      statement.start.toISOString(),
      'opening',
      'Opening balance',
      '',
      formatCents(statement.openingCents),
    ],
    ...statement.lines.map((line) => [
      line.recordedAt.toISOString(),
      line.type,
      neutralizeCell(line.description),
      formatCents(line.amountCents),
      formatCents(line.balanceCents),
    ]),
    [
      statement.end.toISOString(),
      'closing',
      'Closing balance',
      '',
      formatCents(statement.closingCents),
    ],
  ];
  await pipeline(
    Readable.from(rows),
    stringify({ header: true, columns: STATEMENT_CSV_COLUMNS }),
    out,
  );
}
