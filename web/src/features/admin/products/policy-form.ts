/**
 * The Stock & Warranty Policy dialog's form, as plain functions: the text its number inputs hold,
 * and the policy it becomes, checked by the same schema the server applies
 * (contracts/product-policy.ts), so the dialog refuses exactly what PUT
 * /api/admin/products/{id}/policy would.
 */
import { readIntegerText } from '@contracts/integers';
import {
  PRODUCT_POLICY_NUMBERS,
  policyRangeMessage,
  productPolicySchema,
  type ProductPolicy,
  type ProductPolicyNumber,
} from '@contracts/product-policy';

/** What the inputs hold: the switch, and each number as typed. */
export type PolicyFormValues = { autoApproveClaims: boolean } & Record<ProductPolicyNumber, string>;

/** A message per number field that cannot be saved. */
export type PolicyFormErrors = Partial<Record<ProductPolicyNumber, string>>;

/** The form showing `policy`. */
export function policyToFormValues(policy: ProductPolicy): PolicyFormValues {
  const values = { autoApproveClaims: policy.autoApproveClaims } as PolicyFormValues;
  for (const field of PRODUCT_POLICY_NUMBERS) values[field] = String(policy[field]);
  return values;
}

/**
 * The policy the form holds, or the message of each field that is not a whole number within its
 * limits (a blank field included).
 */
export function readPolicyForm(
  values: PolicyFormValues,
): { policy: ProductPolicy; errors: null } | { policy: null; errors: PolicyFormErrors } {
  const errors: PolicyFormErrors = {};
  const body: Record<string, unknown> = { autoApproveClaims: values.autoApproveClaims };
  for (const field of PRODUCT_POLICY_NUMBERS) {
    const value = readIntegerText(values[field].trim());
    if (value === null) errors[field] = policyRangeMessage(field);
    body[field] = value;
  }
  const parsed = productPolicySchema.safeParse(body);
  if (parsed.success) return { policy: parsed.data, errors: null };
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ProductPolicyNumber;
    errors[field] ??= issue.message;
  }
  return { policy: null, errors };
}
