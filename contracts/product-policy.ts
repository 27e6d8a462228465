/**
 * A product's stock and warranty policy, set apart from the product form of
 * docs/specs/admin-area.md 2.4 (PUT /api/admin/products/{id}/policy), with its limits written once
 * for the server (the request schema and the decision) and the admin screen (its form).
 *
 * - `autoApproveClaims`: an eligible warranty claim is approved at once with a replacement from
 *   the auto-delivery stock, while the customer is under `claimCapPer90Days`;
 * - `claimCapPer90Days`: how many claims one customer may have approved that way in 90 days;
 * - `lowStockThreshold`: staff are warned when a sale leaves the stock below it (0: off; contracts/stock-alerts.ts);
 * - `runOutWithinHours`: warn when the stock would run out within this many hours (0: off);
 * - `quarantineClaimRatePercent`: the claim rate of a stock batch, in percent, that quarantines
 *   it (0: off).
 */
import { z } from 'zod';
import { integer } from './integers';

/** A product's policy; every count a whole number, 0 turning the stock rules off. */
export interface ProductPolicy {
  autoApproveClaims: boolean;
  claimCapPer90Days: number;
  lowStockThreshold: number;
  runOutWithinHours: number;
  quarantineClaimRatePercent: number;
}

/** The policy of a product whose policy was never set: claims wait for staff. */
export const DEFAULT_PRODUCT_POLICY: ProductPolicy = {
  autoApproveClaims: false,
  claimCapPer90Days: 3,
  lowStockThreshold: 0,
  runOutWithinHours: 0,
  quarantineClaimRatePercent: 0,
};

/** The window, in days, the claim cap counts a customer's auto-approved claims over. */
export const CLAIM_CAP_WINDOW_DAYS = 90;

/** The inclusive bounds of each number of the policy, with the labels the admin form shows. */
export const PRODUCT_POLICY_LIMITS = {
  claimCapPer90Days: { min: 0, max: 1000, label: 'Auto-approved claims per customer in 90 days' },
  lowStockThreshold: { min: 0, max: 1_000_000, label: 'Low stock alert below' },
  // A year: a forecast further out says nothing useful about restocking.
  runOutWithinHours: { min: 0, max: 8760, label: 'Run-out alert within (hours)' },
  quarantineClaimRatePercent: { min: 0, max: 100, label: 'Quarantine a batch at claim rate (%)' },
} as const satisfies Record<
  Exclude<keyof ProductPolicy, 'autoApproveClaims'>,
  { min: number; max: number; label: string }
>;

/** The numeric fields of a policy. */
export type ProductPolicyNumber = keyof typeof PRODUCT_POLICY_LIMITS;

/** The numeric fields, in the order the admin form shows them. */
export const PRODUCT_POLICY_NUMBERS = Object.keys(PRODUCT_POLICY_LIMITS) as ProductPolicyNumber[];

/** "Low stock alert below must be between 0 and 1000000". */
export const policyRangeMessage = (field: ProductPolicyNumber) => {
  const { min, max, label } = PRODUCT_POLICY_LIMITS[field];
  return `${label} must be a whole number between ${min} and ${max}`;
};

const policyNumber = (field: ProductPolicyNumber) => {
  const { min, max } = PRODUCT_POLICY_LIMITS[field];
  const message = policyRangeMessage(field);
  return integer({ min, max, notWhole: message, tooSmall: message, tooLarge: message });
};

/** PUT /api/admin/products/{id}/policy: the whole policy, every field required. */
export const productPolicySchema = z.object({
  autoApproveClaims: z.boolean(),
  claimCapPer90Days: policyNumber('claimCapPer90Days'),
  lowStockThreshold: policyNumber('lowStockThreshold'),
  runOutWithinHours: policyNumber('runOutWithinHours'),
  quarantineClaimRatePercent: policyNumber('quarantineClaimRatePercent'),
});

/**
 * The first field of `policy` outside its limits, with its message; null when every field fits.
 * The same rule as {@link productPolicySchema}, for callers that hold a policy already parsed.
 */
export function policyProblem(
  policy: ProductPolicy,
): { field: ProductPolicyNumber; message: string } | null {
  for (const field of PRODUCT_POLICY_NUMBERS) {
    const { min, max } = PRODUCT_POLICY_LIMITS[field];
    const value = policy[field];
    if (!Number.isSafeInteger(value) || value < min || value > max)
      return { field, message: policyRangeMessage(field) };
  }
  return null;
}
