/**
 * The links of the navigation bar, its account menu and its small-screen sheet
 * (docs/specs/customer-area.md section 2, Navigation bar).
 */
import { hasPermission, isStaff, type Permission, type StaffRole } from '@contracts/staff-roles';
import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssessmentIcon from '@mui/icons-material/Assessment';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HomeIcon from '@mui/icons-material/Home';
import PersonIcon from '@mui/icons-material/Person';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { paths } from '@/config/paths';

export interface NavLink {
  href: string;
  label: string;
  icon: ComponentType<SvgIconProps>;
}

/** Always in the bar. */
export const MAIN_LINKS: readonly NavLink[] = [
  { href: paths.home, label: 'Home', icon: HomeIcon },
  { href: paths.products, label: 'Products', icon: StorefrontIcon },
  { href: paths.categoriesEntry, label: 'Categories', icon: CategoryIcon },
  { href: paths.support, label: 'Support', icon: SupportAgentIcon },
];

/** The signed-in user's menu. */
export const ACCOUNT_LINKS: readonly NavLink[] = [
  { href: paths.dashboard, label: 'Dashboard', icon: DashboardIcon },
  { href: paths.profile, label: 'Profile Settings', icon: PersonIcon },
  { href: paths.orders, label: 'My Orders', icon: ShoppingBagIcon },
  { href: paths.transactions, label: 'Transactions', icon: ReceiptLongIcon },
  { href: paths.addFunds, label: 'Add Funds', icon: AccountBalanceWalletIcon },
  { href: paths.support, label: 'Support', icon: SupportAgentIcon },
];

/** The admin group of the menu (staff only; each link also needs its permission, if any). */
export const ADMIN_LINKS: readonly (NavLink & { permission?: Permission })[] = [
  { href: paths.admin.root, label: 'Admin Panel', icon: AdminPanelSettingsIcon },
  {
    href: paths.admin.reports,
    label: 'Reports Dashboard',
    icon: AssessmentIcon,
    permission: 'reports',
  },
  {
    href: paths.admin.announcements,
    label: 'Announcements',
    icon: CampaignIcon,
    permission: 'content',
  },
  {
    href: paths.admin.telegram,
    label: 'Notifications',
    icon: NotificationsIcon,
    permission: 'settings',
  },
];

/** The admin links someone holding `roles` may use (none for a customer). */
export const adminLinksFor = (roles: readonly StaffRole[]) =>
  isStaff(roles)
    ? ADMIN_LINKS.filter((link) => !link.permission || hasPermission(roles, link.permission))
    : [];

/** Added to the small-screen sheet for signed-in users. */
export const SHEET_ACCOUNT_LINKS: readonly NavLink[] = [
  { href: paths.dashboard, label: 'Dashboard', icon: DashboardIcon },
  { href: paths.orders, label: 'My Orders', icon: ShoppingBagIcon },
  { href: paths.addFunds, label: 'Add Funds', icon: AccountBalanceWalletIcon },
];

/** True when `location` is `href` or below it (Home only matches exactly). */
export function isActiveLink(location: string, href: string): boolean {
  if (href === paths.home) return location === href;
  return location === href || location.startsWith(`${href}/`);
}
