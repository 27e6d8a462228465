/** Request validation with zod: every body, param and query is parsed before use (400 on failure). */
import type { Request } from 'express';
import type { z } from 'zod';
import { idSchema } from '../../contracts/requests';

/** The parsed JSON body. @throws ZodError (answered as 400) */
export function parseBody<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  return schema.parse(req.body ?? {});
}

/** A positive integer path parameter. @throws ZodError (400) */
export function parseId(req: Request, name = 'id'): number {
  return idSchema.parse(req.params[name]);
}
