/**
 * Every staff list's CSV export (ARCHITECTURE.md "CSV exports"): one query streamed from a
 * server-side cursor (pg-query-stream) on a pool client of its own, each row mapped to its cells
 * and written through csv-stringify into the response, with backpressure end to end, so a million
 * rows never sit in memory. The client goes back to the pool when the file is sent, when the query
 * fails and when the downloader goes away.
 */
import { once } from 'node:events';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import QueryStream from 'pg-query-stream';
import type { Pool } from '../../application/db/pool';
import { storeDate } from '../../contracts/store-days';
import { STEP_UP_MINUTES } from '../auth/session';

/** One cell: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null;

/** A query and its parameters ($1, $2... in `text`). */
export interface CsvQuery {
  text: string;
  values: readonly unknown[];
}

/** What one list's export supplies: its file name, query, header and row mapping. */
export interface CsvExport<Row> {
  /** The list's name in the file name: keymart-<list>-<YYYY-MM-DD>.csv. */
  list: string;
  query: CsvQuery;
  /** The header row: the list's column headers, in its order. */
  columns: readonly string[];
  /** A row's cells, in `columns` order. */
  cells: (row: Row) => CsvCell[];
}

/** What every export's description says of its access and size (the OpenAPI document). */
export const CSV_EXPORT_NOTE = `E-mails in bulk: needs the password (or a second factor) entered in the last ${STEP_UP_MINUTES} minutes. Streamed: any number of rows.`;

/** Rows fetched from the cursor per round trip. */
const BATCH_ROWS = 500;

/** Text a spreadsheet would run as a formula: starting with =, +, -, @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number ("-12.50"): a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * `text` as a spreadsheet shows it and never runs it: text starting with =, +, -, @, a tab or a
 * carriage return gets a leading single quote (OWASP "CSV Injection"), except a plain decimal
 * number such as a refund's "-12.50", which is data.
 */
export function neutralizeCell(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** `keymart-<list>-<YYYY-MM-DD>.csv`, the day of `now` in the store's time zone. */
export function csvFileName(list: string, now: Date, timeZone: string): string {
  return `keymart-${list}-${storeDate(now, timeZone)}.csv`;
}

/**
 * Answers `res` with the rows of `spec.query` as a CSV attachment (a header, then one line per
 * row, every text cell neutralized). An error before the first rows arrive reaches the caller
 * with nothing sent (the error middleware answers it); after them it is logged and the response
 * cut short, since its status is gone. A downloader leaving early ends the export quietly.
 * @throws the query's error when it fails before anything was sent
 */
export async function sendCsvExport<Row>(
  pool: Pool,
  res: Response,
  spec: CsvExport<Row>,
  timeZone: string,
): Promise<void> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    const rows = client.query(
      new QueryStream(spec.query.text, [...spec.query.values], { batchSize: BATCH_ROWS }),
    );
    // The first rows (or the end) before anything is sent: a statement that fails at once is
    // answered as any error, with its status, while the response is still untouched.
    await once(rows, 'readable');
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${csvFileName(spec.list, new Date(), timeZone)}"`,
    );
    await pipeline(
      rows,
      new Transform({
        objectMode: true,
        transform(row: Row, _encoding, done) {
          done(null, spec.cells(row));
        },
      }),
      stringify({
        header: true,
        columns: [...spec.columns],
        cast: { string: neutralizeCell },
      }),
      res,
    );
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    if (!res.headersSent && !res.destroyed) throw error;
    // The downloader left (closed the tab, cancelled): nobody is waiting, nothing went wrong.
    const isLeft = (error as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE';
    if (!isLeft) res.req.log?.error({ err: failure }, `CSV export ${spec.list} cut short`);
    res.destroy(failure);
  } finally {
    // A client whose cursor was cut off is closed rather than handed to the next caller.
    client.release(failure);
  }
}
