/**
 * Pure helpers of the warranty claims screen (docs/specs/admin-area.md sections 3, 4 and 7): the
 * claim type labels and the body of PUT /api/admin/warranty-claims/{id}.
 */
import type { CLAIM_TYPES } from '@contracts/warranty';

/** What the staff can set (docs/specs/admin-area.md section 4: Approve, Reject, Update Response = pending). */
export type ClaimDecision = 'approved' | 'rejected' | 'pending';

export interface ClaimResponseInput {
  status: ClaimDecision;
  /** The staff's answer as typed. */
  adminResponse?: string;
  /** Approve only: hand out one item of the product's auto-delivery stock. */
  replaceFromStock?: boolean;
}

/** Claim types as people read them (contracts/warranty.ts CLAIM_TYPES). */
const CLAIM_TYPE_LABELS: Record<(typeof CLAIM_TYPES)[number], string> = {
  account_access: 'Account Access',
  product_defect: 'Product Defect',
  delivery_issue: 'Delivery Issue',
};

/** "Account Access" for account_access; an unknown type is shown as sent. */
export function claimTypeLabel(type: string): string {
  return CLAIM_TYPE_LABELS[type as keyof typeof CLAIM_TYPE_LABELS] ?? type;
}

/**
 * The request body: the response trimmed and only when non-blank (docs/specs/admin-area.md section
 * 4), replaceFromStock only when asked for.
 */
export function claimResponseBody({
  status,
  adminResponse,
  replaceFromStock,
}: ClaimResponseInput): {
  status: ClaimDecision;
  adminResponse?: string;
  replaceFromStock?: true;
} {
  const response = adminResponse?.trim();
  return {
    status,
    ...(response ? { adminResponse: response } : {}),
    ...(replaceFromStock ? { replaceFromStock: true as const } : {}),
  };
}
