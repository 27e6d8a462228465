/**
 * The store days a report's query asks for (YYYY-MM-DD in STORE_TIMEZONE): a range (`from` and
 * `to`, inclusive) with its defaults, or the day `asOf` whose end figures are read at; the
 * schemas and limits are contracts/store-days.ts's.
 */
import { z } from 'zod';
import {
  addDays,
  dayRangeProblem,
  storeDate,
  type dayRangeQuerySchema,
} from '../../contracts/store-days';
import { HttpError } from '../http/errors';

/**
 * The days asked: `to` defaults to today in `timeZone` at `now`, `from` to `defaultDays - 1`
 * days before `to`.
 * @throws HttpError 400 when `from` is after `to` or the range is over MAX_RANGE_DAYS days
 */
export function resolveDayRange(
  query: z.infer<typeof dayRangeQuerySchema>,
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

/**
 * The store day `asOf` names, or undefined for now.
 * @throws HttpError 400 when it is after today in `timeZone` at `now` (no figures yet)
 */
export function resolveAsOf(
  asOf: string | undefined,
  timeZone: string,
  now: Date,
): string | undefined {
  if (asOf !== undefined && asOf > storeDate(now, timeZone))
    throw new HttpError(400, 'asOf must not be after today');
  return asOf;
}
