/**
 * The admin sections (docs/specs/admin-area.md 2.1) and the permission each needs
 * (contracts/staff-roles.ts): the admin menu shows a staff member only what their roles may use,
 * and /admin opens the first of them.
 */
import { hasPermission, type Permission, type StaffRole } from '@contracts/staff-roles';
import { paths } from '@/config/paths';

export interface AdminSection {
  href: string;
  label: string;
  permission: Permission;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { href: paths.admin.dashboard, label: 'Dashboard', permission: 'dashboard' },
  { href: paths.admin.products, label: 'Products', permission: 'catalogue' },
  { href: paths.admin.orders, label: 'Orders', permission: 'orders.read' },
  { href: paths.admin.support, label: 'Support', permission: 'tickets' },
  { href: paths.admin.users, label: 'Users', permission: 'users.read' },
  { href: paths.admin.warranty, label: 'Warranty', permission: 'warranty' },
  { href: paths.admin.coupons, label: 'Coupons', permission: 'content' },
  { href: paths.admin.comments, label: 'Comments', permission: 'content' },
  { href: paths.admin.categories, label: 'Categories', permission: 'catalogue' },
  { href: paths.admin.transactions, label: 'Transactions', permission: 'transactions' },
  { href: paths.admin.reports, label: 'Reports', permission: 'reports' },
  { href: paths.admin.announcements, label: 'Announcements', permission: 'content' },
  { href: paths.admin.telegram, label: 'Telegram', permission: 'settings' },
  { href: paths.admin.audit, label: 'Audit Log', permission: 'audit' },
];

/** The sections someone holding `roles` may use, in menu order. */
export const adminSectionsFor = (roles: readonly StaffRole[]): AdminSection[] =>
  ADMIN_SECTIONS.filter((section) => hasPermission(roles, section.permission));
