/**
 * Coupon status (docs/specs/admin-area.md section 5): expiry from the expiry instant on, and the
 * order of the statuses.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponStatus, isCouponExpired } from './coupon-status';

describe('isCouponExpired', () => {
  it('never expires a coupon without an expiry, and expires one from its expiry instant on', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(isCouponExpired(null, now)).toBe(false);
    expect(isCouponExpired('2026-05-31T23:59:59Z', now)).toBe(true);
    expect(isCouponExpired('2026-06-01T00:00:00.000Z', now)).toBe(true);
    expect(isCouponExpired('2026-06-01T04:00:00+04:00', now)).toBe(true);
    expect(isCouponExpired('2026-06-01T00:00:00.001Z', now)).toBe(false);
  });

  it('is expired exactly when the expiry is not after now, whatever the instants and offsets', () => {
    const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
    fc.assert(
      fc.property(instant, instant, fc.integer({ min: -14, max: 14 }), (expiry, now, hours) => {
        // The same instant written with a whole-hour offset, as an admin's browser sends it.
        const local = new Date(expiry + hours * 3_600_000).toISOString().slice(0, 23);
        const sign = hours < 0 ? '-' : '+';
        const offset = `${sign}${String(Math.abs(hours)).padStart(2, '0')}:00`;
        expect(isCouponExpired(`${local}${offset}`, new Date(now))).toBe(expiry <= now);
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('couponStatus', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const usable = { isActive: true, expiresAt: null, maxUsage: 3, currentUsage: 2 };

  it('is active while switched on, unexpired and with uses left', () => {
    expect(couponStatus(usable, now)).toBe('active');
    expect(couponStatus({ ...usable, expiresAt: '2026-06-01T00:00:00.001Z' }, now)).toBe('active');
  });

  it('is used up once every use is taken, expired from the expiry on, inactive when off', () => {
    expect(couponStatus({ ...usable, currentUsage: 3 }, now)).toBe('used-up');
    expect(couponStatus({ ...usable, expiresAt: '2026-06-01T00:00:00Z' }, now)).toBe('expired');
    expect(couponStatus({ ...usable, isActive: false }, now)).toBe('inactive');
  });

  it('names the first reason in the order the server refuses: inactive, expired, used up', () => {
    const spent = {
      isActive: false,
      expiresAt: '2020-01-01T00:00:00Z',
      maxUsage: 1,
      currentUsage: 1,
    };
    expect(couponStatus(spent, now)).toBe('inactive');
    expect(couponStatus({ ...spent, isActive: true }, now)).toBe('expired');
    expect(couponStatus({ ...spent, isActive: true, expiresAt: null }, now)).toBe('used-up');
  });
});
