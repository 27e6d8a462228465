/** Coupon expiry (docs/specs/admin-area.md section 5): from the expiry instant on. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCouponExpired } from './coupon-expiry';

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
