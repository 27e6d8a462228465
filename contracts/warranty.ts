/**
 * Warranty claims (docs/specs/customer-area.md sections 3, 4, 5, 7; docs/specs/admin-area.md 2.8,
 * 4, 7).
 */
import { z } from 'zod';
import { idSchema } from './integers';

export const CLAIM_TYPES = ['account_access', 'product_defect', 'delivery_issue'] as const;
export const CLAIM_STATUSES = ['pending', 'in_review', 'approved', 'rejected', 'resolved'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** POST /api/warranty-claims: description non-blank. */
export const warrantyClaimSchema = z.object({
  orderId: idSchema,
  claimType: z.enum(CLAIM_TYPES).default('account_access'),
  description: z.string().trim().min(1, { message: 'Description is required' }).max(5000),
});

/** PUT /api/admin/warranty-claims/{id}: status, and a response sent only when non-blank. */
export const claimResponseSchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected']),
  adminResponse: z.string().trim().max(10_000).optional(),
  /** Approve with a replacement taken from the product's auto-delivery stock. */
  replaceFromStock: z.boolean().optional(),
});

/** GET /api/orders/{id}/warranty-eligibility. Dates are ISO strings. */
export interface WarrantyEligibilityDto {
  /** True when a claim can be created now. */
  eligible: boolean;
  expired: boolean;
  /** Whole days left (0 when expired). */
  leftDays: number;
  warrantyDays: number;
  warrantyEndDate: string;
  orderDate: string;
  /** Why a claim cannot be made, when it cannot. */
  reason: string | null;
}

export interface WarrantyClaimDto {
  id: number;
  orderId: number;
  claimType: (typeof CLAIM_TYPES)[number];
  description: string;
  status: ClaimStatus;
  /** The replacement account details or the staff's answer. */
  adminResponse: string | null;
  createdAt: string;
  updatedAt: string;
  order: { id: number; orderNumber: string };
  product: { id: number; name: string };
  /** Admin lists only. */
  user?: { id: number; email: string };
}
