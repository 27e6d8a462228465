import { describe, expect, it } from 'vitest';
import { adminSectionsFor, currentAdminSection } from './admin-sections';

const labels = (roles: Parameters<typeof adminSectionsFor>[0]) =>
  adminSectionsFor(roles).map((section) => section.label);

describe('admin sections by role', () => {
  it('shows owners and admins every section', () => {
    expect(labels(['owner'])).toHaveLength(16);
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

describe('the current admin section', () => {
  const sections = adminSectionsFor(['owner']);
  const current = (location: string) => currentAdminSection(sections, location)?.label;

  it('is the first section at /admin, and the section a detail page belongs to', () => {
    expect(current('/admin')).toBe('Dashboard');
    expect(current('/admin/orders')).toBe('Orders');
    expect(current('/admin/orders/12')).toBe('Orders');
    expect(current('/admin/users/7')).toBe('Users');
  });

  it('is no section for a path that only starts like one', () => {
    expect(current('/admin/ordersx')).toBeUndefined();
    expect(current('/admin/unknown')).toBeUndefined();
  });
});
