import { describe, expect, it } from 'vitest';
import { adminSectionsFor } from './admin-sections';

const labels = (roles: Parameters<typeof adminSectionsFor>[0]) =>
  adminSectionsFor(roles).map((section) => section.label);

describe('admin sections by role', () => {
  it('shows owners and admins every section', () => {
    expect(labels(['owner'])).toHaveLength(14);
    expect(labels(['admin'])).toEqual(labels(['owner']));
  });

  it('shows support tickets, warranty claims and orders, and no Users section', () => {
    expect(labels(['support'])).toEqual(['Orders', 'Support', 'Warranty']);
  });

  it('shows fulfilment and finance their own sections, and the union of several roles', () => {
    expect(labels(['fulfilment'])).toEqual(['Products', 'Orders', 'Categories']);
    expect(labels(['finance'])).toEqual([
      'Dashboard',
      'Orders',
      'Users',
      'Transactions',
      'Reports',
    ]);
    expect(labels(['support', 'fulfilment'])).toEqual([
      'Products',
      'Orders',
      'Support',
      'Warranty',
      'Categories',
    ]);
  });

  it('shows a customer nothing', () => {
    expect(labels([])).toEqual([]);
  });
});
