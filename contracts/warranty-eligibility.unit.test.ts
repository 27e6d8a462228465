import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLAIM_STATUSES } from './warranty';
import { ORDER_STATUSES } from './requests';
import {
  ALREADY_CLAIMED,
  NO_WARRANTY,
  NOT_COMPLETED,
  REFUNDED_IN_FULL,
  WARRANTY_EXPIRED,
  warrantyEligibility,
} from './warranty-eligibility';

const placedAt = '2026-01-01T12:00:00.000Z';
const order = { status: 'completed' as const, placedAt, warrantyDays: 30 };
const at = (iso: string) => new Date(iso);

describe('warrantyEligibility', () => {
  it('is eligible for a completed order inside its window with no claim', () => {
    expect(warrantyEligibility(order, [], at('2026-01-11T12:00:00.000Z'))).toEqual({
      eligible: true,
      expired: false,
      leftDays: 20,
      warrantyDays: 30,
      warrantyEndDate: '2026-01-31T12:00:00.000Z',
      orderDate: placedAt,
      reason: null,
    });
  });

  it('refuses an order refunded in full; a partial refund leaves it under warranty', () => {
    const now = at('2026-01-11T12:00:00.000Z');
    expect(
      warrantyEligibility({ ...order, totalCents: 999, refundedCents: 999 }, [], now),
    ).toMatchObject({ eligible: false, reason: REFUNDED_IN_FULL });
    expect(
      warrantyEligibility({ ...order, totalCents: 999, refundedCents: 500 }, [], now).eligible,
    ).toBe(true);
    // A free order (total 0) was never refunded.
    expect(
      warrantyEligibility({ ...order, totalCents: 0, refundedCents: 0 }, [], now).eligible,
    ).toBe(true);
  });

  it('counts a part of a day left as a whole day', () => {
    expect(warrantyEligibility(order, [], at('2026-01-31T11:00:00.000Z')).leftDays).toBe(1);
  });

  it('is still eligible at the very end of the window and expired one millisecond later', () => {
    expect(warrantyEligibility(order, [], at('2026-01-31T12:00:00.000Z'))).toMatchObject({
      eligible: true,
      expired: false,
      leftDays: 0,
    });
    expect(warrantyEligibility(order, [], at('2026-01-31T12:00:00.001Z'))).toMatchObject({
      eligible: false,
      expired: true,
      leftDays: 0,
      reason: WARRANTY_EXPIRED,
    });
  });

  it('requires the order to be completed', () => {
    for (const status of ['pending', 'in_progress', 'cancelled'] as const) {
      expect(
        warrantyEligibility({ ...order, status }, [], at('2026-01-02T00:00:00.000Z')),
      ).toMatchObject({ eligible: false, reason: NOT_COMPLETED });
    }
  });

  it('requires the product to carry a warranty', () => {
    expect(
      warrantyEligibility({ ...order, warrantyDays: 0 }, [], at('2026-01-01T12:00:00.000Z')),
    ).toMatchObject({ eligible: false, reason: NO_WARRANTY, warrantyDays: 0 });
  });

  it('allows a new claim only when the last one was rejected', () => {
    const now = at('2026-01-02T00:00:00.000Z');
    const rejected = { status: 'rejected' as const, replacementItem: null };
    expect(warrantyEligibility(order, [rejected], now).eligible).toBe(true);
    expect(warrantyEligibility(order, [rejected, rejected], now).eligible).toBe(true);
    for (const status of ['pending', 'in_review', 'approved', 'resolved'] as const) {
      expect(warrantyEligibility(order, [{ status, replacementItem: null }], now)).toMatchObject({
        eligible: false,
        expired: false,
        reason: ALREADY_CLAIMED,
      });
    }
  });

  it('counts an order as claimed once a claim on it was given a replacement, whatever that claim’s status became', () => {
    const now = at('2026-01-02T00:00:00.000Z');
    const replacedThenRejected = { status: 'rejected' as const, replacementItem: 'new:acct' };
    const rejected = { status: 'rejected' as const, replacementItem: null };
    for (const claims of [[replacedThenRejected], [replacedThenRejected, rejected]]) {
      expect(warrantyEligibility(order, claims, now)).toMatchObject({
        eligible: false,
        reason: ALREADY_CLAIMED,
      });
    }
  });

  it('agrees with the rule counted in calendar days, for any order, claims and time', () => {
    const claimArb = fc.record({
      status: fc.constantFrom(...CLAIM_STATUSES),
      replacementItem: fc.option(fc.constant('new:acct')),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATUSES),
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.integer({ min: -5, max: 400 }),
        fc.integer({ min: -86_400_000, max: 450 * 86_400_000 }),
        fc.array(claimArb, { maxLength: 4 }),
        (status, placed, warrantyDays, after, claims) => {
          const end = new Date(placed);
          end.setUTCDate(end.getUTCDate() + Math.max(0, warrantyDays));
          const now = new Date(placed + after);
          const inWindow = now <= end;
          const free =
            (claims.length === 0 || claims[claims.length - 1]!.status === 'rejected') &&
            claims.every((claim) => claim.replacementItem === null);
          const answer = warrantyEligibility(
            { status, placedAt: new Date(placed).toISOString(), warrantyDays },
            claims,
            now,
          );
          expect(answer.eligible).toBe(
            status === 'completed' && warrantyDays > 0 && inWindow && free,
          );
          expect(answer.expired).toBe(!inWindow);
          expect(answer.warrantyEndDate).toBe(end.toISOString());
          if (inWindow) {
            const left = end.getTime() - now.getTime();
            expect(answer.leftDays * 86_400_000).toBeGreaterThanOrEqual(left);
            expect((answer.leftDays - 1) * 86_400_000).toBeLessThan(left);
          } else expect(answer.leftDays).toBe(0);
        },
      ),
      { numRuns: 5_000 },
    );
  });
});
