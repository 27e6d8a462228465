/**
 * The users table (docs/specs/admin-area.md sections 2.7 and 3, User): e-mail (with whether it is
 * verified), name, country, balance, joined and role, with Manage Balance, Ledger and Login as User per row. Sorted and paged
 * in the browser (10 rows first). On a phone only the e-mail (with the name and balance under it)
 * and the actions stay, so no column needs sideways scrolling.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import BlockIcon from '@mui/icons-material/Block';
import LoginIcon from '@mui/icons-material/Login';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { GridActionsCell } from '@mui/x-data-grid';
import type { GridCellParams, GridColDef } from '@mui/x-data-grid';
import type { UserDto } from '@contracts/responses';
import { STAFF_ROLE_LABELS } from '@contracts/staff-roles';
import { findCountry } from '@/config/countries';
import { formatDate } from '@/lib/format-date';
import { formatDollars, formatPrice, toCents } from '@/lib/money';
import { userDisplayName } from '@/lib/user-display';
import { AdminDataGrid } from '../../components/admin-data-grid';

/** Rows per page first shown, and the choices offered. */

export interface UserRowActions {
  /** Set when the signed-in staff member may change staff roles (owners). */
  onEditRoles?: ((user: UserDto) => void) | undefined;
  /** Set when they may suspend accounts and lift suspensions. */
  onSuspension?: ((user: UserDto) => void) | undefined;
  onManageBalance: (user: UserDto) => void;
  /** Opens the user's ledger with its running balance. */
  onShowLedger: (user: UserDto) => void;
  onImpersonate: (user: UserDto) => void;
  /** The user whose Login as User call is running, if any: its buttons show progress. */
  impersonatingId: number | null;
}

/** The staff roles (purple) or Customer (plain), and Suspended (red) when it is. */
function RoleChips({ user }: { user: UserDto }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, py: 1 }}>
      {user.roles.length > 0 ? (
        user.roles.map((role) => (
          <Chip key={role} size="small" color="secondary" label={STAFF_ROLE_LABELS[role]} />
        ))
      ) : (
        <Chip size="small" variant="outlined" label="Customer" />
      )}
      {user.suspension && <Chip size="small" color="error" label="Suspended" />}
    </Box>
  );
}

/** The country's name for a stored slug ("uae" -> "United Arab Emirates"); unknown slugs as sent. */
function countryName(value: string): string {
  return findCountry(value)?.label ?? (value || '—');
}

/** The less frequent actions of a row behind one button: staff roles, suspension. */
function MoreUserActions({ user, actions }: { user: UserDto; actions: UserRowActions }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: ((user: UserDto) => void) | undefined) => () => {
    setAnchor(null);
    action?.(user);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={`More actions for ${user.email}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.onEditRoles && (
          <MenuItem onClick={choose(actions.onEditRoles)}>
            <ListItemIcon>
              <BadgeOutlinedIcon fontSize="small" />
            </ListItemIcon>
            Staff roles
          </MenuItem>
        )}
        {actions.onSuspension && (
          <MenuItem onClick={choose(actions.onSuspension)}>
            <ListItemIcon>
              <BlockIcon fontSize="small" />
            </ListItemIcon>
            {user.suspension ? 'Lift suspension' : 'Suspend account'}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}

function columnsFor(isPhone: boolean, actions: UserRowActions): GridColDef<UserDto>[] {
  return [
    {
      field: 'email',
      headerName: 'Email',
      flex: 1.4,
      minWidth: isPhone ? 140 : 200,
      renderCell: ({ row }) => (
        <Box sx={{ py: 1.25, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.email}
          </Typography>
          <Typography
            variant="caption"
            component="p"
            color={row.emailVerified ? 'success.main' : 'text.secondary'}
          >
            {row.emailVerified ? 'Verified' : 'Not verified'}
          </Typography>
          {isPhone && (
            <Typography variant="caption" color="text.secondary" component="p">
              {userDisplayName(row)}
              {row.isAdmin ? ' · Admin' : ''} · {formatPrice(row.balance)}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      field: 'name',
      headerName: 'Name',
      flex: 1,
      minWidth: 130,
      valueGetter: (_value, row) => userDisplayName(row),
    },
    {
      field: 'country',
      headerName: 'Country',
      flex: 0.8,
      minWidth: 120,
      valueGetter: (value: string) => countryName(value),
    },
    {
      field: 'balance',
      headerName: 'Balance',
      type: 'number',
      width: 120,
      valueGetter: (value: string) => toCents(value) ?? 0,
      valueFormatter: (cents: number) => formatDollars(cents),
      cellClassName: 'balance-cell',
    },
    {
      field: 'createdAt',
      headerName: 'Joined',
      width: 120,
      valueFormatter: (value: string) => formatDate(value),
    },
    {
      field: 'isAdmin',
      headerName: 'Role',
      width: 150,
      valueGetter: (_value, row) =>
        row.roles.length > 0
          ? row.roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ')
          : 'Customer',
      renderCell: ({ row }) => <RoleChips user={row} />,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: isPhone ? 176 : 470,
      renderCell: (params) => {
        const user = params.row;
        const isImpersonating = actions.impersonatingId === user.id;
        return (
          <GridActionsCell {...params} suppressChildrenValidation>
            <Button
              size="small"
              variant="outlined"
              startIcon={<AccountBalanceWalletIcon />}
              onClick={() => actions.onManageBalance(user)}
              sx={{ whiteSpace: 'nowrap' }}
            >
              Manage Balance
            </Button>
            <Button
              size="small"
              variant="outlined"
              startIcon={<ReceiptLongOutlinedIcon />}
              onClick={() => actions.onShowLedger(user)}
              sx={{ whiteSpace: 'nowrap' }}
            >
              Ledger
            </Button>
            <Button
              size="small"
              variant="text"
              startIcon={<LoginIcon />}
              // Staff and suspended accounts cannot be impersonated (the server refuses with 403).
              disabled={
                user.isAdmin || user.suspension !== null || actions.impersonatingId !== null
              }
              title={
                user.isAdmin
                  ? 'Administrators cannot be impersonated'
                  : user.suspension
                    ? 'Suspended accounts cannot be impersonated'
                    : undefined
              }
              onClick={() => actions.onImpersonate(user)}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {isImpersonating ? 'Logging in...' : 'Login as User'}
            </Button>
            {(actions.onEditRoles || actions.onSuspension) && (
              <MoreUserActions user={user} actions={actions} />
            )}
          </GridActionsCell>
        );
      },
    },
  ];
}

/** `onOpen`: a click on a row (outside its buttons), or Enter on one of its cells, opens the user. */
export function UsersGrid({
  users,
  isLoading,
  onOpen,
  ...actions
}: { users: UserDto[]; isLoading: boolean; onOpen: (user: UserDto) => void } & UserRowActions) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <AdminDataGrid
      rows={users}
      columns={columnsFor(isPhone, actions)}
      phoneHidden={['name', 'country', 'balance', 'createdAt', 'isAdmin']}
      loading={isLoading}
      label="Users"
      onCellClick={({ row, field }: GridCellParams<UserDto>) => {
        if (field !== 'actions') onOpen(row);
      }}
      onCellKeyDown={({ row, field }: GridCellParams<UserDto>, event) => {
        if (event.key === 'Enter' && field !== 'actions') onOpen(row);
      }}
      sx={{
        '& .MuiDataGrid-row': { cursor: 'pointer' },
        '& .balance-cell': { fontWeight: 700 },
        // Text buttons, stacked on a phone.
        '& .MuiDataGrid-actionsCell': isPhone
          ? { flexDirection: 'column', alignItems: 'stretch', gap: 1, py: 1 }
          : { gap: 1 },
      }}
    />
  );
}
