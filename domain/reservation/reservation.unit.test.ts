import { describe, it } from 'vitest';
import { DeciderSpecification, streamsByKey } from '../../test/support/decider-specification';
import {
  evolveReservation,
  initialReservation,
  moveReservations,
  release,
  reserve,
  type Reservation,
  type ReservationEvent,
} from './reservation';

const reservation = { evolve: evolveReservation, initialState: initialReservation };
const reserving = DeciderSpecification.for({
  decide: (command: { owner: string; message: string }, state: Reservation) =>
    reserve(state, command.owner, command.message),
  ...reservation,
});
const releasing = DeciderSpecification.for({
  decide: (owner: string, state: Reservation) => release(state, owner),
  ...reservation,
});
/** Given the reservation of each value (by value), when `owner` moves from `current` to `next`. */
const moving = DeciderSpecification.for({
  decide: (
    command: { owner: string; current: string[]; next: string[] },
    states: ReadonlyMap<string, Reservation>,
  ) =>
    moveReservations(
      command.owner,
      { current: command.current, next: command.next },
      states,
      (value) => `${value} is taken`,
    ),
  given: streamsByKey(evolveReservation, initialReservation),
});
const heldBy = (owner: string): ReservationEvent => ({ type: 'ValueReserved', data: { owner } });
const releasedBy = (owner: string): ReservationEvent => ({
  type: 'ValueReleased',
  data: { owner },
});

describe('Reservation', () => {
  it('reserves a free value, is idempotent for its owner and refuses others', () => {
    reserving
      .given([])
      .when({ owner: 'user-1', message: 'Email already registered' })
      .then([heldBy('user-1')]);
    reserving
      .given([heldBy('user-1')])
      .when({ owner: 'user-1', message: 'taken' })
      .then([]);
    reserving
      .given([heldBy('user-1')])
      .when({ owner: 'user-2', message: 'Email already registered' })
      .thenThrows('conflict', 'Email already registered');
  });

  it('frees a value only for its owner', () => {
    releasing
      .given([heldBy('product-1')])
      .when('product-2')
      .then([]);
    releasing
      .given([heldBy('product-1')])
      .when('product-1')
      .then([releasedBy('product-1')]);
    reserving
      .given([heldBy('product-1'), releasedBy('product-1')])
      .when({ owner: 'product-2', message: 'taken' })
      .then([heldBy('product-2')]);
  });
});

describe('moveReservations', () => {
  it('releases the values left, reserves the ones taken, claims a kept free one', () => {
    moving
      .given({ old: [heldBy('product-1')], kept: [heldBy('product-1')], legacy: [], new: [] })
      .when({
        owner: 'product-1',
        current: ['old', 'kept', 'legacy'],
        next: ['kept', 'legacy', 'new'],
      })
      .then(
        new Map([
          ['old', [releasedBy('product-1')]],
          ['legacy', [heldBy('product-1')]],
          ['new', [heldBy('product-1')]],
        ]),
      );
  });

  it('refuses a new value another owner holds, and leaves a kept one it holds alone', () => {
    const states = { shared: [heldBy('product-2')] };
    moving
      .given(states)
      .when({ owner: 'product-1', current: [], next: ['shared'] })
      .thenThrows('conflict', 'shared is taken');
    moving
      .given(states)
      .when({ owner: 'product-1', current: ['shared'], next: ['shared'] })
      .then(new Map());
  });
});
