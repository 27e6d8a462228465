/**
 * The warranty claim aggregate (stream `claim-<id>`): a customer's claim on one order and the
 * staff's answer. Statuses pending, in_review, approved, rejected, resolved; the admin sets
 * pending, approved or rejected (docs/specs/customer-area.md sections 3, 4;
 * docs/specs/admin-area.md sections 2.8, 4).
 */
import type { Event } from '../shared/event';

export type ClaimType = 'account_access' | 'product_defect' | 'delivery_issue';
export type ClaimStatus = 'pending' | 'in_review' | 'approved' | 'rejected' | 'resolved';
/** The statuses an admin can set: Approve, Reject, or Update Response (pending). */
export type ClaimResponseStatus = 'pending' | 'approved' | 'rejected';

export type ClaimEvent =
  | Event<
      'WarrantyClaimFiled',
      {
        claimId: number;
        orderId: number;
        userId: number;
        productId: number;
        claimType: ClaimType;
        description: string;
      }
    >
  | Event<
      'WarrantyClaimResponded',
      {
        status: ClaimResponseStatus;
        /** The staff's answer; null keeps the previous one (sent only when non-blank). */
        adminResponse: string | null;
        /** The replacement taken from the product's stock by this response, when one was. */
        replacementItem?: string;
      }
    >;

export type Claim =
  | { status: 'none' }
  | {
      status: ClaimStatus;
      claimId: number;
      orderId: number;
      userId: number;
      productId: number;
      adminResponse: string | null;
      /** The replacement handed out from stock (at most one per claim). */
      replacementItem: string | null;
    };

/** A claim that was filed (any state but 'none'). */
export type FiledClaim = Exclude<Claim, { status: 'none' }>;

export const initialClaim: Claim = { status: 'none' };

export const claimStream = (claimId: number) => `claim-${claimId}`;

export function evolveClaim(state: Claim, event: ClaimEvent): Claim {
  if (event.type === 'WarrantyClaimFiled') {
    const { claimId, orderId, userId, productId } = event.data;
    return {
      status: 'pending',
      claimId,
      orderId,
      userId,
      productId,
      adminResponse: null,
      replacementItem: null,
    };
  }
  if (state.status === 'none') return state;
  return {
    ...state,
    status: event.data.status,
    adminResponse: event.data.adminResponse ?? state.adminResponse,
    replacementItem: event.data.replacementItem ?? state.replacementItem,
  };
}
