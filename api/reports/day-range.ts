/**
 * A range of store days asked in a report's query (`from` and `to`, YYYY-MM-DD, inclusive, in
 * STORE_TIMEZONE): its zod schema and its defaults and limits.
 */
import { z } from 'zod';
import { addDays, storeDate } from '../../contracts/store-days';
import { HttpError } from '../http/errors';

/** The longest range, in days (about ten years). */
export const MAX_RANGE_DAYS = 3660;

/** A calendar date, YYYY-MM-DD (2026-02-30 is refused). */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use a date as YYYY-MM-DD' })
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && addDays(text, 0) === text, {
    message: 'Not a calendar date',
  });

/** The query of a report over store days: both ends optional. */
export const dayRangeQuery = z.object({ from: isoDate.optional(), to: isoDate.optional() });

/**
 * The days asked: `to` defaults to today in `timeZone` at `now`, `from` to `defaultDays - 1`
 * days before `to`.
 * @throws HttpError 400 when `from` is after `to` or the range is over MAX_RANGE_DAYS days
 */
export function resolveDayRange(
  query: z.infer<typeof dayRangeQuery>,
  timeZone: string,
  now: Date,
  defaultDays: number,
): { from: string; to: string } {
  const to = query.to ?? storeDate(now, timeZone);
  const from = query.from ?? addDays(to, -(defaultDays - 1));
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (days < 1) throw new HttpError(400, 'from must not be after to');
  if (days > MAX_RANGE_DAYS) throw new HttpError(400, `At most ${MAX_RANGE_DAYS} days at a time`);
  return { from, to };
}
