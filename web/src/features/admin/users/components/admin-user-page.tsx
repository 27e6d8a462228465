/**
 * One customer for staff (/admin/users/{id}), opened from a row of the users list or an order's
 * page: the profile, balance and Total Spent (the customer dashboard's rule, lib/total-spent.ts),
 * the Users list's actions (Manage Balance, Ledger, Download statement, Login as User, staff roles
 * suspension and the wallet freeze for those who may; a frozen wallet's reason in a warning at
 * the top), and the orders (each opening its page), deposits, tickets and
 * warranty claims the staff member's roles may read. Loading, not-found and error states.
 */
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import LoginIcon from '@mui/icons-material/Login';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useParams } from 'wouter';
import type { AdminUserDetailDto } from '@contracts/admin-user-detail';
import type { DepositDto } from '@contracts/payments';
import type { OrderDto, UserDto } from '@contracts/responses';
import { STAFF_ROLE_LABELS, hasPermission } from '@contracts/staff-roles';
import type { SupportTicketDto } from '@contracts/support';
import type { WalletFreezeDto } from '@contracts/wallet-freeze';
import type { WarrantyClaimDto } from '@contracts/warranty';
import { useUser } from '@/api/get-user';
import { ClaimStatusChip } from '@/components/claim-status-chip';
import { OrderStatusChip, orderNumberOf } from '@/components/order-status-chip';
import { RouterLink } from '@/components/router-link';
import { StatementDownload } from '@/components/statement-download';
import { findCountry } from '@/config/countries';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { formatDollars, formatPrice } from '@/lib/money';
import { totalSpentCents } from '@/lib/total-spent';
import { userDisplayName } from '@/lib/user-display';
import { DetailPage, DetailSection, Facts } from '../../components/detail-parts';
import { toastAdminError } from '../../components/admin-toasts';
import { useAdminUser } from '../api/get-admin-user';
import { useImpersonateUser } from '../api/impersonate-user';
import { BalanceDialog } from './balance-dialog';
import { LedgerDialog } from './ledger-dialog';
import { StaffRolesDialog } from './staff-roles-dialog';
import { SuspensionDialog } from './suspension-dialog';
import { WalletFreezeDialog } from './wallet-freeze-dialog';

type Dialog = 'balance' | 'ledger' | 'roles' | 'suspension' | 'freeze';

export function AdminUserPage() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const detail = useAdminUser(id);
  return (
    <DetailPage
      id={id}
      query={detail}
      noun="user"
      titleOf={(data) => data.user.email}
      listHref={paths.admin.users}
      notFound="No account has this number."
    >
      {(data) => <UserDetail detail={data} />}
    </DetailPage>
  );
}

function UserDetail({ detail }: { detail: AdminUserDetailDto }) {
  const { user, walletFreeze, orders, deposits, tickets, claims } = detail;
  return (
    <Grid container spacing={3}>
      {walletFreeze && (
        <Grid size={12}>
          <Alert severity="warning" role="status" aria-label="Wallet frozen">
            <AlertTitle>Wallet frozen</AlertTitle>
            {walletFreeze.reason} (since {formatDateTime(walletFreeze.since)}). Purchases and
            warranty claims are refused until the wallet is unfrozen.
          </Alert>
        </Grid>
      )}
      <Grid size={{ xs: 12, md: 7 }}>
        <DetailSection id="profile" title="Profile">
          <Facts
            facts={[
              ['Name', userDisplayName(user)],
              ['E-mail', `${user.email}${user.emailVerified ? '' : ' (not verified)'}`],
              ['Country', findCountry(user.country)?.label ?? (user.country || '—')],
              ['Joined', formatDateTime(user.createdAt)],
              [
                'Role',
                user.roles.length > 0
                  ? user.roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ')
                  : 'Customer',
              ],
              ['Suspended', user.suspension ? `Yes: ${user.suspension.reason}` : 'No'],
              ['Wallet', walletFreeze ? `Frozen: ${walletFreeze.reason}` : 'Active'],
            ]}
          />
        </DetailSection>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <DetailSection id="money" title="Balance">
          <Facts
            facts={[
              ['Balance', formatPrice(user.balance)],
              ...(orders
                ? [['Total Spent', formatDollars(totalSpentCents(orders))] as [string, string]]
                : []),
            ]}
          />
          <UserActions user={user} walletFreeze={walletFreeze} />
        </DetailSection>
      </Grid>
      <RowsSection id="orders" title="Orders" empty="No orders yet" rows={orders?.map(orderRow)} />
      <RowsSection
        id="deposits"
        title="Deposits"
        isHalf
        empty="No deposits yet"
        rows={deposits?.map(depositRow)}
      />
      <RowsSection
        id="tickets"
        title="Tickets"
        isHalf
        empty="No tickets yet"
        rows={tickets?.map(ticketRow)}
      />
      <RowsSection
        id="claims"
        title="Warranty claims"
        empty="No warranty claims found"
        rows={claims?.map(claimRow)}
      />
    </Grid>
  );
}

/** The actions of the Users list for this user, each shown only to roles that may take it. */
function UserActions({
  user,
  walletFreeze,
}: {
  user: UserDto;
  walletFreeze: WalletFreezeDto | null;
}) {
  const { user: me } = useUser();
  const myRoles = me?.roles ?? [];
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const impersonate = useImpersonateUser();
  const close = () => setDialog(null);
  const canImpersonate = hasPermission(myRoles, 'users.manage');
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
        {hasPermission(myRoles, 'balances') && (
          <>
            <Button
              size="small"
              variant="outlined"
              startIcon={<AccountBalanceWalletIcon />}
              onClick={() => setDialog('balance')}
            >
              Manage Balance
            </Button>
            <Button
              size="small"
              variant="outlined"
              startIcon={<ReceiptLongOutlinedIcon />}
              onClick={() => setDialog('ledger')}
            >
              Ledger
            </Button>
            <StatementDownload
              statementPath={`/api/admin/users/${user.id}/statement`}
              size="small"
            />
          </>
        )}
        {canImpersonate && (
          <Button
            size="small"
            startIcon={<LoginIcon />}
            disabled={user.isAdmin || user.suspension !== null || impersonate.isPending}
            onClick={() =>
              impersonate.mutate(user.id, {
                onError: (error) => toastAdminError(error, 'Failed to impersonate user'),
              })
            }
          >
            {impersonate.isPending ? 'Logging in...' : 'Login as User'}
          </Button>
        )}
        {hasPermission(myRoles, 'staff') && (
          <Button size="small" onClick={() => setDialog('roles')}>
            Staff roles
          </Button>
        )}
        {canImpersonate && (
          <Button size="small" color="error" onClick={() => setDialog('suspension')}>
            {user.suspension ? 'Lift suspension' : 'Suspend'}
          </Button>
        )}
        {canImpersonate && (
          <Button size="small" color="warning" onClick={() => setDialog('freeze')}>
            {walletFreeze ? 'Unfreeze wallet' : 'Freeze wallet'}
          </Button>
        )}
      </Stack>
      {dialog === 'balance' && <BalanceDialog user={user} onClose={close} />}
      {dialog === 'ledger' && <LedgerDialog user={user} onClose={close} />}
      {dialog === 'roles' && <StaffRolesDialog user={user} onClose={close} />}
      {dialog === 'suspension' && <SuspensionDialog user={user} onClose={close} />}
      {dialog === 'freeze' && (
        <WalletFreezeDialog user={user} freeze={walletFreeze} onClose={close} />
      )}
    </>
  );
}

interface RowSpec {
  key: number;
  main: ReactNode;
  detail: string;
  end: ReactNode;
}

function orderRow(order: OrderDto): RowSpec {
  return {
    key: order.id,
    main: (
      <OrderLink id={order.id}>
        {orderNumberOf(order)} · {order.product.name}
        {order.quantity > 1 ? ` x ${order.quantity}` : ''}
      </OrderLink>
    ),
    detail: `${formatPrice(order.totalAmount)} · ${formatDateTime(order.createdAt)}`,
    end: <OrderStatusChip status={order.status} />,
  };
}

function depositRow(deposit: DepositDto): RowSpec {
  return {
    key: deposit.id,
    main: `${deposit.depositNumber} · ${formatPrice(deposit.amount)}`,
    detail: `${deposit.method.replace('_', ' ')} · ${formatDateTime(deposit.createdAt)}`,
    end: <Chip size="small" variant="outlined" label={deposit.status} />,
  };
}

function ticketRow(ticket: SupportTicketDto): RowSpec {
  return {
    key: ticket.id,
    main: ticket.subject,
    detail: `${ticket.messageCount} messages · ${formatDateTime(ticket.updatedAt)}`,
    end: <Chip size="small" variant="outlined" label={ticket.status.replace('_', ' ')} />,
  };
}

function claimRow(claim: WarrantyClaimDto): RowSpec {
  return {
    key: claim.id,
    main: (
      <OrderLink id={claim.orderId}>
        {claim.order.orderNumber} · {claim.product.name}
      </OrderLink>
    ),
    detail: `${claim.description} · ${formatDateTime(claim.createdAt)}`,
    end: <ClaimStatusChip status={claim.status} />,
  };
}

/** The staff page of an order (/admin/orders/{id}). */
function OrderLink({ id, children }: { id: number; children: ReactNode }) {
  return (
    <Link component={RouterLink} href={`${paths.admin.orders}/${id}`}>
      {children}
    </Link>
  );
}

/**
 * A titled section, half the grid's width from md up when `isHalf`, else all of it: a plain
 * list of rows (a line, a detail line under it, a chip at the end), or `empty`. Nothing when
 * `rows` is undefined (the staff member's roles may not read that list).
 */
function RowsSection({
  id,
  title,
  isHalf = false,
  empty,
  rows,
}: {
  id: string;
  title: string;
  isHalf?: boolean;
  empty: string;
  rows: RowSpec[] | undefined;
}) {
  if (!rows) return null;
  return (
    <Grid size={isHalf ? { xs: 12, md: 6 } : 12}>
      <DetailSection id={id} title={title}>
        <Rows rows={rows} empty={empty} />
      </DetailSection>
    </Grid>
  );
}

function Rows({ rows, empty }: { rows: RowSpec[]; empty: string }) {
  if (rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.key}
          sx={{
            display: 'flex',
            gap: 2,
            py: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
            '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.main}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {row.detail}
            </Typography>
          </Box>
          {row.end}
        </Box>
      ))}
    </Box>
  );
}
