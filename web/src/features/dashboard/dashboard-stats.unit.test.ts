import { describe, expect, it } from 'vitest';
import {
  activeTicketCount,
  greetingName,
  latest,
  statusOverview,
  totalSpentCents,
} from './dashboard-stats';

describe('customer dashboard figures (docs/specs/admin-area.md 2.2)', () => {
  it('greets by first name, else by the e-mail before the at sign', () => {
    expect(greetingName({ firstName: 'Leyla', email: 'l@x.test' })).toBe('Leyla');
    expect(greetingName({ firstName: '  ', email: 'omar.k@x.test' })).toBe('omar.k');
  });

  it('sums the totals of orders that were not cancelled, in cents', () => {
    expect(
      totalSpentCents([
        { status: 'completed', totalAmount: '19.99' },
        { status: 'pending', totalAmount: '0.01' },
        { status: 'cancelled', totalAmount: '100.00' },
        { status: 'in_progress', totalAmount: '5.10' },
      ]),
    ).toBe(2510);
  });

  it('counts tickets whose status is not closed', () => {
    expect(
      activeTicketCount([
        { status: 'open' },
        { status: 'in_progress' },
        { status: 'closed' },
        { status: 'pending' },
      ]),
    ).toBe(3);
  });

  it('counts completed, in progress and pending orders out of all orders', () => {
    expect(
      statusOverview([
        { status: 'completed' },
        { status: 'completed' },
        { status: 'in_progress' },
        { status: 'pending' },
        { status: 'cancelled' },
      ]),
    ).toEqual({ completed: 2, inProgress: 1, pending: 1, total: 5 });
  });

  it('keeps the five newest items, newest first', () => {
    const items = Array.from({ length: 7 }, (_, i) => ({
      id: i + 1,
      createdAt: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
    }));
    expect(latest(items).map((item) => item.id)).toEqual([7, 6, 5, 4, 3]);
  });
});
