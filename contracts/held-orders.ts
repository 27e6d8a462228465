/**
 * Held orders (ARCHITECTURE.md "Security model", fraud rules): a purchase a fraud rule holds for
 * review is paid but delivers nothing until staff release or refuse it.
 */
import { z } from 'zod';

/** What the customer and staff read on a held order. */
export const HELD_FOR_REVIEW = 'Held for review';

/** POST /api/admin/orders/{id}/refuse: why the order is refused (the customer sees it). */
export const refuseHeldOrderSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { message: 'A reason for refusing the order is required' })
    .max(500),
});
export type RefuseHeldOrderRequest = z.infer<typeof refuseHeldOrderSchema>;
