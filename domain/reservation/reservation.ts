/**
 * A reservation of a unique value (an e-mail address, a category or product URL), held in its own
 * stream so uniqueness is enforced by the event store's expected version, never by a
 * read-then-write check (DESIGN.md "Event store").
 */
import type { Event } from '../shared/event';
import { conflict } from '../shared/errors';

export type ReservationEvent =
  Event<'ValueReserved', { owner: string }> | Event<'ValueReleased', { owner: string }>;

/** Who holds the value, if anyone. */
export interface Reservation {
  owner: string | null;
}

export const initialReservation: Reservation = { owner: null };

export function evolveReservation(_state: Reservation, event: ReservationEvent): Reservation {
  switch (event.type) {
    case 'ValueReserved':
      return { owner: event.data.owner };
    case 'ValueReleased':
      return { owner: null };
  }
}

/** Stream of the reservation of `value` in `namespace` (for example `email`, `product-url`). */
export const reservationStream = (namespace: string, value: string) =>
  `reservation-${namespace}-${value}`;

/**
 * Reserves the value for `owner`. Reserving it again for the same owner changes nothing.
 * @throws conflict with `message` when another owner holds it.
 */
export function reserve(state: Reservation, owner: string, message: string): ReservationEvent[] {
  if (state.owner === owner) return [];
  if (state.owner !== null) throw conflict(message);
  return [{ type: 'ValueReserved', data: { owner } }];
}

/** Releases the value held by `owner`; nothing when someone else (or no one) holds it. */
export function release(state: Reservation, owner: string): ReservationEvent[] {
  return state.owner === owner ? [{ type: 'ValueReleased', data: { owner } }] : [];
}
