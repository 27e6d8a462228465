/**
 * Whole numbers at the HTTP edge: ids, quantities, stock, days, sort orders, percentages, counts
 * and pages (docs/specs/customer-area.md section 7 and docs/specs/admin-area.md section 5 send them
 * as integers).
 *
 * - In a JSON body an integer is a plain JSON integer (`3`), never guessed from another type:
 * `true`, `"3"`, `"0x10"`, `"1e3"`, `[3]`, `null`, `""` and `3.5` are refused, not read as 1, 3,
 * 16, 1000 or 0.
 * - In a path parameter or a query value (always text) it is plain decimal digits with an optional
 * minus (`"3"`, `"-2"`): no sign `+`, spaces, exponent, hexadecimal or decimal point.
 *
 * Every integer schema of the API and of the web app's forms comes from here.
 */
import { z } from 'zod';

/** The only text read as an integer: an optional minus, then decimal digits. */
export const INTEGER_TEXT = /^-?\d+$/;

/** The bounds of an integer field, inclusive, with the messages shown when they are not met. */
export interface IntegerRange {
  min: number;
  max: number;
  /** Shown for anything that is not a whole number (default {@link NOT_AN_INTEGER}). */
  notWhole?: string;
  /** Shown below `min` (default "Must be at least {min}"). */
  tooSmall?: string;
  /** Shown above `max` (default "Must be at most {max}"). */
  tooLarge?: string;
}

/** The message for a body value that is not a JSON integer. */
export const NOT_AN_INTEGER = 'Must be a whole number (a JSON integer such as 3)';
/** The message for a path or query value that is not plain decimal digits. */
export const NOT_INTEGER_TEXT = 'Must be a whole number written in decimal digits, such as 3';

/**
 * An integer field of a JSON body, within `range`: a JSON number with no fraction, nothing else.
 * Its JSON Schema (OpenAPI) is `type: integer` with the bounds.
 */
export function integer(range: IntegerRange) {
  const notWhole = range.notWhole ?? NOT_AN_INTEGER;
  return z
    .int({ error: (issue) => (issue.code === 'invalid_type' ? notWhole : undefined) })
    .min(range.min, { message: range.tooSmall ?? `Must be at least ${range.min}` })
    .max(range.max, { message: range.tooLarge ?? `Must be at most ${range.max}` });
}

/**
 * The integer that `text` spells in plain decimal digits ("12", "-3"); null for any other text
 * ("0x10", "1e3", "+5", " 1 ", "1.", "") and for digits beyond the safe integers.
 */
export function readIntegerText(text: string): number | null {
  if (!INTEGER_TEXT.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * An integer in a path parameter or query value, within `range`: text of plain decimal digits
 * (see {@link readIntegerText}), read as a number. Its JSON Schema is a string with that pattern.
 */
export function integerText(range: IntegerRange) {
  const notWhole = range.notWhole ?? NOT_INTEGER_TEXT;
  return z
    .string({ error: notWhole })
    .regex(INTEGER_TEXT, { message: notWhole })
    .transform((text) => readIntegerText(text) ?? Number.NaN)
    .pipe(integer({ ...range, notWhole }));
}

/** The largest id (PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/** A positive integer id in a JSON body (`"productId": 12`). */
export const idSchema = integer({ min: 1, max: MAX_ID });

/** A positive integer id in a path (`/api/orders/12`). */
export const idTextSchema = integerText({ min: 1, max: MAX_ID });
