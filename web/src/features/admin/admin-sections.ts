/**
 * The admin sections (docs/specs/admin-area.md 2.1) and the permission each needs
 * (contracts/staff-roles.ts): the admin menu shows a staff member only what their roles may use,
 * and /admin opens the first of them.
 */
import type { ComponentType } from 'react';
import AssessmentIcon from '@mui/icons-material/Assessment';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GppBadIcon from '@mui/icons-material/GppBad';
import HistoryIcon from '@mui/icons-material/History';
import KeyIcon from '@mui/icons-material/Key';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PeopleIcon from '@mui/icons-material/People';
import RateReviewIcon from '@mui/icons-material/RateReview';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import WebhookIcon from '@mui/icons-material/Webhook';
import { hasPermission, type Permission, type StaffRole } from '@contracts/staff-roles';
import { paths } from '@/config/paths';

export interface AdminSection {
  href: string;
  label: string;
  permission: Permission;
  /** The sidebar's icon. */
  icon: ComponentType<{ fontSize?: 'small' }>;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { href: paths.admin.dashboard, label: 'Dashboard', permission: 'dashboard', icon: DashboardIcon },
  { href: paths.admin.products, label: 'Products', permission: 'catalogue', icon: Inventory2Icon },
  { href: paths.admin.orders, label: 'Orders', permission: 'orders.read', icon: ReceiptLongIcon },
  { href: paths.admin.support, label: 'Support', permission: 'tickets', icon: SupportAgentIcon },
  { href: paths.admin.users, label: 'Users', permission: 'users.read', icon: PeopleIcon },
  {
    href: paths.admin.warranty,
    label: 'Warranty',
    permission: 'warranty',
    icon: VerifiedUserIcon,
  },
  { href: paths.admin.fraud, label: 'Fraud Rules', permission: 'users.manage', icon: GppBadIcon },
  { href: paths.admin.coupons, label: 'Coupons', permission: 'content', icon: LocalOfferIcon },
  { href: paths.admin.comments, label: 'Comments', permission: 'content', icon: RateReviewIcon },
  {
    href: paths.admin.categories,
    label: 'Categories',
    permission: 'catalogue',
    icon: CategoryIcon,
  },
  {
    href: paths.admin.transactions,
    label: 'Transactions',
    permission: 'transactions',
    icon: SwapHorizIcon,
  },
  { href: paths.admin.reports, label: 'Reports', permission: 'reports', icon: AssessmentIcon },
  {
    href: paths.admin.announcements,
    label: 'Announcements',
    permission: 'content',
    icon: CampaignIcon,
  },
  {
    href: paths.admin.telegram,
    label: 'Notifications',
    permission: 'settings',
    icon: NotificationsIcon,
  },
  { href: paths.admin.webhooks, label: 'Webhooks', permission: 'settings', icon: WebhookIcon },
  { href: paths.admin.audit, label: 'Audit Log', permission: 'audit', icon: HistoryIcon },
  { href: paths.admin.apiKeys, label: 'API Keys', permission: 'integrations', icon: KeyIcon },
];

/** The sections someone holding `roles` may use, in menu order. */
export const adminSectionsFor = (roles: readonly StaffRole[]): AdminSection[] =>
  ADMIN_SECTIONS.filter((section) => hasPermission(roles, section.permission));

/**
 * The section `location` is in (a detail page such as /admin/orders/12 is in Orders); /admin is
 * the first section, which it shows. Undefined outside every section.
 */
export function currentAdminSection(
  sections: readonly AdminSection[],
  location: string,
): AdminSection | undefined {
  if (location === paths.admin.root) return sections[0];
  return sections.find(
    (section) => location === section.href || location.startsWith(`${section.href}/`),
  );
}
