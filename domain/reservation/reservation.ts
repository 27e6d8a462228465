/**
 * A reservation of a unique value (an e-mail address, a category or product URL), held in its own
 * stream so uniqueness is enforced by the event store's expected version, never by a
 * read-then-write check (ARCHITECTURE.md "Event store").
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

/**
 * Moves `owner`'s hold in one namespace from the values `current` to the values `next`: releases
 * the values it leaves, reserves the ones it takes, and claims a value it keeps that no one holds
 * (one given before such values were reserved). A kept value another owner holds is left alone.
 * `states` holds the reservation of every value of both lists.
 * @throws conflict with `message(value)` when another owner holds a value it takes
 */
export function moveReservations(
  owner: string,
  values: { current: readonly string[]; next: readonly string[] },
  states: ReadonlyMap<string, Reservation>,
  message: (value: string) => string,
): Map<string, ReservationEvent[]> {
  const stateOf = (value: string) => states.get(value) ?? initialReservation;
  const events = new Map<string, ReservationEvent[]>();
  for (const value of new Set(values.current))
    if (!values.next.includes(value)) events.set(value, release(stateOf(value), owner));
  for (const value of new Set(values.next)) {
    const state = stateOf(value);
    const kept = values.current.includes(value);
    if (kept && state.owner !== null) continue;
    events.set(value, reserve(state, owner, message(value)));
  }
  return events;
}
