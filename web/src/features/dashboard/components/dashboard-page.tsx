/**
 * Customer dashboard (/dashboard) (docs/specs/admin-area.md 2.2 and section 9): a greeting with the
 * first name or the e-mail's local part; tiles Total Orders, Current Balance, Total Spent and
 * Support Tickets (not closed); Order Status Overview (Completed, In Progress, Pending as x/total
 * with progress bars, only when there are orders); Recent Orders and Recent Transactions (latest
 * 5); Quick Actions to /, /add-funds, /orders and /support. Amounts in dollars with 2 decimals,
 * signed, money in green. Figures come from dashboard-stats.ts (integer cents).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useOrders } from '@/api/get-orders';
import { useTickets } from '@/api/get-tickets';
import { useTransactions } from '@/api/get-transactions';
import { useUser } from '@/api/get-user';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';
import { formatDollars, formatPrice } from '@/lib/money';
import { activeTicketCount, greetingName, latest, totalSpentCents } from '../dashboard-stats';
import { QuickActions } from './quick-actions';
import { Panel, RecentOrder, RecentTransaction } from './recent-panel';
import { Tile } from './stat-tile';
import { StatusOverviewCard } from './status-overview-card';

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
