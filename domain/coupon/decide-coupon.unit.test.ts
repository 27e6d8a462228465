import { describe, expect, it } from 'vitest';
import {
  evolveReservation,
  initialReservation,
  type ReservationEvent,
} from '../reservation/reservation';
import { fold } from '../shared/event';
import { evolveCoupon, initialCoupon, type CouponDetails, type CouponEvent } from './coupon';
import { couponRefusal, createCoupon, deleteCoupon, updateCoupon } from './decide-coupon';
import { expectDomainError } from '../shared/expect-domain-error';

const details: CouponDetails = {
  code: 'SAVE15',
  discountPercentage: 15,
  maxUsage: 3,
  isActive: true,
  expiresAt: null,
};
const created = (overrides: Partial<CouponDetails> = {}): CouponEvent => ({
  type: 'CouponCreated',
  data: { couponId: 4, ...details, ...overrides },
});
const redeemed = (orderId: number): CouponEvent => ({ type: 'CouponRedeemed', data: { orderId } });
const coupon = (...events: CouponEvent[]) => fold(events, evolveCoupon, initialCoupon);
const reservation = (...events: ReservationEvent[]) =>
  fold(events, evolveReservation, initialReservation);
const heldBy = (owner: string): ReservationEvent => ({ type: 'ValueReserved', data: { owner } });

describe('CreateCoupon', () => {
  it('creates the coupon with its code in upper case and reserves the code', () => {
    const events = createCoupon(
      {
        couponId: 4,
        details: { ...details, code: ' save15 ', expiresAt: '2030-01-01T10:00:00+04:00' },
      },
      { coupon: coupon(), code: reservation() },
    );
    expect(events.code).toEqual([heldBy('coupon-4')]);
    expect(events.coupon).toEqual([
      created({ code: 'SAVE15', expiresAt: '2030-01-01T06:00:00.000Z' }),
    ]);
  });

  it('refuses a code another coupon holds', () => {
    expectDomainError(
      () =>
        createCoupon(
          { couponId: 5, details },
          { coupon: coupon(), code: reservation(heldBy('coupon-4')) },
        ),
      'conflict',
      'A coupon with this code already exists',
    );
  });

  it('refuses a discount outside 1-100, a max usage below 1 and a blank code', () => {
    const state = { coupon: coupon(), code: reservation() };
    for (const discountPercentage of [0, 101, 12.5]) {
      expectDomainError(
        () => createCoupon({ couponId: 4, details: { ...details, discountPercentage } }, state),
        'validation',
        'Discount must be between 1 and 100',
      );
    }
    expectDomainError(
      () => createCoupon({ couponId: 4, details: { ...details, maxUsage: 0 } }, state),
      'validation',
      'Max usage must be at least 1',
    );
    expectDomainError(
      () => createCoupon({ couponId: 4, details: { ...details, code: '  ' } }, state),
      'validation',
      'Code is required',
    );
  });
});

describe('UpdateCoupon', () => {
  it('moves the reservation when the code changes and keeps the usage', () => {
    const events = updateCoupon(
      { details: { ...details, code: 'new10', discountPercentage: 10 } },
      {
        coupon: coupon(created(), redeemed(1)),
        oldCode: reservation(heldBy('coupon-4')),
        newCode: reservation(),
      },
    );
    expect(events.oldCode).toEqual([{ type: 'ValueReleased', data: { owner: 'coupon-4' } }]);
    expect(events.newCode).toEqual([heldBy('coupon-4')]);
    expect(events.coupon).toEqual([
      { type: 'CouponUpdated', data: { ...details, code: 'NEW10', discountPercentage: 10 } },
    ]);
    const after = coupon(created(), redeemed(1), ...events.coupon);
    expect(after.status === 'existing' && after.currentUsage).toBe(1);
  });

  it('touches no reservation when the code stays (whatever its case)', () => {
    const events = updateCoupon(
      { details: { ...details, code: 'save15', isActive: false } },
      {
        coupon: coupon(created()),
        oldCode: reservation(heldBy('coupon-4')),
        newCode: reservation(heldBy('coupon-4')),
      },
    );
    expect(events.oldCode).toEqual([]);
    expect(events.newCode).toEqual([]);
    expect(events.coupon).toEqual([
      { type: 'CouponUpdated', data: { ...details, isActive: false } },
    ]);
  });

  it('refuses a code another coupon holds and a coupon that does not exist', () => {
    expectDomainError(
      () =>
        updateCoupon(
          { details: { ...details, code: 'OTHER' } },
          {
            coupon: coupon(created()),
            oldCode: reservation(heldBy('coupon-4')),
            newCode: reservation(heldBy('coupon-9')),
          },
        ),
      'conflict',
      'A coupon with this code already exists',
    );
    expectDomainError(
      () =>
        updateCoupon(
          { details },
          { coupon: coupon(), oldCode: reservation(), newCode: reservation() },
        ),
      'not_found',
      'Coupon not found',
    );
  });
});

describe('DeleteCoupon', () => {
  it('deletes the coupon and frees its code', () => {
    const events = deleteCoupon({
      coupon: coupon(created()),
      code: reservation(heldBy('coupon-4')),
    });
    expect(events).toEqual({
      code: [{ type: 'ValueReleased', data: { owner: 'coupon-4' } }],
      coupon: [{ type: 'CouponDeleted', data: { couponId: 4 } }],
    });
  });

  it('does not delete a coupon twice', () => {
    const deleted = coupon(created(), { type: 'CouponDeleted', data: { couponId: 4 } });
    expectDomainError(
      () => deleteCoupon({ coupon: deleted, code: reservation() }),
      'not_found',
      'Coupon not found',
    );
  });
});

describe('whether a coupon applies', () => {
  const now = '2026-03-01T12:00:00.000Z';

  it('applies while active, unexpired and below its max usage', () => {
    expect(couponRefusal(coupon(created(), redeemed(1), redeemed(2)), now)).toBeNull();
    expect(
      couponRefusal(coupon(created({ expiresAt: '2026-03-01T12:00:01.000Z' })), now),
    ).toBeNull();
  });

  it('refuses an unknown, deleted or inactive coupon as an invalid code', () => {
    expect(couponRefusal(coupon(), now)).toBe('Invalid coupon code');
    expect(couponRefusal(coupon(created({ isActive: false })), now)).toBe('Invalid coupon code');
    expect(
      couponRefusal(coupon(created(), { type: 'CouponDeleted', data: { couponId: 4 } }), now),
    ).toBe('Invalid coupon code');
  });

  it('refuses an expired coupon, from its expiry instant on', () => {
    expect(couponRefusal(coupon(created({ expiresAt: now })), now)).toBe('This coupon has expired');
  });

  it('refuses a coupon used maxUsage times', () => {
    expect(couponRefusal(coupon(created(), redeemed(1), redeemed(2), redeemed(3)), now)).toBe(
      'This coupon has reached its usage limit',
    );
  });
});
