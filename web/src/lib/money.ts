/**
 * Money in the web app: the API sends dollars as decimal strings ("12.50", signed "-10.00" for
 * transactions); the app computes in integer cents and formats with contracts/money formatCents.
 * Source: ARCHITECTURE.md "Money and the ledger"; docs/specs/customer-area.md section 3 (balance, 2
 * decimals).
 */
import { formatCents, formatDollars, parseDollarsToCents } from '@contracts/money';

/** Parses dollars ("12.5", "-10.00", 12.5) into integer cents; null when unreadable or missing. */
export function toCents(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  const isNegative = text.startsWith('-');
  const cents = parseDollarsToCents(isNegative ? text.slice(1) : text);
  if (cents === null) return null;
  return isNegative ? -cents : cents;
}

export { formatDollars };

/** Formats an API dollar amount; a missing or unreadable amount shows as "$0.00". */
export function formatPrice(value: string | number | null | undefined): string {
  return formatDollars(toCents(value) ?? 0);
}

export { formatCents };
