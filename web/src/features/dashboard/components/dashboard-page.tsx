/**
 * Customer dashboard (/dashboard) (admin-area.md 2.2 and section 9): a greeting with the first
 * name or the e-mail's local part; tiles Total Orders, Current Balance, Total Spent and Support
 * Tickets (not closed); Order Status Overview (Completed, In Progress, Pending as x/total with
 * progress bars, only when there are orders); Recent Orders and Recent Transactions (latest 5);
 * Quick Actions to /, /add-funds, /orders and /support. Amounts in dollars with 2 decimals, signed,
 * money in green. Figures come from dashboard-stats.ts (integer cents).
 */
import type { ComponentType, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AddCardIcon from '@mui/icons-material/AddCard';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import type { OrderDto, TransactionDto } from '@contracts/responses';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { formatDollars, formatPrice } from '@/lib/money';
import { useUser } from '@/api/get-user';
import { useOrders } from '@/api/get-orders';
import { OrderStatusChip, orderNumberOf } from '@/components/order-status-chip';
import { useTickets } from '@/api/get-tickets';
import { useTransactions } from '@/api/get-transactions';
import {
  humanize,
  isCreditTransaction,
  signedAmount,
} from '@/lib/transaction-display';
import {
  activeTicketCount,
  greetingName,
  latest,
  statusOverview,
  totalSpentCents,
} from '../dashboard-stats';

export function DashboardPage() {
  useDocumentMeta('Dashboard - KeyMart');
  const { user } = useUser();
  const orders = useOrders();
  const transactions = useTransactions();
  const tickets = useTickets();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 0.5 }}>
        Welcome back, {greetingName(user)}!
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Here is what is happening with your account.
      </Typography>

      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
        <Tile
          label="Total Orders"
          icon={ShoppingBagIcon}
          color="primary.main"
          value={orders.data ? String(orders.data.length) : null}
        />
        <Tile
          label="Current Balance"
          icon={AccountBalanceWalletIcon}
          color="success.main"
          value={user ? formatPrice(user.balance) : null}
        />
        <Tile
          label="Total Spent"
          icon={PaymentsIcon}
          color="secondary.main"
          value={orders.data ? formatDollars(totalSpentCents(orders.data)) : null}
        />
        <Tile
          label="Support Tickets"
          icon={SupportAgentIcon}
          color="warning.main"
          value={tickets.data ? String(activeTicketCount(tickets.data)) : null}
          hint="Open or in progress"
        />
      </Grid>

      {orders.data && orders.data.length > 0 && <StatusOverviewCard orders={orders.data} />}

      <Grid container spacing={3} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Panel title="Recent Orders" href={paths.orders} linkLabel="View all orders">
            <QueryStates
              query={orders}
              errorTitle="Could not load your orders"
              loading={<SkeletonRows label="Loading orders" count={3} height={60} />}
              empty={
                <Stack spacing={1.5} sx={{ alignItems: 'center', py: 4, textAlign: 'center' }}>
                  <ShoppingBagIcon sx={{ fontSize: 40, color: 'text.secondary' }} />
                  <Typography component="h3" sx={{ fontWeight: 600 }}>
                    No orders yet
                  </Typography>
                  <Button variant="contained" href={paths.home}>
                    Start Shopping
                  </Button>
                </Stack>
              }
            >
              {(list) => (
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {latest(list).map((order) => (
                    <RecentOrder key={order.id} order={order} />
                  ))}
                </Box>
              )}
            </QueryStates>
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Panel
            title="Recent Transactions"
            href={paths.transactions}
            linkLabel="View all transactions"
          >
            <QueryStates
              query={transactions}
              errorTitle="Could not load your transactions"
              loading={<SkeletonRows label="Loading transactions" count={3} height={60} />}
              empty={
                <Stack spacing={1.5} sx={{ alignItems: 'center', py: 4, textAlign: 'center' }}>
                  <ReceiptLongIcon sx={{ fontSize: 40, color: 'text.secondary' }} />
                  <Typography component="h3" sx={{ fontWeight: 600 }}>
                    No transactions yet
                  </Typography>
                  <Button variant="outlined" href={paths.addFunds}>
                    Add Funds
                  </Button>
                </Stack>
              }
            >
              {(list) => (
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {latest(list).map((transaction) => (
                    <RecentTransaction key={transaction.id} transaction={transaction} />
                  ))}
                </Box>
              )}
            </QueryStates>
          </Panel>
        </Grid>
      </Grid>

      <QuickActions />
    </Container>
  );
}

function Tile({
  label,
  value,
  icon: Icon,
  color,
  hint,
}: {
  label: string;
  /** null while loading. */
  value: string | null;
  icon: ComponentType<SvgIconProps>;
  color: string;
  hint?: string;
}) {
  return (
    <Grid size={{ xs: 6, md: 3 }} component="li">
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, height: '100%' }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography
              variant="h5"
              component="p"
              sx={{ fontWeight: 800, mt: 0.5, overflowWrap: 'anywhere' }}
            >
              {value ?? <Skeleton width={80} />}
            </Typography>
            {hint && (
              <Typography variant="caption" color="text.secondary">
                {hint}
              </Typography>
            )}
          </Box>
          <Box sx={{ color, display: { xs: 'none', sm: 'flex' } }}>
            <Icon fontSize="large" />
          </Box>
        </Stack>
      </Paper>
    </Grid>
  );
}

function StatusOverviewCard({ orders }: { orders: readonly OrderDto[] }) {
  const overview = statusOverview(orders);
  const rows = [
    { label: 'Completed', count: overview.completed, color: 'success' as const },
    { label: 'In Progress', count: overview.inProgress, color: 'info' as const },
    { label: 'Pending', count: overview.pending, color: 'warning' as const },
  ];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="status-overview-title"
      sx={{ p: { xs: 2, md: 3 }, mb: 3 }}
    >
      <Typography
        id="status-overview-title"
        variant="h6"
        component="h2"
        sx={{ fontWeight: 700, mb: 2 }}
      >
        Order Status Overview
      </Typography>
      <Grid container spacing={3}>
        {rows.map((row) => (
          <Grid key={row.label} size={{ xs: 12, sm: 4 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{row.label}</Typography>
              <Typography color="text.secondary">
                {row.count}/{overview.total}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              color={row.color}
              value={overview.total ? (row.count / overview.total) * 100 : 0}
              aria-label={`${row.label}: ${row.count} of ${overview.total} orders`}
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Grid>
        ))}
      </Grid>
    </Paper>
  );
}

function Panel({
  title,
  href,
  linkLabel,
  children,
}: {
  title: string;
  href: string;
  linkLabel: string;
  children: ReactNode;
}) {
  const id = `panel-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2, md: 3 }, height: '100%' }}
    >
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 2 }}
      >
        <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Link
          href={href}
          underline="hover"
          aria-label={linkLabel}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            fontWeight: 600,
            whiteSpace: 'nowrap',
            flexShrink: 0,
          }}
        >
          View All <ArrowForwardIcon fontSize="small" />
        </Link>
      </Stack>
      {children}
    </Paper>
  );
}

const rowSx = {
  display: 'flex',
  gap: 2,
  py: 1.5,
  alignItems: 'center',
  justifyContent: 'space-between',
  '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
} as const;

function RecentOrder({ order }: { order: OrderDto }) {
  return (
    <Box component="li" sx={rowSx}>
      <Box sx={{ minWidth: 0 }}>
        <Link
          href={paths.order(order.id)}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 600, display: 'block' }}
          noWrap
        >
          {order.product.name}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {orderNumberOf(order)} · {formatDate(order.createdAt)}
        </Typography>
      </Box>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{formatPrice(order.totalAmount)}</Typography>
        <OrderStatusChip status={order.status} />
      </Stack>
    </Box>
  );
}

function RecentTransaction({ transaction }: { transaction: TransactionDto }) {
  const isCredit = isCreditTransaction(transaction.type);
  return (
    <Box component="li" sx={rowSx}>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {transaction.description || humanize(transaction.type)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(transaction.createdAt)}
        </Typography>
      </Box>
      <Typography
        sx={{ fontWeight: 800, flexShrink: 0, color: isCredit ? 'success.main' : 'error.main' }}
      >
        {signedAmount(transaction)}
      </Typography>
    </Box>
  );
}

const QUICK_ACTIONS = [
  { href: paths.home, label: 'Browse Products', icon: StorefrontIcon },
  { href: paths.addFunds, label: 'Add Funds', icon: AddCardIcon },
  { href: paths.orders, label: 'My Orders', icon: ShoppingBagIcon },
  { href: paths.support, label: 'Get Support', icon: SupportAgentIcon },
];

function QuickActions() {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="quick-actions-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography
        id="quick-actions-title"
        variant="h6"
        component="h2"
        sx={{ fontWeight: 700, mb: 2 }}
      >
        Quick Actions
      </Typography>
      <Grid container spacing={2}>
        {QUICK_ACTIONS.map((action) => (
          <Grid key={action.href} size={{ xs: 12, sm: 6, md: 3 }}>
            <Button
              href={action.href}
              variant="outlined"
              fullWidth
              startIcon={<action.icon />}
              sx={{ py: 1.5 }}
            >
              {action.label}
            </Button>
          </Grid>
        ))}
      </Grid>
    </Paper>
  );
}
