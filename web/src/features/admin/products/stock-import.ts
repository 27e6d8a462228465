/**
 * Reading a supplier's file for the stock dialog's Import batch tab: a TXT file holds one key or
 * account per line; a CSV file holds them in its first column, under an optional header row whose
 * first cell is `item`, `key` or `code`. Items are trimmed and blank ones dropped, as the stock
 * editor does (contracts/stock-items.ts, docs/specs/admin-area.md section 5), and each keeps the
 * line of the file it came from, so the preview can point at it. CSV follows RFC 4180 through
 * csv-parse.
 */
import { parse, type Info } from 'csv-parse/browser/esm/sync';
import { stockLines, type StockLine } from '@contracts/stock-items';

/** How a file's items are laid out: one per line, or in the first column of a CSV table. */
export type StockFileFormat = 'txt' | 'csv';

/** First cells that name the column rather than hold an item (compared case-insensitively). */
const HEADER_CELLS = new Set(['item', 'key', 'code']);

/** A file that cannot be read as items; `message` says where and why, for the person importing. */
export class StockFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StockFileError';
  }
}

/** The format of a file by its name: `.csv` is CSV, anything else is read as text lines. */
export function stockFileFormat(fileName: string): StockFileFormat {
  return fileName.toLowerCase().endsWith('.csv') ? 'csv' : 'txt';
}

/**
 * The items of a file's text, each with its 1-based line in the file (for a CSV record, the line
 * it ends on). @throws StockFileError for a CSV the parser refuses (an unclosed quote...) and for
 * an item that spans lines, which a delivery could not show as one key.
 */
export function parseStockFile(text: string, format: StockFileFormat): StockLine[] {
  if (format === 'txt') return stockLines(text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/));
  let records: { record: string[]; info: Info }[];
  try {
    // With `info`, csv-parse answers each record with where it was read; its types miss that.
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as unknown as { record: string[]; info: Info }[];
  } catch (error) {
    throw new StockFileError(
      `The CSV file cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const lines: StockLine[] = [];
  records.forEach(({ record, info }, index) => {
    const item = (record[0] ?? '').trim();
    if (index === 0 && HEADER_CELLS.has(item.toLowerCase())) return;
    if (/[\r\n]/.test(item))
      throw new StockFileError(
        `Line ${info.lines}: an item spans several lines; put each key or account on one line`,
      );
    if (item.length > 0) lines.push({ item, line: info.lines });
  });
  return lines;
}
