/** The admin order list's delivered preview and page requests (docs/specs/admin-area.md 2.5, sections 4, 7 and 9). */
import { describe, expect, it } from 'vitest';
import { adminOrdersSearchParams } from './api/get-admin-orders';
import { orderStatusBody } from './api/update-order-status';
import { deliveredPreview } from './order-display';

describe('deliveredPreview', () => {
  it('shows the first 30 characters of the delivered content', () => {
    const text = 'Email: buyer@example.com | Password: hunter22';
    expect(deliveredPreview(text)).toBe('Email: buyer@example.com | Pas…');
    expect(deliveredPreview('ABCD-1234')).toBe('ABCD-1234');
    expect(deliveredPreview('x'.repeat(30))).toBe('x'.repeat(30));
    expect(deliveredPreview(null)).toBe('');
  });
});

describe('admin orders requests', () => {
  it('asks for pages of 10 and leaves out the status for all statuses and a blank search', () => {
    expect(adminOrdersSearchParams({ page: 2, search: '  ', status: null, overdue: false })).toBe(
      'page=2&limit=10',
    );
    expect(
      adminOrdersSearchParams({ page: 1, search: ' ORD-7 ', status: 'pending', overdue: false }),
    ).toBe('page=1&limit=10&search=ORD-7&status=pending');
  });

  it('asks for the overdue orders only when the Overdue filter is on', () => {
    expect(adminOrdersSearchParams({ page: 1, search: '', status: null, overdue: true })).toBe(
      'page=1&limit=10&overdue=true',
    );
  });

  it('sends the delivered content only when the new status is completed', () => {
    expect(orderStatusBody({ orderId: 1, status: 'completed', deliveredItem: 'KEY-1' })).toEqual({
      status: 'completed',
      deliveredItem: 'KEY-1',
    });
    expect(orderStatusBody({ orderId: 1, status: 'in_progress', deliveredItem: 'KEY-1' })).toEqual({
      status: 'in_progress',
    });
  });
});
