/**
 * Auto-delivery stock lines, shared by the server (domain/catalogue decides a stock edit with it)
 * and the web app (the stock dialog checks the text as it is typed), so both read a list alike.
 * Source: docs/specs/admin-area.md section 5, "items are trimmed and added only when non-empty".
 */

/**
 * What each auto-delivery item reads as in a product answer while the keys are hidden (staff see
 * them only shortly after entering their password): never a real item, and refused in a stock
 * edit, so a list read hidden cannot be saved back over the real one.
 */
export const MASKED_STOCK_ITEM = '••••••••';

/** The refusal of a stock edit that sends the hidden placeholders back. */
export const MASKED_STOCK_MESSAGE =
  'The stock items are hidden: load them with GET /api/admin/products/{id}/stock (it asks for your password) before editing';

/** One stock item as the admin typed it: its text (trimmed) and its 1-based line in the list. */
export interface StockLine {
  item: string;
  line: number;
}

/** The non-empty lines of `lines`, trimmed, each with its 1-based position in `lines`. */
export function stockLines(lines: readonly string[]): StockLine[] {
  const result: StockLine[] = [];
  lines.forEach((text, index) => {
    const item = text.trim();
    if (item.length > 0) result.push({ item, line: index + 1 });
  });
  return result;
}

/**
 * The first line whose item repeats an earlier line's (one key in stock twice would be delivered
 * twice), and the line it repeats; null when every item is distinct.
 */
export function repeatedStockLine(
  lines: readonly StockLine[],
): { line: number; firstLine: number } | null {
  const seen = new Map<string, number>();
  for (const { item, line } of lines) {
    const firstLine = seen.get(item);
    if (firstLine !== undefined) return { line, firstLine };
    seen.set(item, line);
  }
  return null;
}

/** The refusal of a repeated item; it names lines only, never the key itself (it may be logged). */
export const repeatedStockLineMessage = (repeat: { line: number; firstLine: number }) =>
  `Stock line ${repeat.line} is the same item as line ${repeat.firstLine}: each key or account can be in stock only once`;
