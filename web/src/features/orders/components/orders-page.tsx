/**
 * My Orders (/orders) (docs/specs/customer-area.md section 2): search box, status filter, order
 * cards that open /orders/{id}, each with a footer the route passes in (the warranty claim status
 * and button, section 4); empty states "No orders found" (with Start Shopping) and "No orders match
 * your filters". Right after a purchase (section 4: on success go to /orders) the order just placed
 * comes first, marked, with its delivery and a Copy button (lib/just-placed-order.ts). Signed-out
 * visitors are sent to /auth by the route table.
 */
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
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
import { useOrders } from '@/api/get-orders';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUS_VALUES,
  orderNumberOf,
} from '@/components/order-status-chip';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';
import { forgetJustPlacedOrder, justPlacedOrderId } from '@/lib/just-placed-order';
import { OrderCard } from './order-card';

type StatusFilter = 'all' | OrderStatus;

/** Orders whose number or product name contains the search text, in the chosen status. */
function filterOrders(
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

/** `orders` with the order `firstId` (when among them) moved to the front. */
function withFirst(orders: OrderDto[], firstId: number | null): OrderDto[] {
  const first = orders.find((order) => order.id === firstId);
  return first ? [first, ...orders.filter((order) => order !== first)] : orders;
}

/** `orderFooter`: shown under each order card (the warranty footer, composed by the route). */
export function OrdersPage({ orderFooter }: { orderFooter: (order: OrderDto) => ReactNode }) {
  useDocumentMeta('My Orders - KeyMart');
  const ordersQuery = useOrders();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  // Read once when the page opens, then forgotten: a reload highlights nothing.
  const [justPlacedId] = useState(justPlacedOrderId);
  useEffect(() => {
    if (justPlacedId !== null) forgetJustPlacedOrder();
  }, [justPlacedId]);
  const shown = ordersQuery.data
    ? withFirst(filterOrders(ordersQuery.data, search, status), justPlacedId)
    : [];

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
                footer={orderFooter(order)}
                isJustPlaced={order.id === justPlacedId}
              />
            ))}
          </Stack>
        )}
      </QueryStates>
    </Container>
  );
}
