/** Turns a zod error into one message per top-level field, for form helper texts. */
import type { z } from 'zod';

export function fieldErrors<K extends string>(error: z.ZodError): Partial<Record<K, string>> {
  const result: Partial<Record<K, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in result)) result[field as K] = issue.message;
  }
  return result;
}
