import { describe, it } from 'vitest';
import { DeciderSpecification, stream, streams } from '../../test/support/decider-specification';
import {
  evolveReservation,
  initialReservation,
  type ReservationEvent,
} from '../reservation/reservation';
import {
  evolveCoupon,
  initialCoupon,
  type Coupon,
  type CouponDetails,
  type CouponEvent,
} from './coupon';
import { couponRefusal, createCoupon, deleteCoupon, updateCoupon } from './decide-coupon';

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
const deleted: CouponEvent = { type: 'CouponDeleted', data: { couponId: 4 } };
const heldBy = (owner: string): ReservationEvent => ({ type: 'ValueReserved', data: { owner } });
const releasedBy = (owner: string): ReservationEvent => ({
  type: 'ValueReleased',
  data: { owner },
});

const coupon = stream(evolveCoupon, initialCoupon);
const reservation = stream(evolveReservation, initialReservation);
const create = DeciderSpecification.for({
  decide: createCoupon,
  given: streams({ coupon, code: reservation }),
});
const update = DeciderSpecification.for({
  decide: updateCoupon,
  given: streams({ coupon, oldCode: reservation, newCode: reservation }),
});
const remove = DeciderSpecification.for({
  decide: (_: void, state: Parameters<typeof deleteCoupon>[0]) => deleteCoupon(state),
  given: streams({ coupon, code: reservation }),
});
/** Whether the coupon applies at the time now (the context); null when it does. */
const refusal = DeciderSpecification.for({
  decide: (_: void, state: Coupon, now: string) => couponRefusal(state, now),
  evolve: evolveCoupon,
  initialState: initialCoupon,
});

describe('CreateCoupon', () => {
  it('creates the coupon with its code in upper case and reserves the code', () => {
    create
      .given({})
      .when({
        couponId: 4,
        details: { ...details, code: ' save15 ', expiresAt: '2030-01-01T10:00:00+04:00' },
      })
      .then({
        code: [heldBy('coupon-4')],
        coupon: [created({ code: 'SAVE15', expiresAt: '2030-01-01T06:00:00.000Z' })],
      });
  });

  it('refuses a code another coupon holds', () => {
    create
      .given({ code: [heldBy('coupon-4')] })
      .when({ couponId: 5, details })
      .thenThrows('conflict', 'A coupon with this code already exists');
  });

  it('refuses a discount outside 1-100, a max usage below 1 and a blank code', () => {
    for (const discountPercentage of [0, 101, 12.5]) {
      create
        .given({})
        .when({ couponId: 4, details: { ...details, discountPercentage } })
        .thenThrows('validation', 'Discount must be between 1 and 100');
    }
    create
      .given({})
      .when({ couponId: 4, details: { ...details, maxUsage: 0 } })
      .thenThrows('validation', 'Max usage must be at least 1');
    create
      .given({})
      .when({ couponId: 4, details: { ...details, code: '  ' } })
      .thenThrows('validation', 'Code is required');
  });
});

describe('UpdateCoupon', () => {
  it('moves the reservation when the code changes and keeps the usage', () => {
    const updated: CouponEvent = {
      type: 'CouponUpdated',
      data: { ...details, code: 'NEW10', discountPercentage: 10 },
    };
    update
      .given({ coupon: [created(), redeemed(1)], oldCode: [heldBy('coupon-4')] })
      .when({ details: { ...details, code: 'new10', discountPercentage: 10 } })
      .then({
        oldCode: [releasedBy('coupon-4')],
        newCode: [heldBy('coupon-4')],
        coupon: [updated],
      });
    update
      .given({ coupon: [created(), redeemed(1), updated] })
      .thenState({ coupon: { status: 'existing', currentUsage: 1 } });
  });

  it('touches no reservation when the code stays (whatever its case)', () => {
    update
      .given({
        coupon: [created()],
        oldCode: [heldBy('coupon-4')],
        newCode: [heldBy('coupon-4')],
      })
      .when({ details: { ...details, code: 'save15', isActive: false } })
      .then({
        oldCode: [],
        newCode: [],
        coupon: [{ type: 'CouponUpdated', data: { ...details, isActive: false } }],
      });
  });

  it('refuses a code another coupon holds and a coupon that does not exist', () => {
    update
      .given({
        coupon: [created()],
        oldCode: [heldBy('coupon-4')],
        newCode: [heldBy('coupon-9')],
      })
      .when({ details: { ...details, code: 'OTHER' } })
      .thenThrows('conflict', 'A coupon with this code already exists');
    update.given({}).when({ details }).thenThrows('not_found', 'Coupon not found');
  });
});

describe('DeleteCoupon', () => {
  it('deletes the coupon and frees its code', () => {
    remove
      .given({ coupon: [created()], code: [heldBy('coupon-4')] })
      .when()
      .then({ code: [releasedBy('coupon-4')], coupon: [deleted] });
  });

  it('does not delete a coupon twice', () => {
    remove
      .given({ coupon: [created(), deleted] })
      .when()
      .thenThrows('not_found', 'Coupon not found');
  });
});

describe('whether a coupon applies', () => {
  const now = '2026-03-01T12:00:00.000Z';

  it('applies while active, unexpired and below its max usage', () => {
    refusal
      .given([created(), redeemed(1), redeemed(2)])
      .when(undefined, now)
      .then(null);
    refusal
      .given([created({ expiresAt: '2026-03-01T12:00:01.000Z' })])
      .when(undefined, now)
      .then(null);
  });

  it('refuses an unknown, deleted or inactive coupon as an invalid code', () => {
    for (const events of [[], [created({ isActive: false })], [created(), deleted]])
      refusal.given(events).when(undefined, now).then('Invalid coupon code');
  });

  it('refuses an expired coupon, from its expiry instant on', () => {
    refusal
      .given([created({ expiresAt: now })])
      .when(undefined, now)
      .then('This coupon has expired');
  });

  it('refuses a coupon used maxUsage times', () => {
    refusal
      .given([created(), redeemed(1), redeemed(2), redeemed(3)])
      .when(undefined, now)
      .then('This coupon has reached its usage limit');
  });
});
