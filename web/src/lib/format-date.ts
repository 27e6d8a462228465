/**
 * Tiny date formatters (no date library): local time, English month abbreviations.
 * Source: docs/specs/customer-area.md section 2, Transaction history ("MMM dd, yyyy HH:mm").
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (n: number) => String(n).padStart(2, '0');

function parse(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "MMM dd, yyyy": "Jan 05, 2025". An unreadable input is returned as given. */
export function formatDate(value: string | Date): string {
  const date = parse(value);
  if (!date) return String(value);
  return `${MONTHS[date.getMonth()] ?? ''} ${pad(date.getDate())}, ${date.getFullYear()}`;
}

/** "MMM dd, yyyy HH:mm": "Jan 05, 2025 14:03". An unreadable input is returned as given. */
export function formatDateTime(value: string | Date): string {
  const date = parse(value);
  if (!date) return String(value);
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
