import { describe, expect, it } from 'vitest';
import { adminOrdersCsvUrl, adminOrdersSearchParams } from './get-admin-orders';

describe("the orders list's addresses", () => {
  it('asks for a page with its size and the filters that are set', () => {
    expect(
      adminOrdersSearchParams({ page: 3, search: ' KM-0001 ', status: 'pending', overdue: true }),
    ).toBe('page=3&limit=10&search=KM-0001&status=pending&overdue=true');
    expect(adminOrdersSearchParams({ page: 1, search: ' ', status: null, overdue: false })).toBe(
      'page=1&limit=10',
    );
  });

  it('exports with the same filters and no paging', () => {
    expect(adminOrdersCsvUrl({ search: 'ada@x.test', status: 'in_progress', overdue: true })).toBe(
      '/api/admin/orders.csv?search=ada%40x.test&status=in_progress&overdue=true',
    );
    expect(adminOrdersCsvUrl({ search: '', status: null, overdue: false })).toBe(
      '/api/admin/orders.csv',
    );
  });
});
