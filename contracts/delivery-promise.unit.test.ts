import { describe, expect, it } from 'vitest';
import {
  MANUAL_DELIVERY_MINUTES,
  isAwaitingManualDelivery,
  isOverdue,
  manualDeliveryDeadline,
  millisecondsToDeadline,
  overdueBefore,
  type PromisedOrder,
} from './delivery-promise';

describe('overdue manual orders', () => {
  const now = new Date('2026-11-26T12:00:00.000Z');

  it('are those placed more than the promised 15 minutes ago', () => {
    expect(MANUAL_DELIVERY_MINUTES).toBe(15);
    expect(overdueBefore(now).toISOString()).toBe('2026-11-26T11:45:00.000Z');
  });

  it('keeps an order placed exactly 15 minutes ago on time, and one a millisecond older late', () => {
    const cutoff = overdueBefore(now);
    const placedExactly = new Date('2026-11-26T11:45:00.000Z');
    const placedEarlier = new Date('2026-11-26T11:44:59.999Z');
    expect(placedExactly < cutoff).toBe(false);
    expect(placedEarlier < cutoff).toBe(true);
  });
});

describe('the manual delivery deadline', () => {
  const placed = '2026-11-26T12:00:00.000Z';
  const manual: PromisedOrder = { deliveryType: 'manual', status: 'pending', createdAt: placed };
  const at = (iso: string) => new Date(iso);

  it('is 15 minutes after the order was placed, from a string or a Date', () => {
    expect(manualDeliveryDeadline(placed).toISOString()).toBe('2026-11-26T12:15:00.000Z');
    expect(manualDeliveryDeadline(new Date(placed)).toISOString()).toBe('2026-11-26T12:15:00.000Z');
  });

  it('applies to manual orders pending or in progress only', () => {
    expect(isAwaitingManualDelivery(manual)).toBe(true);
    expect(isAwaitingManualDelivery({ ...manual, status: 'in_progress' })).toBe(true);
    expect(isAwaitingManualDelivery({ ...manual, status: 'completed' })).toBe(false);
    expect(isAwaitingManualDelivery({ ...manual, status: 'cancelled' })).toBe(false);
    expect(isAwaitingManualDelivery({ ...manual, deliveryType: 'automatic' })).toBe(false);
  });

  it('is overdue a millisecond after the deadline, not at it', () => {
    expect(isOverdue(manual, at('2026-11-26T12:14:59.999Z'))).toBe(false);
    expect(isOverdue(manual, at('2026-11-26T12:15:00.000Z'))).toBe(false);
    expect(isOverdue(manual, at('2026-11-26T12:15:00.001Z'))).toBe(true);
  });

  it('agrees with overdueBefore, the rule the server queries by', () => {
    for (const iso of ['2026-11-26T12:15:00.000Z', '2026-11-26T12:15:00.001Z']) {
      const now = at(iso);
      expect(isOverdue(manual, now)).toBe(new Date(placed) < overdueBefore(now));
    }
  });

  it('never makes a delivered, cancelled or automatic order overdue', () => {
    const late = at('2026-11-27T12:00:00.000Z');
    expect(isOverdue({ ...manual, status: 'completed' }, late)).toBe(false);
    expect(isOverdue({ ...manual, status: 'cancelled' }, late)).toBe(false);
    expect(isOverdue({ ...manual, deliveryType: 'automatic' }, late)).toBe(false);
  });

  it('counts the milliseconds left down to 0, and has none for orders it does not apply to', () => {
    expect(millisecondsToDeadline(manual, at('2026-11-26T12:02:26.000Z'))).toBe(754_000);
    expect(millisecondsToDeadline(manual, at('2026-11-26T12:20:00.000Z'))).toBe(0);
    expect(millisecondsToDeadline({ ...manual, status: 'completed' }, at(placed))).toBeNull();
  });
});
