import { describe, expect, it } from 'vitest';
import { fold } from '../shared/event';
import {
  evolveReservation,
  initialReservation,
  moveReservations,
  release,
  reserve,
  type ReservationEvent,
} from './reservation';

const given = (events: ReservationEvent[]) => fold(events, evolveReservation, initialReservation);

describe('Reservation', () => {
  it('reserves a free value, is idempotent for its owner and refuses others', () => {
    const taken = reserve(given([]), 'user-1', 'Email already registered');
    expect(taken).toEqual([{ type: 'ValueReserved', data: { owner: 'user-1' } }]);
    expect(reserve(given(taken), 'user-1', 'taken')).toEqual([]);
    expect(() => reserve(given(taken), 'user-2', 'Email already registered')).toThrow(
      'Email already registered',
    );
  });

  it('frees a value only for its owner', () => {
    const taken: ReservationEvent[] = [{ type: 'ValueReserved', data: { owner: 'product-1' } }];
    expect(release(given(taken), 'product-2')).toEqual([]);
    const released = release(given(taken), 'product-1');
    expect(reserve(given([...taken, ...released]), 'product-2', 'taken')).toHaveLength(1);
  });
});

describe('moveReservations', () => {
  const held = (owner: string | null) => ({ owner });
  const message = (value: string) => `${value} is taken`;

  it('releases the values left, reserves the ones taken, claims a kept free one', () => {
    const events = moveReservations(
      'product-1',
      { current: ['old', 'kept', 'legacy'], next: ['kept', 'legacy', 'new'] },
      new Map([
        ['old', held('product-1')],
        ['kept', held('product-1')],
        ['legacy', held(null)],
        ['new', held(null)],
      ]),
      message,
    );
    expect(Object.fromEntries(events)).toEqual({
      old: [{ type: 'ValueReleased', data: { owner: 'product-1' } }],
      legacy: [{ type: 'ValueReserved', data: { owner: 'product-1' } }],
      new: [{ type: 'ValueReserved', data: { owner: 'product-1' } }],
    });
  });

  it('refuses a new value another owner holds, and leaves a kept one it holds alone', () => {
    const states = new Map([['shared', held('product-2')]]);
    expect(() =>
      moveReservations('product-1', { current: [], next: ['shared'] }, states, message),
    ).toThrow('shared is taken');
    expect(
      moveReservations('product-1', { current: ['shared'], next: ['shared'] }, states, message),
    ).toEqual(new Map());
  });
});
