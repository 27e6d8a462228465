/**
 * Product economics (/admin/reports/products?from&to): for a range of store days, each product's
 * units, orders, revenue, refunds, the cost of the keys sold (their stock batches' unit costs),
 * margin and margin %, warranty claim rate, stock left and days of stock at the last 30 days'
 * pace (contracts/product-economics.ts), in a grid the server pages and sorts (a catalogue of
 * thousands of products stays one small answer), with every product's totals above it and every
 * row as CSV. The range lives in the URL so a view can be shared.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import {
  PRODUCT_ECONOMICS_PAGE_SIZES,
  PRODUCT_ECONOMICS_SORTS,
  STOCK_PACE_DAYS,
  type ProductEconomicsRowDto,
  type ProductEconomicsSort,
  type ProductEconomicsTotalsDto,
} from '@contracts/product-economics';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { formatDollars, toCents } from '@/lib/money';
import { AdminDataGrid } from '../../components/admin-data-grid';
import { AdminLayout } from '../../components/admin-layout';
import {
  productEconomicsCsvUrl,
  useProductEconomics,
  type ProductEconomicsView,
} from '../api/get-product-economics';
import { dayRangeFromSearch, dayRangeSearch, type DayRange } from '../day-range';
import { DayRangePicker } from './day-range-picker';

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

/** A money column: sorted by cents, shown in dollars. */
const moneyColumn = (
  field: 'revenue' | 'refunds' | 'cost' | 'margin',
  headerName: string,
): GridColDef<ProductEconomicsRowDto> => ({
  field,
  headerName,
  type: 'number',
  width: 120,
  valueGetter: (value: string) => toCents(value) ?? 0,
  valueFormatter: (cents: number) => formatDollars(cents),
});

const COLUMNS: GridColDef<ProductEconomicsRowDto>[] = [
  {
    field: 'name',
    headerName: 'Product',
    flex: 1,
    minWidth: 200,
    renderCell: ({ row }) => (
      <Box sx={{ py: 1.25, minWidth: 0, whiteSpace: 'normal', wordBreak: 'break-word' }}>
        {row.name}
        {!row.exists && (
          <Typography variant="caption" color="text.secondary" component="span">
            {' '}
            (deleted)
          </Typography>
        )}
      </Box>
    ),
  },
  { field: 'units', headerName: 'Units', type: 'number', width: 80 },
  { field: 'orders', headerName: 'Orders', type: 'number', width: 80 },
  moneyColumn('revenue', 'Revenue'),
  moneyColumn('refunds', 'Refunds'),
  moneyColumn('cost', 'Cost'),
  moneyColumn('margin', 'Margin'),
  {
    field: 'marginPercent',
    headerName: 'Margin %',
    type: 'number',
    width: 100,
    valueFormatter: percent,
  },
  {
    field: 'claimRatePercent',
    headerName: 'Claim rate',
    type: 'number',
    width: 100,
    valueFormatter: percent,
  },
  { field: 'stockLeft', headerName: 'Stock left', type: 'number', width: 100 },
  {
    field: 'daysOfStock',
    headerName: 'Days of stock',
    description: `Stock left at the pace of the last ${STOCK_PACE_DAYS} days' sales`,
    type: 'number',
    width: 120,
    valueFormatter: (days: number | null) => (days === null ? '—' : String(days)),
  },
];

/** On a phone: product, units, revenue and margin. */
const PHONE_HIDDEN = [
  'orders',
  'refunds',
  'cost',
  'marginPercent',
  'claimRatePercent',
  'stockLeft',
  'daysOfStock',
];

function TotalCard({ title, value, note }: { title: string; value: string; note: string }) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 800, mt: 0.5 }}>
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Totals({ totals }: { totals: ProductEconomicsTotalsDto }) {
  const cards = [
    {
      title: 'Revenue',
      value: totals.revenue,
      note: `${totals.units} ${totals.units === 1 ? 'unit' : 'units'} sold`,
    },
    {
      title: 'Refunds',
      value: totals.refunds,
      note: 'Partial and full refunds, cancellations',
    },
    {
      title: 'Cost of keys sold',
      value: totals.cost,
      note: "From the stock batches' unit costs",
    },
    {
      title: 'Margin',
      value: totals.margin,
      note:
        totals.marginPercent === null
          ? 'Nothing kept in this range'
          : `${totals.marginPercent}% of revenue after refunds`,
    },
  ];
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      {cards.map((card) => (
        <Grid key={card.title} size={{ xs: 12, sm: 6, lg: 3 }}>
          <TotalCard
            title={card.title}
            value={formatDollars(toCents(card.value) ?? 0)}
            note={card.note}
          />
        </Grid>
      ))}
    </Grid>
  );
}

/** The first page of the grid, by revenue, highest first. */
const FIRST_VIEW: ProductEconomicsView = {
  page: 1,
  pageSize: PRODUCT_ECONOMICS_PAGE_SIZES[0],
  sort: 'revenue',
  order: 'desc',
};

const isSort = (field: string): field is ProductEconomicsSort =>
  (PRODUCT_ECONOMICS_SORTS as readonly string[]).includes(field);

export function ProductEconomicsPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const range = dayRangeFromSearch(search);
  const [view, setView] = useState(FIRST_VIEW);
  const economics = useProductEconomics(range, view);
  const show = (next: DayRange) => {
    const query = dayRangeSearch(next);
    setView((shown) => ({ ...shown, page: 1 }));
    navigate(`${paths.admin.productEconomics}${query ? `?${query}` : ''}`);
  };
  // No sort asked (a third click on a header): back to the default order.
  const sortBy = ([sorted]: GridSortModel) =>
    setView((shown) => ({
      ...shown,
      page: 1,
      ...(sorted && isSort(sorted.field)
        ? { sort: sorted.field, order: sorted.sort === 'asc' ? 'asc' : 'desc' }
        : { sort: FIRST_VIEW.sort, order: FIRST_VIEW.order }),
    }));
  const report = economics.data;

  return (
    <AdminLayout title="Product Economics">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        {report ? (
          <DayRangePicker
            shown={{ from: report.from, to: report.to }}
            timeZone={report.timeZone}
            onChange={show}
          />
        ) : (
          <Box />
        )}
        <Stack direction="row" spacing={1.5}>
          <Button component={Link} href={paths.admin.reports} startIcon={<ArrowBackIcon />}>
            Reports
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            href={productEconomicsCsvUrl(range)}
            download
          >
            Download CSV
          </Button>
        </Stack>
      </Stack>
      {report && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {report.from} to {report.to}, days in the store's time zone ({report.timeZone}). Margin is
          revenue less refunds less the cost of the keys sold.
        </Typography>
      )}
      <QueryStates
        query={economics}
        errorTitle="Could not load the product economics"
        loading={<SkeletonRows label="Loading the product economics" height={52} />}
        isEmpty={(data) => data.total === 0}
        empty={
          <StatusMessage
            icon={<Inventory2OutlinedIcon />}
            title="No products yet"
            description="Products and what they sell appear here."
          />
        }
      >
        {(data) => (
          <>
            <Totals totals={data.totals} />
            <AdminDataGrid
              rows={data.products}
              getRowId={(row) => row.productId}
              columns={COLUMNS}
              phoneHidden={PHONE_HIDDEN}
              pageSizeOptions={[...PRODUCT_ECONOMICS_PAGE_SIZES]}
              rowCount={data.total}
              paginationMode="server"
              paginationModel={{ page: view.page - 1, pageSize: view.pageSize }}
              onPaginationModelChange={(model) =>
                setView((shown) => ({
                  ...shown,
                  page: model.pageSize === shown.pageSize ? model.page + 1 : 1,
                  pageSize: model.pageSize,
                }))
              }
              sortingMode="server"
              sortModel={[{ field: view.sort, sort: view.order }]}
              onSortModelChange={sortBy}
              loading={economics.isPlaceholderData}
              label="Product economics"
            />
          </>
        )}
      </QueryStates>
    </AdminLayout>
  );
}
