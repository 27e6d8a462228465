/** Admin screens a later issue builds (admin-area.md 2.2-2.15), shown inside the admin frame. */
import type { ComponentType } from 'react';
import Button from '@mui/material/Button';
import ConstructionIcon from '@mui/icons-material/Construction';
import { StatusMessage } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { AdminLayout } from './admin-layout';

export function adminComingSoon(title: string): ComponentType {
  const Page = () => (
    <AdminLayout title={title}>
      <StatusMessage
        icon={<ConstructionIcon />}
        title="This admin screen is coming soon"
        description="Products and user balances can already be managed."
        action={
          <Button variant="contained" href={paths.admin.products}>
            Go to Products
          </Button>
        }
      />
    </AdminLayout>
  );
  Page.displayName = `AdminComingSoon(${title})`;
  return Page;
}
