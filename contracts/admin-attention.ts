/**
 * What needs an owner's attention now: the rules behind the admin dashboard's "needs attention"
 * panel (GET /api/admin/attention), shared by the server that counts and the web app that
 * explains them. Each item names the permission needed to act on it (contracts/staff-roles.ts):
 * staff see only the items their roles may handle.
 */
import type { Permission } from './staff-roles';

/**
 * An active automatic product with fewer stock items than this is running low. Five is a few
 * ordinary purchases (most buy one to three keys): enough warning to restock before buyers meet
 * Out of Stock, without flagging products that are merely not overstocked.
 */
export const LOW_STOCK_THRESHOLD = 5;

/** The things the panel counts, in the order it lists them. */
export const ATTENTION_KINDS = [
  'overdueOrders',
  'waitingOrders',
  'openTickets',
  'pendingClaims',
  'topUpRequests',
  'reviewsToModerate',
  'lowStock',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

/** The permission needed to act on each kind. */
export const ATTENTION_PERMISSIONS: Record<AttentionKind, Permission> = {
  overdueOrders: 'orders.fulfil',
  waitingOrders: 'orders.fulfil',
  openTickets: 'tickets',
  pendingClaims: 'warranty',
  topUpRequests: 'balances',
  reviewsToModerate: 'content',
  lowStock: 'stock',
};

/** One count of the panel. */
export interface AttentionItemDto {
  kind: AttentionKind;
  count: number;
  /**
   * For top-up requests: the customer whose request has waited longest, so the panel opens their
   * Manage Balance dialog where requests are credited; null otherwise or when none waits.
   */
  userId: number | null;
}

/** GET /api/admin/attention: the kinds the caller may act on, in ATTENTION_KINDS order. */
export interface AttentionDto {
  items: AttentionItemDto[];
}
