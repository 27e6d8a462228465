/**
 * Store days (ARCHITECTURE.md "Money and the ledger"; STORE_TIMEZONE): calendar dates as
 * YYYY-MM-DD in the store's time zone, the instants they start at, and the rule for a range of
 * them that the reports CSV and the customer statements share with the web app's date fields.
 */
import { TZDate } from '@date-fns/tz';
import { z } from 'zod';

/** The longest range of days one export covers (about ten years). */
export const MAX_RANGE_DAYS = 3660;

/** `date` (YYYY-MM-DD) moved by `days`. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** A formatter of YYYY-MM-DD dates per time zone: making one costs far more than using it. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The date (YYYY-MM-DD) in `timeZone` (an IANA name such as Asia/Dubai) at `now`. */
export function storeDate(now: Date, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone });
    dateFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** `instant` on the wall clock of `timeZone`, as YYYY-MM-DD HH:mm. */
export function storeDateTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);
}

/** Days from `from` to `to` (YYYY-MM-DD), both counted: 1 for one day, 0 or less when reversed. */
export function daysInRange(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
}

/**
 * The instant store day `date` (YYYY-MM-DD) begins in `timeZone`: its midnight, or the first
 * instant after it on a day whose midnight a clock change skips (the IANA rules, through
 * @date-fns/tz).
 */
export function storeDayStart(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, timeZone).getTime());
}

/** A calendar date, YYYY-MM-DD (2026-02-30 is refused). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use a date as YYYY-MM-DD', abort: true })
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && addDays(text, 0) === text, {
    message: 'Not a calendar date',
  });

/**
 * Why the days `from` to `to` (YYYY-MM-DD, both included) are no range to export, or null:
 * reversed, or longer than MAX_RANGE_DAYS.
 */
export function dayRangeProblem(from: string, to: string): string | null {
  const days = daysInRange(from, to);
  if (days < 1) return 'from must not be after to';
  if (days > MAX_RANGE_DAYS) return `At most ${MAX_RANGE_DAYS} days at a time`;
  return null;
}

/** `?from&to`: a range of store days (YYYY-MM-DD, both included), each end optional. */
export const dayRangeQuerySchema = z.object({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});

/** `?asOf`: the store day (YYYY-MM-DD) at whose end figures are read; absent for now. */
export const asOfQuerySchema = z.object({ asOf: isoDateSchema.optional() });
