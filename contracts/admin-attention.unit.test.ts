import { describe, expect, it } from 'vitest';
import { MANUAL_DELIVERY_MINUTES, overdueBefore } from './admin-attention';

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
