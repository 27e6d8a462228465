/**
 * A customer's history of warranty claims (stream `warranty-history-<userId>`): the claims
 * approved at once by a product's policy (contracts/product-policy.ts), and every claim filed,
 * for the store's velocity limit on claims per customer per 90 days
 * (contracts/velocity-limits.ts). FileWarrantyClaim locks it with the claim, so two claims of
 * one customer on different orders are serialised and both the policy's cap of auto-approved
 * claims and the velocity limit hold under concurrent requests. The policy's cap counts only
 * the auto-approvals: what the store handed out without a person looking.
 */
import type { Event } from '../shared/event';

export type ClaimHistoryEvent =
  | Event<
      'WarrantyClaimAutoApproved',
      {
        claimId: number;
        orderId: number;
        productId: number;
        /** ISO time the claim was approved (the command's time, so a rebuild reads the same). */
        approvedAt: string;
      }
    >
  /** A claim was filed (the command's time, ISO); absent for claims filed before it existed. */
  | Event<'WarrantyClaimRecorded', { claimId: number; orderId: number; filedAt: string }>;

/** The times (ISO, oldest first) of the customer's auto-approved claims and of every claim filed. */
export interface ClaimHistory {
  autoApprovedAt: string[];
  filedAt: string[];
}

export const initialClaimHistory: ClaimHistory = { autoApprovedAt: [], filedAt: [] };

/** The history stream of customer `userId`. */
export const claimHistoryStream = (userId: number) => `warranty-history-${userId}`;

export function evolveClaimHistory(state: ClaimHistory, event: ClaimHistoryEvent): ClaimHistory {
  switch (event.type) {
    case 'WarrantyClaimAutoApproved':
      return { ...state, autoApprovedAt: [...state.autoApprovedAt, event.data.approvedAt] };
    case 'WarrantyClaimRecorded':
      return { ...state, filedAt: [...state.filedAt, event.data.filedAt] };
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How many of the history's auto-approvals fall within the `days` days before `now` (an approval
 * exactly `days` days old has left the window).
 */
export function autoApprovalsWithin(history: ClaimHistory, days: number, now: Date): number {
  return within(history.autoApprovedAt, days, now);
}

/** How many claims of the history were filed within the `days` days before `now`. */
export function claimsFiledWithin(history: ClaimHistory, days: number, now: Date): number {
  return within(history.filedAt, days, now);
}

function within(times: readonly string[], days: number, now: Date): number {
  const since = now.getTime() - days * DAY_MS;
  return times.filter((at) => new Date(at).getTime() > since).length;
}
