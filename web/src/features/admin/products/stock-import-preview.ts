/**
 * The preview of a batch before it is saved (the stock dialog's Import batch tab): each line of
 * the file with what the server's check found (POST /api/admin/products/{id}/stock/batches/check,
 * contracts/stock-batches.ts). The server numbers lines by their place in the items sent; the
 * preview shows the file's own line numbers, as the person sees them in the file.
 */
import type { StockDuplicateDto } from '@contracts/stock-batches';
import type { StockLine } from '@contracts/stock-items';

/** What became of a line in the check: new, a repeat of an earlier line, or a key held before. */
export type PreviewStatus =
  { kind: 'new' } | { kind: 'repeated'; firstLine: number } | { kind: 'held' };

/** One line of the preview table: the file's line number, the item and its status. */
export interface PreviewRow {
  line: number;
  item: string;
  status: PreviewStatus;
}

/** The status column's text. */
export function previewStatusLabel(status: PreviewStatus): string {
  switch (status.kind) {
    case 'new':
      return 'New';
    case 'repeated':
      return `Repeats line ${status.firstLine}`;
    case 'held':
      return "Already in this product's stock history";
  }
}

/**
 * The rows of `lines` (as sent to the check, in order) marked with `duplicates` (the check's or a
 * refused save's answer, whose `line` and `firstLine` count from 1 in `lines`).
 */
export function previewRows(
  lines: readonly StockLine[],
  duplicates: readonly StockDuplicateDto[],
): PreviewRow[] {
  const found = new Map(duplicates.map((duplicate) => [duplicate.line, duplicate]));
  return lines.map(({ item, line }, index) => {
    const duplicate = found.get(index + 1);
    if (!duplicate) return { line, item, status: { kind: 'new' } };
    if (duplicate.reason === 'held') return { line, item, status: { kind: 'held' } };
    const first = lines[(duplicate.firstLine ?? 0) - 1];
    return { line, item, status: { kind: 'repeated', firstLine: first?.line ?? line } };
  });
}

/** How many lines are new, repeat another line, or were held by the product. */
export function previewCounts(rows: readonly PreviewRow[]): {
  total: number;
  new: number;
  repeated: number;
  held: number;
} {
  const counts = { total: rows.length, new: 0, repeated: 0, held: 0 };
  for (const row of rows) counts[row.status.kind] += 1;
  return counts;
}

/** `lines` without the ones `duplicates` names (the first of repeated lines stays). */
export function withoutDuplicates(
  lines: readonly StockLine[],
  duplicates: readonly StockDuplicateDto[],
): StockLine[] {
  const refused = new Set(duplicates.map((duplicate) => duplicate.line));
  return lines.filter((_line, index) => !refused.has(index + 1));
}
