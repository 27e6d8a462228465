/**
 * The Purchase Limits dialog's form, as plain functions: the text its two inputs hold, and the
 * limits they become, checked by the schema the server applies (contracts/purchase-limits.ts), so
 * the dialog refuses exactly what PUT /api/admin/products/{id}/purchase-limits would.
 */
import { readIntegerText } from '@contracts/integers';
import {
  purchaseLimitRangeMessage,
  purchaseLimitsSchema,
  type PurchaseLimits,
} from '@contracts/purchase-limits';

/** Each limit as typed. */
export type PurchaseLimitsFormValues = Record<keyof PurchaseLimits, string>;

/** A message per limit that cannot be saved. */
export type PurchaseLimitsFormErrors = Partial<Record<keyof PurchaseLimits, string>>;

export const PURCHASE_LIMIT_FIELDS = ['maxPerOrder', 'maxPerCustomerPerDay'] as const;

/** The form showing `limits`. */
export const purchaseLimitsToFormValues = (limits: PurchaseLimits): PurchaseLimitsFormValues => ({
  maxPerOrder: String(limits.maxPerOrder),
  maxPerCustomerPerDay: String(limits.maxPerCustomerPerDay),
});

/** The limits the form holds, or the message of each field that is not a whole number 0-10000. */
export function readPurchaseLimitsForm(
  values: PurchaseLimitsFormValues,
): { limits: PurchaseLimits; errors: null } | { limits: null; errors: PurchaseLimitsFormErrors } {
  const body: Record<string, number | null> = {};
  for (const field of PURCHASE_LIMIT_FIELDS) body[field] = readIntegerText(values[field].trim());
  const parsed = purchaseLimitsSchema.safeParse(body);
  if (parsed.success) return { limits: parsed.data, errors: null };
  const errors: PurchaseLimitsFormErrors = {};
  for (const field of PURCHASE_LIMIT_FIELDS)
    if (parsed.error.issues.some((issue) => issue.path[0] === field))
      errors[field] = purchaseLimitRangeMessage(field);
  return { limits: null, errors };
}
