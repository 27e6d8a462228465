/**
 * A range of store days asked in a report's query (`from` and `to`, YYYY-MM-DD, inclusive, in
 * STORE_TIMEZONE): its zod schema and its defaults; the limits are contracts/store-days.ts's.
 */
import { z } from 'zod';
import { addDays, dayRangeProblem, isoDateSchema, storeDate } from '../../contracts/store-days';
import { HttpError } from '../http/errors';

/** The query of a report over store days: both ends optional. */
export const dayRangeQuery = z.object({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});

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
  const problem = dayRangeProblem(from, to);
  if (problem) throw new HttpError(400, problem);
  return { from, to };
}
