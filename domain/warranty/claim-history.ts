/**
 * A customer's history of warranty claims approved at once by a product's policy (stream
 * `warranty-history-<userId>`, contracts/product-policy.ts). FileWarrantyClaim locks it with the
 * claim, so two claims of one customer on different orders are serialised and the cap of
 * auto-approved claims per 90 days holds under concurrent requests. Claims left to staff are not
 * recorded here: the cap counts only what the store handed out without a person looking.
 */
import type { Event } from '../shared/event';

export type ClaimHistoryEvent = Event<
  'WarrantyClaimAutoApproved',
  {
    claimId: number;
    orderId: number;
    productId: number;
    /** ISO time the claim was approved (the command's time, so a rebuild reads the same). */
    approvedAt: string;
  }
>;

/** The times (ISO, oldest first) of the customer's auto-approved claims. */
export interface ClaimHistory {
  autoApprovedAt: string[];
}

export const initialClaimHistory: ClaimHistory = { autoApprovedAt: [] };

/** The history stream of customer `userId`. */
export const claimHistoryStream = (userId: number) => `warranty-history-${userId}`;

export function evolveClaimHistory(state: ClaimHistory, event: ClaimHistoryEvent): ClaimHistory {
  return { autoApprovedAt: [...state.autoApprovedAt, event.data.approvedAt] };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How many of the history's auto-approvals fall within the `days` days before `now` (an approval
 * exactly `days` days old has left the window).
 */
export function autoApprovalsWithin(history: ClaimHistory, days: number, now: Date): number {
  const since = now.getTime() - days * DAY_MS;
  return history.autoApprovedAt.filter((at) => new Date(at).getTime() > since).length;
}
