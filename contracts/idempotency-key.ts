/**
 * The `Idempotency-Key` request header (IETF httpapi draft "The Idempotency-Key HTTP Header
 * Field"): a client's unique key for one intended operation; repeating it repeats the answer
 * instead of the effect. The key is opaque: 1-255 visible ASCII characters (a UUID fits; the
 * draft's quoted form `"..."` is taken as it is, quotes included).
 */
import { z } from 'zod';

/** The header's name as Node.js presents request headers (lower case). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** One key: 1-255 characters from `!` to `~` (no spaces, no control or non-ASCII characters). */
export const idempotencyKeySchema = z
  .string({ message: 'The Idempotency-Key header is required' })
  .regex(/^[\x21-\x7e]{1,255}$/, {
    message: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters',
  });

/**
 * The header as every state-changing route of a signed-in caller accepts it (api/http/idempotency.ts):
 * optional; with it, a repeat within 24 hours answers the first answer.
 */
export const optionalIdempotencyKeyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema
    .optional()
    .describe(
      'A unique key per intended operation (e.g. a UUID): a repeat within 24 hours answers the first answer without acting again',
    ),
});

/** The header where a route requires it (a refund: its key is recorded with the refund). */
export const idempotencyKeyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.describe(
    'A unique key per intended refund (e.g. a UUID): a repeat refunds once',
  ),
});
