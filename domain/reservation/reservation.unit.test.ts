import { describe, expect, it } from 'vitest';
import { fold } from '../shared/event';
import {
  evolveReservation,
  initialReservation,
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
