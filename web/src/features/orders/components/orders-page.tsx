/**
 * My Orders (/orders) (customer-area.md section 2): search box, status filter, order cards that
 * open /orders/{id}, and the warranty claim dialog for orders that can be claimed (section 4:
 * completed, warrantyDays > 0, inside the window, no claim or the last one rejected); empty
 * states "No orders found" (with Start Shopping) and "No orders match your filters". Signed-out
 * visitors are sent to /auth by the route table.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import SearchIcon from '@mui/icons-material/Search';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import type { OrderStatus } from '@contracts/requests';
import type { OrderDto } from '@contracts/responses';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';
import { useWarrantyClaims } from '@/api/get-warranty-claims';
import { WarrantyClaimDialog } from '@/features/warranty/components/warranty-claim-dialog';
import { canClaimFromOrderList, latestClaimFor } from '@/features/warranty/eligibility';
import { useOrders } from '@/api/get-orders';
import { OrderCard } from './order-card';
import { ORDER_STATUS_LABELS, ORDER_STATUS_VALUES, orderNumberOf } from '@/components/order-status-chip';

type StatusFilter = 'all' | OrderStatus;

/** Orders whose number or product name contains the search text, in the chosen status. */
export function filterOrders(
  orders: readonly OrderDto[],
  search: string,
  status: StatusFilter,
): OrderDto[] {
  const needle = search.trim().toLowerCase();
  return orders.filter(
    (order) =>
      (status === 'all' || order.status === status) &&
      (!needle ||
        orderNumberOf(order).toLowerCase().includes(needle) ||
        order.product.name.toLowerCase().includes(needle)),
  );
}

export function OrdersPage() {
  useDocumentMeta('My Orders - KeyMart');
  const ordersQuery = useOrders();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const shown = ordersQuery.data ? filterOrders(ordersQuery.data, search, status) : [];
  const claims = useWarrantyClaims();
  const [claiming, setClaiming] = useState<OrderDto | null>(null);
  // The warranty window is read against the time the page opened.
  const [now] = useState(() => Date.now());
  // Until the claims are known no claim button shows (a claim might already exist).
  const canClaim = (order: OrderDto) =>
    claims.data !== undefined && canClaimFromOrderList(order, claims.data, now);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 1 }}>
        My Orders
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Track your purchases and open an order to see its delivery.
      </Typography>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          label="Search orders"
          placeholder="Order number or product"
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flexGrow: 1 }}
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
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="order-status-filter-label">Status</InputLabel>
          <Select
            labelId="order-status-filter-label"
            label="Status"
            value={status}
            onChange={(event) => setStatus(event.target.value)}
          >
            <MenuItem value="all">All Statuses</MenuItem>
            {ORDER_STATUS_VALUES.map((value) => (
              <MenuItem key={value} value={value}>
                {ORDER_STATUS_LABELS[value]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>

      <QueryStates
        query={ordersQuery}
        errorTitle="Could not load your orders"
        loading={<SkeletonRows label="Loading orders" count={4} height={104} spacing={2} />}
        empty={
          <StatusMessage
            icon={<ShoppingBagIcon />}
            title="No orders found"
            description="You haven't placed any orders yet."
            action={
              <Button variant="contained" href={paths.home}>
                Start Shopping
              </Button>
            }
          />
        }
        noMatch={
          <StatusMessage
            icon={<FilterListOffIcon />}
            title="No orders match your filters"
            description="Try another search or status."
          />
        }
        isNoMatch={shown.length === 0}
      >
        {() => (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {shown.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                latestClaim={latestClaimFor(order.id, claims.data)}
                onClaimWarranty={canClaim(order) ? () => setClaiming(order) : undefined}
              />
            ))}
          </Stack>
        )}
      </QueryStates>
      {claiming && (
        <WarrantyClaimDialog
          open
          onClose={() => setClaiming(null)}
          order={{
            id: claiming.id,
            orderNumber: orderNumberOf(claiming),
            productName: claiming.product.name,
          }}
        />
      )}
    </Container>
  );
}
