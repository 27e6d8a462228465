/**
 * Admin transactions (/admin/transactions) (docs/specs/admin-area.md sections 2.12, 3, 4, 7 and 9):
 * a server search, type and status filters and a DataGrid paged on the server, 20 rows a page.
 * Columns: id, customer e-mail, type, amount (signed; green for money in, red for money out),
 * status, description, date. Empty state: No transactions found. Export CSV downloads every
 * transaction the search and filters match.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import type { TransactionDto } from '@contracts/responses';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { TransactionStatusChip } from '@/components/transaction-status-chip';
import { formatDateTime } from '@/lib/format-date';
import { humanize } from '@/lib/transaction-display';
import { AdminLayout } from '../../components/admin-layout';
import { AdminSearchField } from '../../components/admin-search-field';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { ExportCsvButton } from '../../components/export-csv-button';
import {
  adminTransactionsCsvUrl,
  ADMIN_TRANSACTIONS_PAGE_SIZE,
  TRANSACTION_STATUS_FILTERS,
  TRANSACTION_TYPE_FILTERS,
  useAdminTransactions,
} from '../api/get-admin-transactions';
import { SignedAmount } from './signed-amount';

const COLUMNS: GridColDef<TransactionDto>[] = [
  { field: 'id', headerName: 'ID', width: 80, valueFormatter: (value: number) => `#${value}` },
  {
    field: 'customer',
    headerName: 'Customer',
    flex: 1,
    minWidth: 190,
    valueGetter: (_value, row) => row.user?.email ?? '—',
  },
  {
    field: 'type',
    headerName: 'Type',
    width: 130,
    valueFormatter: (value: string) => humanize(value),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    width: 120,
    align: 'right',
    headerAlign: 'right',
    renderCell: ({ row }) => <SignedAmount amount={row.amount} />,
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 120,
    renderCell: ({ row }) => <TransactionStatusChip status={row.status} />,
  },
  {
    field: 'description',
    headerName: 'Description',
    flex: 1.5,
    minWidth: 220,
    renderCell: ({ row }) => (
      <Box sx={{ py: 1.25, whiteSpace: 'normal', wordBreak: 'break-word' }}>{row.description}</Box>
    ),
  },
  {
    field: 'createdAt',
    headerName: 'Date',
    width: 160,
    valueFormatter: (value: string) => formatDateTime(value),
  },
];

/** On a phone one column holds it all, so nothing needs sideways scrolling. */
const PHONE_COLUMNS: GridColDef<TransactionDto>[] = [
  {
    field: 'summary',
    headerName: 'Transaction',
    flex: 1,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={1.5} sx={{ py: 1.25, width: '100%', minWidth: 0 }}>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {row.user?.email ?? '—'}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            #{row.id} · {humanize(row.type)} · {formatDateTime(row.createdAt)}
          </Typography>
          <Typography variant="caption" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {row.description}
          </Typography>
        </Box>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
          <SignedAmount amount={row.amount} />
          <TransactionStatusChip status={row.status} />
        </Stack>
      </Stack>
    ),
  },
];

function FilterSelect({
  label,
  value,
  options,
  allLabel,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  allLabel: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 170 }}
      // "All ..." shows for the empty value instead of a bare label.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {humanize(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function AdminTransactionsPage() {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const debouncedSearch = useDebouncedValue(search);
  const transactionsQuery = useAdminTransactions({
    search: debouncedSearch,
    type,
    status,
    page: pageIndex + 1,
  });
  const filtered = debouncedSearch.trim() !== '' || type !== '' || status !== '';

  // A new search or filter starts again at the first page.
  const filterChanged =
    (setter: (value: string) => void) =>
    (value: string): void => {
      setter(value);
      setPageIndex(0);
    };
  const onPaginationModelChange = (model: GridPaginationModel) => setPageIndex(model.page);

  return (
    <AdminLayout title="Transactions">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <AdminSearchField
          label="Search transactions"
          value={search}
          onChange={filterChanged(setSearch)}
        />
        <Stack direction="row" spacing={2}>
          <FilterSelect
            label="Type"
            value={type}
            options={TRANSACTION_TYPE_FILTERS}
            allLabel="All types"
            onChange={filterChanged(setType)}
          />
          <FilterSelect
            label="Status"
            value={status}
            options={TRANSACTION_STATUS_FILTERS}
            allLabel="All statuses"
            onChange={filterChanged(setStatus)}
          />
        </Stack>
        <ExportCsvButton
          list="transactions"
          url={adminTransactionsCsvUrl({ search: debouncedSearch, type, status })}
        />
      </Stack>

      <QueryStates
        query={transactionsQuery}
        errorTitle="Could not load transactions"
        loading={<SkeletonRows label="Loading transactions" height={52} />}
        isEmpty={(page) => page.total === 0}
        empty={
          <StatusMessage
            icon={<ReceiptLongOutlinedIcon />}
            title="No transactions found"
            description={
              filtered
                ? 'Try another search or filter.'
                : 'Deposits, purchases and balance changes appear here.'
            }
          />
        }
      >
        {(page) => (
          <DataGrid
            rows={page.transactions}
            columns={isPhone ? PHONE_COLUMNS : COLUMNS}
            rowCount={page.total}
            paginationMode="server"
            paginationModel={{ page: pageIndex, pageSize: ADMIN_TRANSACTIONS_PAGE_SIZE }}
            onPaginationModelChange={onPaginationModelChange}
            pageSizeOptions={[ADMIN_TRANSACTIONS_PAGE_SIZE]}
            loading={transactionsQuery.isPlaceholderData}
            autoHeight
            getRowHeight={() => 'auto'}
            disableColumnSorting
            disableColumnMenu
            disableRowSelectionOnClick
            label="Transactions"
            sx={{
              bgcolor: 'background.paper',
              // Rows grow with their text; every cell centres its content in the taller row.
              '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
            }}
          />
        )}
      </QueryStates>
    </AdminLayout>
  );
}
