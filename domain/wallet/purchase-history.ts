/**
 * A customer's recent purchases, folded from their wallet stream's PurchaseDebited events: what
 * the per-customer daily limit of a product (contracts/purchase-limits.ts) counts. The wallet
 * stream already serialises a customer's purchases (each one appends to it at the version it
 * loaded), so a count folded from it is exact under concurrent purchases, batched or not.
 * Units bought count whatever happens to the order later: a refund does not give the allowance
 * back, so buying and refunding cannot pass the limit.
 */
import type { WalletEvent } from './wallet';

/** How far back purchases are kept: longer than any store day (25 hours at a clock change). */
export const PURCHASE_HISTORY_HOURS = 48;

/** One purchase: the product, its units and its time (ISO). */
export interface RecentPurchase {
  productId: number;
  quantity: number;
  at: string;
}

/** The purchases of the PURCHASE_HISTORY_HOURS up to the latest one, oldest first. */
export interface PurchaseHistory {
  recent: readonly RecentPurchase[];
}

export const initialPurchaseHistory: PurchaseHistory = { recent: [] };

export function evolvePurchaseHistory(state: PurchaseHistory, event: WalletEvent): PurchaseHistory {
  if (event.type !== 'PurchaseDebited') return state;
  const { productId, at, quantity } = event.data;
  // Purchases recorded before the fields existed are older than any day the limit counts.
  if (productId === undefined || at === undefined) return state;
  const since = Date.parse(at) - PURCHASE_HISTORY_HOURS * 3_600_000;
  return {
    recent: [
      ...state.recent.filter((purchase) => Date.parse(purchase.at) > since),
      { productId, quantity, at },
    ],
  };
}

/** Units of `productId` bought at or after `since` (ISO: the start of the store day). */
export function unitsBoughtSince(
  history: PurchaseHistory,
  productId: number,
  since: string,
): number {
  const start = Date.parse(since);
  return history.recent
    .filter((purchase) => purchase.productId === productId && Date.parse(purchase.at) >= start)
    .reduce((total, purchase) => total + purchase.quantity, 0);
}
