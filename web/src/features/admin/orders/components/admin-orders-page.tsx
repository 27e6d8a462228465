/**
 * Admin orders (/admin/orders) (docs/specs/admin-area.md 2.5, sections 4, 8 and 9): a DataGrid
 * paged on the server (10 per page) with a debounced search, a status filter and an Overdue filter
 * (manual orders past their delivery promise, contracts/delivery-promise.ts); columns order
 * number (ORD-{id} when missing), customer e-mail, product, quantity, total, status, the first 30
 * characters of the delivered content, and date; a late manual order's status carries the Overdue
 * badge. An Update Status dialog per order. Status changes
 * show at once and go back with an error toast when the server refuses. Empty state: No orders yet.
 * A row opens the order's page (a click, or Enter on one of its cells); `?status=` presets the
 * status filter and `?overdue=true` the Overdue filter (the dashboard's attention panel). Export
 * CSV downloads every order the search and filters match.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AlarmIcon from '@mui/icons-material/Alarm';
import EditNoteIcon from '@mui/icons-material/EditNote';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import { DataGrid } from '@mui/x-data-grid';
import { useLocation, useSearch } from 'wouter';
import type { GridCellParams, GridColDef, GridRowParams } from '@mui/x-data-grid';
import type { OrderPageDto } from '@contracts/admin';
import { MANUAL_DELIVERY_MINUTES } from '@contracts/delivery-promise';
import type { OrderStatus } from '@contracts/requests';
import type { OrderDto } from '@contracts/responses';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUS_VALUES,
  OrderStatusChip,
  orderNumberOf,
} from '@/components/order-status-chip';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { paths } from '@/config/paths';
import { StatusMessage } from '@/components/status-message';
import { formatDateTime } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';
import { toast } from '@/lib/toast';
import { AdminLayout } from '../../components/admin-layout';
import { AdminSearchField } from '../../components/admin-search-field';
import { toastAdminError } from '../../components/admin-toasts';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { ExportCsvButton } from '../../components/export-csv-button';
import { adminOrdersCsvUrl, ADMIN_ORDERS_PAGE_SIZE, useAdminOrders } from '../api/get-admin-orders';
import { useUpdateOrderStatus } from '../api/update-order-status';
import type { UpdateOrderStatusInput } from '../api/update-order-status';
import { deliveredPreview } from '../order-display';
import { OrderStatusDialog } from './order-status-dialog';
import { OverdueChip } from './overdue-chip';

const ALL = 'all';

/** The status filter a link asks for (`?status=pending`, the dashboard's attention panel); else all. */
function statusFromLink(search: string): OrderStatus | typeof ALL {
  const status = new URLSearchParams(search).get('status');
  return ORDER_STATUS_VALUES.find((value) => value === status) ?? ALL;
}

/** Whether a link asks for the overdue orders only (`?overdue=true`, the attention panel). */
function overdueFromLink(search: string): boolean {
  return new URLSearchParams(search).get('overdue') === 'true';
}

/** "Nov 21, 2026 02:25" -> ["Nov 21, 2026", "02:25"]. */
function splitDateTime(text: string): [string, string] {
  const at = text.lastIndexOf(' ');
  return at > 0 ? [text.slice(0, at), text.slice(at + 1)] : [text, ''];
}

export function AdminOrdersPage() {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText);
  const linkSearch = useSearch();
  const [, navigate] = useLocation();
  const openOrder = (order: OrderDto) => navigate(`${paths.admin.orders}/${order.id}`);
  const [status, setStatus] = useState(() => statusFromLink(linkSearch));
  const [overdue, setOverdue] = useState(() => overdueFromLink(linkSearch));
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<OrderDto | null>(null);
  const orders = useAdminOrders({ page, search, status: status === ALL ? null : status, overdue });
  const updateStatus = useUpdateOrderStatus();
  const isSearched = search.trim() !== '' || status !== ALL;
  const isFiltered = isSearched || overdue;

  const onUpdate = (input: UpdateOrderStatusInput, order: OrderDto) =>
    updateStatus.mutate(input, {
      onSuccess: () =>
        toast({
          title: 'Order status updated',
          description: `${orderNumberOf(order)} is now ${ORDER_STATUS_LABELS[input.status]}.`,
        }),
      onError: (error) => toastAdminError(error),
    });

  const desktopColumns: GridColDef<OrderDto>[] = [
    {
      field: 'orderNumber',
      headerName: 'Order',
      width: 110,
      valueGetter: (_value, row) => orderNumberOf(row),
      renderCell: ({ value }) => <Box sx={{ fontWeight: 700 }}>{String(value)}</Box>,
    },
    {
      field: 'customer',
      headerName: 'Customer',
      flex: 1,
      minWidth: 150,
      valueGetter: (_value, row) => row.user?.email ?? '',
    },
    {
      field: 'product',
      headerName: 'Product',
      flex: 1,
      minWidth: 130,
      valueGetter: (_value, row) => row.product.name,
    },
    { field: 'quantity', headerName: 'Qty', type: 'number', width: 56 },
    {
      field: 'totalAmount',
      headerName: 'Total',
      width: 84,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (value: string) => formatPrice(value),
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 210,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          <OrderStatusChip status={row.status} heldForReview={row.heldForReview} />
          <OverdueChip order={row} />
        </Stack>
      ),
    },
    {
      field: 'deliveredItem',
      headerName: 'Delivered',
      width: 250,
      renderCell: ({ row }) =>
        row.deliveredItem ? (
          <Box
            component="span"
            sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.75rem' }}
          >
            {deliveredPreview(row.deliveredItem)}
          </Box>
        ) : (
          <Typography component="span" variant="body2" color="text.secondary">
            Not delivered
          </Typography>
        ),
    },
    {
      field: 'createdAt',
      headerName: 'Date',
      width: 116,
      renderCell: ({ row }) => {
        // "Nov 21, 2026 02:25" on two lines: the date, then the time.
        const [date, time] = splitDateTime(formatDateTime(row.createdAt));
        return (
          <Box sx={{ lineHeight: 1.3 }}>
            <Typography variant="body2" component="span" sx={{ display: 'block' }}>
              {date}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {time}
            </Typography>
          </Box>
        );
      },
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 150,
      sortable: false,
      renderCell: ({ row, tabIndex }) => (
        <Button
          size="small"
          variant="outlined"
          tabIndex={tabIndex}
          aria-label={`Update Status of ${orderNumberOf(row)}`}
          onClick={(event) => {
            // The row itself opens the order's page.
            event.stopPropagation();
            setEditing(row);
          }}
          sx={{ whiteSpace: 'nowrap' }}
        >
          Update Status
        </Button>
      ),
    },
  ];

  /** Phones: order, product and total in one cell, the status, and the dialog button. */
  const phoneColumns: GridColDef<OrderDto>[] = [
    {
      field: 'orderNumber',
      headerName: 'Order',
      flex: 1,
      minWidth: 170,
      renderCell: ({ row }) => (
        <Box sx={{ lineHeight: 1.3, minWidth: 0, py: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
            {orderNumberOf(row)} · {formatPrice(row.totalAmount)}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {row.product.name} x {row.quantity}
          </Typography>
          {row.deliveredItem && (
            <Typography
              variant="caption"
              noWrap
              component="p"
              sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}
            >
              {deliveredPreview(row.deliveredItem)}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 116,
      renderCell: ({ row }) => (
        <Stack
          spacing={0.5}
          sx={{ justifyContent: 'center', alignItems: 'flex-start', height: '100%' }}
        >
          <OrderStatusChip status={row.status} heldForReview={row.heldForReview} />
          <OverdueChip order={row} />
        </Stack>
      ),
    },
    {
      field: 'actions',
      headerName: '',
      width: 60,
      sortable: false,
      renderCell: ({ row, tabIndex }) => (
        <IconButton
          tabIndex={tabIndex}
          aria-label={`Update Status of ${orderNumberOf(row)}`}
          onClick={(event) => {
            // The row itself opens the order's page.
            event.stopPropagation();
            setEditing(row);
          }}
        >
          <EditNoteIcon />
        </IconButton>
      ),
    },
  ];
  const columns = isPhone ? phoneColumns : desktopColumns;

  return (
    <AdminLayout title="Orders">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { sm: 'center' } }}
      >
        <AdminSearchField
          label="Search orders"
          value={searchText}
          onChange={(value) => {
            setSearchText(value);
            setPage(1);
          }}
        />
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as OrderStatus | typeof ALL);
            setPage(1);
          }}
          sx={{ width: { xs: '100%', sm: 200 } }}
        >
          <MenuItem value={ALL}>All Statuses</MenuItem>
          {ORDER_STATUS_VALUES.map((value) => (
            <MenuItem key={value} value={value}>
              {ORDER_STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButton
          value="overdue"
          size="small"
          color="error"
          selected={overdue}
          onChange={() => {
            setOverdue(!overdue);
            setPage(1);
          }}
          sx={{ gap: 1, px: 2, alignSelf: { xs: 'flex-start', sm: 'auto' }, height: 40 }}
        >
          <AlarmIcon fontSize="small" />
          Overdue only
        </ToggleButton>
        <ExportCsvButton
          list="orders"
          url={adminOrdersCsvUrl({ search, status: status === ALL ? null : status, overdue })}
        />
      </Stack>

      <QueryStates
        query={orders}
        errorTitle="Could not load orders"
        loading={<SkeletonRows label="Loading orders" count={6} height={52} />}
        isEmpty={(data: OrderPageDto) => data.total === 0 && !isFiltered}
        empty={
          <StatusMessage
            icon={<ShoppingBagIcon />}
            title="No orders yet"
            description="Orders appear here as soon as customers buy."
          />
        }
        isNoMatch={orders.data?.total === 0}
        noMatch={
          overdue ? (
            <StatusMessage
              icon={<AlarmIcon />}
              title="No overdue orders"
              description={`No manual order${isSearched ? ' matching these filters' : ''} has waited past its ${MANUAL_DELIVERY_MINUTES}-minute delivery promise.`}
            />
          ) : (
            <StatusMessage
              icon={<SearchOffIcon />}
              title="No search results found"
              description="Try another order number, e-mail, product or status."
            />
          )
        }
      >
        {(data) => (
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <DataGrid
              label="Orders"
              rows={data.orders}
              columns={columns}
              rowCount={data.total}
              loading={orders.isFetching}
              paginationMode="server"
              rowHeight={isPhone ? 72 : 52}
              paginationModel={{ page: page - 1, pageSize: ADMIN_ORDERS_PAGE_SIZE }}
              onPaginationModelChange={(model) => setPage(model.page + 1)}
              pageSizeOptions={[ADMIN_ORDERS_PAGE_SIZE]}
              autoHeight
              disableColumnSorting
              disableColumnFilter
              disableRowSelectionOnClick
              // One page of 10 rows: every row and column in the DOM (find in page, narrow
              // screens).
              disableVirtualization
              onRowClick={({ row }: GridRowParams<OrderDto>) => openOrder(row)}
              onCellKeyDown={({ row, field }: GridCellParams<OrderDto>, event) => {
                if (event.key === 'Enter' && field !== 'actions') openOrder(row);
              }}
              sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
            />
          </Paper>
        )}
      </QueryStates>

      {editing && (
        <OrderStatusDialog
          key={editing.id}
          order={editing}
          onClose={() => setEditing(null)}
          onSubmit={(input) => onUpdate(input, editing)}
        />
      )}
    </AdminLayout>
  );
}
