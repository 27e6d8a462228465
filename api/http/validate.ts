/** Request text rules shared by every route's validation (api/http/endpoint.ts). */
import { z } from 'zod';

/** PostgreSQL text and jsonb cannot hold U+0000, so no request text may (400, not a failed query). */
export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000)';

/**
 * A UTF-16 surrogate (U+D800 to U+DFFF) without its pair is not a character: PostgreSQL refuses
 * it in text and jsonb (Unicode 15.0 section 3.9, D76), so no request text may hold one.
 */
export const LONE_SURROGATE_MESSAGE =
  'Text must be valid Unicode: it holds half of a surrogate pair (U+D800 to U+DFFF) without the other half';

/** With the `u` flag a valid pair reads as one code point, so only a lone half is a surrogate. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Why `text` cannot be stored, or undefined when it can. */
function textFault(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return undefined;
}

/** The issues reported for one request at most: enough to read, and a bound on the work. */
const MAX_REPORTED = 10;

/** An object or array met by the walk, with how it was reached (a path is built only for a fault). */
interface Visit {
  value: object;
  key: PropertyKey | undefined;
  parent: Visit | undefined;
}

function pathOf(visit: Visit | undefined, last?: PropertyKey): PropertyKey[] {
  const path = last === undefined ? [] : [last];
  for (let at = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/** Objects and arrays are walked into; raw bodies (Buffers) are bytes, not text. */
const isWalked = (value: unknown): value is object =>
  value !== null && typeof value === 'object' && !Buffer.isBuffer(value);

/**
 * The faults of the strings (values and keys) anywhere in `value`, in one pass over it: each
 * value is looked at once and an object or array keeps only a link to its parent, so the work
 * grows with the size of the value, not with its depth times its size.
 */
function textFaults(value: unknown): z.core.$ZodIssue[] {
  const found: z.core.$ZodIssue[] = [];
  const check = (text: string, parent: Visit | undefined, key?: PropertyKey) => {
    const fault = textFault(text);
    if (fault)
      found.push({ code: 'custom', path: pathOf(parent, key), message: fault, input: undefined });
  };
  if (typeof value === 'string') check(value, undefined);
  const pending: Visit[] = isWalked(value) ? [{ value, key: undefined, parent: undefined }] : [];
  const look = (inner: unknown, key: PropertyKey, parent: Visit) => {
    if (typeof inner === 'string') check(inner, parent, key);
    else if (isWalked(inner)) pending.push({ value: inner, key, parent });
  };
  while (pending.length > 0 && found.length < MAX_REPORTED) {
    const visit = pending.pop()!;
    const item = visit.value;
    if (Array.isArray(item)) {
      for (let index = 0; index < item.length; index++) look(item[index], index, visit);
    } else {
      for (const key of Object.keys(item)) {
        check(key, visit, key);
        look((item as Record<string, unknown>)[key], key, visit);
      }
    }
  }
  return found.slice(0, MAX_REPORTED);
}

/**
 * Refuses any string (value or key) anywhere in a request's params, query or body that
 * PostgreSQL cannot store: one holding U+0000, or a lone UTF-16 surrogate.
 * @throws ZodError naming each such string, up to ten (answered as 400)
 */
export function refuseUnstorableText(value: unknown): void {
  const issues = textFaults(value);
  if (issues.length > 0) throw new z.ZodError(issues);
}

/** `?search=`: the admin lists' optional search text (at most 200 characters; no U+0000, as everywhere). */
export const searchQuery = z.object({ search: z.string().max(200).optional() });

/** `?q=`: the admin users search (e-mail or name), trimmed; blank finds every user. */
export const userSearchQuery = z.object({ q: z.string().max(200).trim().default('') });
