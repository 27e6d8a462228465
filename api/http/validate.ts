/** Request text rules shared by every route's validation (api/http/endpoint.ts). */
import { z } from 'zod';

/** PostgreSQL text and jsonb cannot hold U+0000, so no request text may (400, not a failed query). */
export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000)';

const hasNoNul = (text: string) => !text.includes('\u0000');

/** The paths of the strings (values or keys) holding U+0000 anywhere in `value`. */
function nulPaths(value: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  // A stack, not recursion: a parsed body may be nested thousands of levels deep.
  const pending: { value: unknown; path: PropertyKey[] }[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: item, path } = pending.pop()!;
    if (typeof item === 'string') {
      if (!hasNoNul(item)) found.push(path);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (!hasNoNul(key)) found.push([...path, key]);
        pending.push({ value: inner, path: [...path, Array.isArray(item) ? Number(key) : key] });
      }
    }
  }
  return found;
}

/**
 * Refuses any string (value or key) holding U+0000 anywhere in a request's params, query or body.
 * @throws ZodError naming each such string (answered as 400)
 */
export function refuseNul(value: unknown): void {
  const paths = nulPaths(value);
  if (paths.length > 0)
    throw new z.ZodError(
      paths.map((path) => ({
        code: 'custom' as const,
        path,
        message: NUL_MESSAGE,
        input: undefined,
      })),
    );
}

/** `?search=`: the admin lists' optional search text (at most 200 characters; no U+0000, as everywhere). */
export const searchQuery = z.object({ search: z.string().max(200).optional() });
