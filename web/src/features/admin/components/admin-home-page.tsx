/**
 * /admin: the dashboard (docs/specs/admin-area.md 2.3) for staff who may see it; anyone else goes
 * to the first admin section their roles may use.
 */
import { Redirect } from 'wouter';
import { hasPermission } from '@contracts/staff-roles';
import { useUser } from '@/api/get-user';
import { paths } from '@/config/paths';
import { adminSectionsFor } from '../admin-sections';
import { AdminDashboardPage } from '../dashboard/components/admin-dashboard-page';

export function AdminHomePage() {
  const { user } = useUser();
  const roles = user?.roles ?? [];
  if (hasPermission(roles, 'dashboard')) return <AdminDashboardPage />;
  return <Redirect to={adminSectionsFor(roles)[0]?.href ?? paths.home} replace />;
}
