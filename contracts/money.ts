/**
 * Money at the HTTP edge: decimal strings with two decimals ("12.50") outside, integer cents
 * inside. Source: ARCHITECTURE.md "Money and the ledger". Never floats for money.
 */

const DECIMAL = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * Parses a dollar amount given as a decimal string ("12.5", "12.50") or a JSON number (12.5)
 * into integer cents (1250). Returns null for anything else: negatives, more than two decimals,
 * exponents, NaN, more than nine integer digits.
 */
export function parseDollarsToCents(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // String() gives the shortest round-trip form of the number the client sent (19.99 -> "19.99").
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** Formats integer cents as a decimal string with two decimals: 1250 -> "12.50", -5 -> "-0.05". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

/** Formats cents as dollars with a sign before the symbol: 1250 -> "$12.50", -5 -> "-$0.05". */
export function formatDollars(cents: number): string {
  return cents < 0 ? `-$${formatCents(-cents)}` : `$${formatCents(cents)}`;
}
