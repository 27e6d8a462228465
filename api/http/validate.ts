/** Request validation with zod: every body, param and query is parsed before use (400 on failure). */
import type { Request } from 'express';
import { z } from 'zod';
import { idSchema } from '../../contracts/requests';

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

const withoutNul = z.unknown().superRefine((value, ctx) => {
  for (const path of nulPaths(value)) ctx.addIssue({ code: 'custom', path, message: NUL_MESSAGE });
});

/** The parsed JSON body; no string in it may hold U+0000. @throws ZodError (answered as 400) */
export function parseBody<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  const body: unknown = req.body ?? {};
  withoutNul.parse(body);
  return schema.parse(body);
}

/** A positive integer path parameter. @throws ZodError (400) */
export function parseId(req: Request, name = 'id'): number {
  return idSchema.parse(req.params[name]);
}

/** A text path parameter or query value: at most `max` characters, without U+0000. */
export function textParam(max: number) {
  return z.string().max(max).refine(hasNoNul, { message: NUL_MESSAGE });
}
