/**
 * Admin users (/admin/users) (docs/specs/admin-area.md sections 2.7, 3, 7 and 8):
 * statistics over every user (total users, admins, total balances, users with a balance), a
 * search sent to GET /api/admin/search/users?q= after a pause in typing (the full list while the
 * box is blank), and the users table with Manage Balance, Ledger (the running
 * balance and who made each entry) and Login as User per row. Export CSV downloads every user the
 * search finds (every user while it is blank). `?balance=<id>` opens that
 * user's Manage Balance at once. A row opens the user's page (/admin/users/{id}).
 */
import { useState } from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PeopleIcon from '@mui/icons-material/People';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useLocation, useSearch } from 'wouter';
import type { UserDto } from '@contracts/responses';
import { hasPermission } from '@contracts/staff-roles';
import { useUser } from '@/api/get-user';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { formatDollars } from '@/lib/money';
import { AdminLayout } from '../../components/admin-layout';
import { AdminSearchField } from '../../components/admin-search-field';
import { toastAdminError } from '../../components/admin-toasts';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { ExportCsvButton } from '../../components/export-csv-button';
import { adminUsersCsvUrl, useAdminUsers } from '../api/get-admin-users';
import { useImpersonateUser } from '../api/impersonate-user';
import { useSearchAdminUsers } from '../api/search-users';
import { userStats } from '../user-stats';
import { BalanceDialog } from './balance-dialog';
import { LedgerDialog } from './ledger-dialog';
import { StaffRolesDialog } from './staff-roles-dialog';
import { SuspensionDialog } from './suspension-dialog';
import { UsersGrid } from './users-grid';

function Figure({ label, value }: { label: string; value: string | null }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
        {value ?? <Skeleton width={80} />}
      </Typography>
    </Paper>
  );
}

function UserFigures({ users }: { users: UserDto[] | undefined }) {
  const stats = users ? userStats(users) : null;
  const figures = [
    { label: 'Total Users', value: stats && String(stats.totalUsers) },
    { label: 'Admins', value: stats && String(stats.admins) },
    { label: 'Total Balances', value: stats && formatDollars(stats.totalBalanceCents) },
    { label: 'Users with Balance', value: stats && String(stats.usersWithBalance) },
  ];
  return (
    <Grid container spacing={2} sx={{ mb: 3 }} component="section" aria-label="User statistics">
      {figures.map((figure) => (
        <Grid key={figure.label} size={{ xs: 6, md: 3 }}>
          <Figure label={figure.label} value={figure.value} />
        </Grid>
      ))}
    </Grid>
  );
}

export function AdminUsersPage() {
  const allUsers = useAdminUsers();
  const [search, setSearch] = useState('');
  const searchText = useDebouncedValue(search.trim());
  const isSearching = searchText !== '';
  const found = useSearchAdminUsers(searchText);
  const shownQuery = isSearching ? found : allUsers;
  const [balanceUser, setBalanceUser] = useState<UserDto | null>(null);
  // `?balance=<id>` (the dashboard's top-up requests) opens that customer's Manage Balance, where
  // their card and PayPal requests are credited, until it is closed once.
  const linkedId = Number(new URLSearchParams(useSearch()).get('balance'));
  const [isLinkClosed, setLinkClosed] = useState(false);
  const linkedUser = isLinkClosed ? undefined : allUsers.data?.find((u) => u.id === linkedId);
  const shownBalanceUser = balanceUser ?? linkedUser ?? null;
  const [ledgerUser, setLedgerUser] = useState<UserDto | null>(null);
  const [rolesUser, setRolesUser] = useState<UserDto | null>(null);
  const [suspensionUser, setSuspensionUser] = useState<UserDto | null>(null);
  const { user: me } = useUser();
  const myRoles = me?.roles ?? [];
  const impersonate = useImpersonateUser();
  const [, navigate] = useLocation();

  const onImpersonate = (user: UserDto) => {
    impersonate.mutate(user.id, {
      onError: (error) => toastAdminError(error, 'Failed to impersonate user'),
    });
  };

  return (
    <AdminLayout title="Users">
      <UserFigures users={allUsers.data} />

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <AdminSearchField label="Search users" value={search} onChange={setSearch} />
        <ExportCsvButton list="users" url={adminUsersCsvUrl(searchText)} />
      </Stack>

      <QueryStates
        query={shownQuery}
        errorTitle="Could not load users"
        loading={<SkeletonRows label="Loading users" height={52} />}
        empty={
          isSearching ? undefined : <StatusMessage icon={<PeopleIcon />} title="No users yet" />
        }
        noMatch={
          <StatusMessage
            icon={<SearchOffIcon />}
            title="No search results found"
            description="No user's e-mail or name contains that text."
          />
        }
        isNoMatch={isSearching && found.data?.length === 0}
      >
        {(users) => (
          <UsersGrid
            users={users}
            onOpen={(user) => navigate(`${paths.admin.users}/${user.id}`)}
            isLoading={shownQuery.isFetching && shownQuery.isPlaceholderData}
            onManageBalance={setBalanceUser}
            onShowLedger={setLedgerUser}
            onImpersonate={onImpersonate}
            onEditRoles={hasPermission(myRoles, 'staff') ? setRolesUser : undefined}
            onSuspension={hasPermission(myRoles, 'users.manage') ? setSuspensionUser : undefined}
            impersonatingId={impersonate.isPending ? (impersonate.variables ?? null) : null}
          />
        )}
      </QueryStates>

      {shownBalanceUser && (
        <BalanceDialog
          user={shownBalanceUser}
          onClose={() => {
            setBalanceUser(null);
            setLinkClosed(true);
          }}
        />
      )}
      {ledgerUser && <LedgerDialog user={ledgerUser} onClose={() => setLedgerUser(null)} />}
      {rolesUser && <StaffRolesDialog user={rolesUser} onClose={() => setRolesUser(null)} />}
      {suspensionUser && (
        <SuspensionDialog user={suspensionUser} onClose={() => setSuspensionUser(null)} />
      )}
    </AdminLayout>
  );
}
