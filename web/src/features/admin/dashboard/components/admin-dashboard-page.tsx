/**
 * Admin dashboard (/admin and /admin/dashboard) (docs/specs/admin-area.md 2.3 and section 9): tiles
 * Total Orders, Total Users, Pending Orders, Total Revenue (the sum of the absolute amounts of
 * purchase transactions, summed on the server), Today's Orders and Completed Orders; quick-action
 * cards to the admin screens; the latest 5 orders with a link to /admin/orders (GET
 * /api/admin/dashboard). Above them, what needs attention now (attention-panel.tsx). "As of" reads the
 * tiles and latest orders as they stood at the end of a past store day (?asOf= in the URL).
 */
import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CategoryIcon from '@mui/icons-material/Category';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PaidIcon from '@mui/icons-material/Paid';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RateReviewIcon from '@mui/icons-material/RateReview';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TodayIcon from '@mui/icons-material/Today';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { AdminDashboardDto } from '@contracts/admin';
import type { OrderDto } from '@contracts/responses';
import { OrderStatusChip, orderNumberOf } from '@/components/order-status-chip';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';
import { AdminLayout } from '../../components/admin-layout';
import { AsOfField, AsOfNote, useAsOf } from '../../components/as-of-field';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { AttentionPanel } from './attention-panel';
import { RunningLowPanel } from './running-low-panel';

interface TileSpec {
  label: string;
  icon: ComponentType<SvgIconProps>;
  color: string;
  value: (data: AdminDashboardDto) => string;
}

/** The six tiles, in the spec's order (docs/specs/admin-area.md 2.3). */
const TILES: readonly TileSpec[] = [
  {
    label: 'Total Orders',
    icon: ShoppingBagIcon,
    color: 'primary.main',
    value: (d) => String(d.totalOrders),
  },
  {
    label: 'Total Users',
    icon: PeopleIcon,
    color: 'info.main',
    value: (d) => String(d.totalUsers),
  },
  {
    label: 'Pending Orders',
    icon: HourglassTopIcon,
    color: 'warning.main',
    value: (d) => String(d.pendingOrders),
  },
  {
    label: 'Total Revenue',
    icon: PaidIcon,
    color: 'success.main',
    value: (d) => formatPrice(d.totalRevenue),
  },
  {
    label: "Today's Orders",
    icon: TodayIcon,
    color: 'secondary.main',
    value: (d) => String(d.todaysOrders),
  },
  {
    label: 'Completed Orders',
    icon: CheckCircleIcon,
    color: 'success.main',
    value: (d) => String(d.completedOrders),
  },
];

/** Quick-action cards (docs/specs/admin-area.md 2.3), in the spec's order. */
const QUICK_ACTIONS = [
  {
    href: paths.admin.users,
    label: 'Users',
    hint: 'Balances and sign-in as a user',
    icon: PeopleIcon,
  },
  {
    href: paths.admin.orders,
    label: 'Orders',
    hint: 'Statuses and deliveries',
    icon: ShoppingBagIcon,
  },
  {
    href: paths.admin.products,
    label: 'Products',
    hint: 'Catalogue, stock and FAQs',
    icon: Inventory2Icon,
  },
  {
    href: paths.admin.support,
    label: 'Support',
    hint: 'Tickets and replies',
    icon: SupportAgentIcon,
  },
  {
    href: paths.admin.warranty,
    label: 'Warranty',
    hint: 'Claims and replacements',
    icon: VerifiedUserIcon,
  },
  {
    href: paths.admin.comments,
    label: 'Comments',
    hint: 'Review moderation',
    icon: RateReviewIcon,
  },
  {
    href: paths.admin.categories,
    label: 'Categories',
    hint: 'Order and visibility',
    icon: CategoryIcon,
  },
  {
    href: paths.admin.transactions,
    label: 'Transactions',
    hint: 'Deposits, purchases, refunds',
    icon: ReceiptLongIcon,
  },
  { href: paths.admin.coupons, label: 'Coupons', hint: 'Discount codes', icon: LocalOfferIcon },
] as const;

export function AdminDashboardPage() {
  const [asOf, setAsOf] = useAsOf();
  const dashboard = useAdminDashboard(asOf);
  const data = dashboard.data;

  return (
    <AdminLayout title="Dashboard">
      <AttentionPanel />
      <RunningLowPanel />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
        <AsOfField asOf={asOf} onChange={setAsOf} />
      </Stack>
      {asOf && <AsOfNote asOf={asOf} onNow={() => setAsOf(undefined)} />}
      <Grid
        container
        spacing={2}
        component="ul"
        aria-label="Store figures"
        sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}
      >
        {TILES.map((tile) => (
          <Tile key={tile.label} tile={tile} value={data ? tile.value(data) : null} />
        ))}
      </Grid>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="latest-orders-title"
            sx={{ p: { xs: 2, md: 3 }, height: '100%' }}
          >
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 2 }}
            >
              <Typography
                id="latest-orders-title"
                variant="h6"
                component="h2"
                sx={{ fontWeight: 700 }}
              >
                Latest Orders
              </Typography>
              <Link
                href={paths.admin.orders}
                underline="hover"
                aria-label="View all orders"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
              >
                View All <ArrowForwardIcon fontSize="small" />
              </Link>
            </Stack>
            <QueryStates
              query={dashboard}
              errorTitle="Could not load the dashboard"
              loading={<SkeletonRows label="Loading orders" count={5} height={56} />}
              isEmpty={(d: AdminDashboardDto) => d.latestOrders.length === 0}
              empty={
                <StatusMessage
                  icon={<ShoppingBagIcon />}
                  title="No orders yet"
                  description="The newest orders show here."
                />
              }
            >
              {(d) => (
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {d.latestOrders.map((order) => (
                    <LatestOrder key={order.id} order={order} />
                  ))}
                </Box>
              )}
            </QueryStates>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="quick-actions-title"
            sx={{ p: { xs: 2, md: 3 }, height: '100%' }}
          >
            <Typography
              id="quick-actions-title"
              variant="h6"
              component="h2"
              sx={{ fontWeight: 700, mb: 1.5 }}
            >
              Quick Actions
            </Typography>
            <Grid container spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {QUICK_ACTIONS.map((action) => (
                <Grid key={action.href} size={{ xs: 6, sm: 4 }} component="li">
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardActionArea href={action.href} sx={{ p: 1.5, height: '100%' }}>
                      <action.icon color="primary" />
                      <Typography sx={{ fontWeight: 700, mt: 0.5 }}>{action.label}</Typography>
                      <Typography variant="caption" color="text.secondary" component="p">
                        {action.hint}
                      </Typography>
                    </CardActionArea>
                  </Card>
                </Grid>
              ))}
            </Grid>
          </Paper>
        </Grid>
      </Grid>
    </AdminLayout>
  );
}

function Tile({ tile, value }: { tile: TileSpec; value: string | null }) {
  const Icon = tile.icon;
  return (
    <Grid size={{ xs: 6, md: 4, lg: 2 }} component="li">
      <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {tile.label}
            </Typography>
            <Typography
              variant="h5"
              component="p"
              sx={{ fontWeight: 800, mt: 0.5, overflowWrap: 'anywhere' }}
            >
              {value ?? <Skeleton width={64} />}
            </Typography>
          </Box>
          <Box sx={{ color: tile.color, display: { xs: 'none', sm: 'flex' } }}>
            <Icon />
          </Box>
        </Stack>
      </Paper>
    </Grid>
  );
}

function LatestOrder({ order }: { order: OrderDto }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 2,
        py: 1.25,
        alignItems: 'center',
        justifyContent: 'space-between',
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {order.product.name}
          {order.quantity > 1 ? ` x ${order.quantity}` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {orderNumberOf(order)} · {order.user?.email ?? 'Unknown customer'} ·{' '}
          {formatDateTime(order.createdAt)}
        </Typography>
      </Box>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{formatPrice(order.totalAmount)}</Typography>
        <OrderStatusChip status={order.status} />
      </Stack>
    </Box>
  );
}
