/**
 * Admin users (/admin/users) (admin-area.md section 2.7): search, a few figures, and the users
 * with a Manage Balance dialog each. Login as User comes with impersonation.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import PeopleIcon from '@mui/icons-material/People';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import type { UserDto } from '../../../../../contracts/responses';
import { ErrorMessage, StatusMessage } from '../../../components/status-message';
import { formatDate } from '../../../lib/format-date';
import { formatDollars, formatPrice, toCents } from '../../../lib/money';
import { userDisplayName } from '../../auth/user-display';
import { useAdminUsers } from '../api/get-admin-users';
import { AdminLayout } from './admin-layout';
import { BalanceDialog } from './balance-dialog';

/** Users whose e-mail or name contains the search text. */
export function searchUsers(users: readonly UserDto[], search: string): UserDto[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...users];
  return users.filter((user) =>
    [user.email, user.firstName, user.lastName].some((field) =>
      field.toLowerCase().includes(needle),
    ),
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
        {value}
      </Typography>
    </Paper>
  );
}

export function AdminUsersPage() {
  const { data: users, isPending, error, refetch } = useAdminUsers();
  const [search, setSearch] = useState('');
  const [balanceUser, setBalanceUser] = useState<UserDto | null>(null);
  const shown = users ? searchUsers(users, search) : [];
  const totalBalanceCents = (users ?? []).reduce(
    (sum, user) => sum + (toCents(user.balance) ?? 0),
    0,
  );

  return (
    <AdminLayout title="Users">
      {users && (
        <Grid container spacing={2} sx={{ mb: 3 }}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Figure label="Total Users" value={String(users.length)} />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <Figure
              label="Administrators"
              value={String(users.filter((user) => user.isAdmin).length)}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <Figure label="Total Balances" value={formatDollars(totalBalanceCents)} />
          </Grid>
        </Grid>
      )}

      <TextField
        label="Search users"
        size="small"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ mb: 3, minWidth: { sm: 320 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />

      {error ? (
        <ErrorMessage error={error} title="Could not load users" onRetry={() => void refetch()} />
      ) : isPending ? (
        <Stack spacing={1} aria-busy="true" aria-label="Loading users">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : users.length === 0 ? (
        <StatusMessage icon={<PeopleIcon />} title="No users yet" />
      ) : shown.length === 0 ? (
        <StatusMessage
          icon={<SearchOffIcon />}
          title="No search results found"
          description="Try another search."
        />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Users">
            <TableHead>
              <TableRow>
                <TableCell>Email</TableCell>
                <TableCell>Name</TableCell>
                <TableCell align="right">Balance</TableCell>
                <TableCell>Joined</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((user) => (
                <TableRow key={user.id} hover>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>{user.email}</span>
                      {user.isAdmin && <Chip size="small" color="secondary" label="Admin" />}
                    </Stack>
                  </TableCell>
                  <TableCell>{userDisplayName(user)}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {formatPrice(user.balance)}
                  </TableCell>
                  <TableCell>{formatDate(user.createdAt)}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      variant="outlined"
                      startIcon={<AccountBalanceWalletIcon />}
                      onClick={() => setBalanceUser(user)}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      Manage Balance
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      {balanceUser && <BalanceDialog user={balanceUser} onClose={() => setBalanceUser(null)} />}
    </AdminLayout>
  );
}
