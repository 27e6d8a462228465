/**
 * The order a purchase has just placed, handed from the purchase flow to My Orders in the history
 * entry's state, so the address stays /orders as docs/specs/customer-area.md section 4 asks ("on
 * success go to /orders"). My Orders reads it once and then forgets it: browsers keep a history
 * entry's state across reloads, and a reload should not keep highlighting the order.
 */

/** The navigation state of /orders right after a purchase. */
export interface JustPlacedState {
  justPlacedOrderId: number;
}

/** The state to navigate to /orders with after placing order `orderId`. */
export function justPlacedState(orderId: number): JustPlacedState {
  return { justPlacedOrderId: orderId };
}

/** The id of the order just placed, from the current history entry; null when there is none. */
export function justPlacedOrderId(): number | null {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('justPlacedOrderId' in state)) return null;
  const id = state.justPlacedOrderId;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

/** Forgets the order just placed on the current history entry (its address unchanged). */
export function forgetJustPlacedOrder(): void {
  window.history.replaceState(null, '');
}
