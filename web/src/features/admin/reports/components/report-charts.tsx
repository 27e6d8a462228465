/**
 * The charts section of /admin/reports (loaded on demand: @mui/x-charts is only fetched here):
 * for a range of store days held in the URL (?from&to; 7/30/90/365-day presets), revenue and
 * deposits per day with the previous period dashed, orders by hour of the store's day, the top 10
 * products and customers by revenue, deposits by method and their funnel, refunds and warranty
 * claims per day (contracts/report-charts.ts). Every chart has a title, a text summary and a
 * table of the same numbers behind a "Show table" button.
 */
import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { useLocation, useSearch } from 'wouter';
import type { ChartDayDto, ReportChartsDto } from '@contracts/report-charts';
import { QueryStates } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { formatDollars, formatPrice, toCents } from '@/lib/money';
import { useReportCharts } from '../api/get-report-charts';
import {
  chartDollars,
  FUNNEL_STEPS,
  funnelSummary,
  hasActivity,
  hourLabel,
  hourSummary,
  METHOD_LABELS,
  methodSummary,
  refundSummary,
  revenueSummary,
  topSummary,
} from '../chart-summaries';
import { dayRangeFromSearch, withDayRange, type DayRange } from '../day-range';
import { DayRangePicker } from './day-range-picker';

const CHART_HEIGHT = 280;

/** An axis of counts: whole numbers only. */
const COUNT_AXIS = { tickMinStep: 1, width: 40 };

/** Dollars on an axis or in a tooltip. */
const dollarsOf = (value: number | null) => formatDollars(Math.round((value ?? 0) * 100));

/** A name short enough for an axis label (the table gives it whole). */
const shortName = (name: string) => (name.length > 18 ? `${name.slice(0, 17)}…` : name);

const centsOf = (day: ChartDayDto, field: 'revenue' | 'deposits' | 'refunds') =>
  chartDollars(toCents(day[field]) ?? 0);

/** A chart's numbers as a table: its first columns (`textColumns`) are text, the rest figures. */
interface ChartTable {
  head: string[];
  rows: (string | number)[][];
  /** Default 1. */
  textColumns?: number;
}

/** A plain table of a chart's numbers. */
function NumbersTable({ label, table }: { label: string; table: ChartTable }) {
  const { head, rows, textColumns = 1 } = table;
  const align = (index: number) => (index < textColumns ? 'left' : 'right');
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {head.map((cell, index) => (
              <TableCell key={cell} align={align(index)}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={String(row[0])}>
              {row.map((cell, index) => (
                <TableCell key={index} align={align(index)}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A chart with its title, its summary and its numbers as a table on demand. */
function ChartCard({
  title,
  summary,
  table,
  children,
}: {
  title: string;
  summary: string;
  table: ChartTable;
  children: ReactNode;
}) {
  const [showsTable, setShowsTable] = useState(false);
  const id = useId();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
        >
          <Typography
            id={`${id}-title`}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 700 }}
          >
            {title}
          </Typography>
          <Button
            size="small"
            startIcon={<TableChartOutlinedIcon />}
            aria-expanded={showsTable}
            aria-controls={`${id}-table`}
            onClick={() => setShowsTable((shown) => !shown)}
            sx={{ flexShrink: 0 }}
          >
            {showsTable ? 'Hide table' : 'Show table'}
          </Button>
        </Stack>
        <Typography id={`${id}-summary`} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {summary}
        </Typography>
        <Box
          component="figure"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-summary`}
          sx={{ m: 0, width: '100%', height: CHART_HEIGHT }}
        >
          {children}
        </Box>
        <Collapse in={showsTable} id={`${id}-table`} unmountOnExit>
          <NumbersTable label={`${title}: table`} table={table} />
        </Collapse>
      </CardContent>
    </Card>
  );
}

/** Revenue and deposits per day, the previous period's dashed beneath. */
function RevenueChart({ charts }: { charts: ReportChartsDto }) {
  const theme = useTheme();
  const days = charts.daily.map((day) => day.date);
  const line = (
    id: string,
    label: string,
    series: readonly ChartDayDto[],
    field: 'revenue' | 'deposits',
    color: string,
  ) => ({
    id,
    label,
    color,
    data: series.map((day) => centsOf(day, field)),
    showMark: false,
    valueFormatter: dollarsOf,
  });
  return (
    <ChartCard
      title="Revenue and deposits per day"
      summary={revenueSummary(charts)}
      table={{
        head: [
          'Day',
          'Revenue',
          'Deposits',
          'Previous day',
          'Previous revenue',
          'Previous deposits',
        ],
        rows: charts.daily.map((day, index) => {
          const before = charts.previousDaily[index]!;
          return [
            day.date,
            formatPrice(day.revenue),
            formatPrice(day.deposits),
            before.date,
            formatPrice(before.revenue),
            formatPrice(before.deposits),
          ];
        }),
      }}
    >
      <LineChart
        height={CHART_HEIGHT}
        xAxis={[{ scaleType: 'point', data: days, valueFormatter: (day: string) => day.slice(5) }]}
        yAxis={[{ valueFormatter: (value: number) => `$${value}`, width: 64 }]}
        series={[
          line('revenue', 'Revenue', charts.daily, 'revenue', theme.palette.primary.main),
          line('deposits', 'Deposits', charts.daily, 'deposits', theme.palette.success.main),
          line(
            'previousRevenue',
            'Revenue, previous period',
            charts.previousDaily,
            'revenue',
            theme.palette.primary.main,
          ),
          line(
            'previousDeposits',
            'Deposits, previous period',
            charts.previousDaily,
            'deposits',
            theme.palette.success.main,
          ),
        ]}
        sx={{
          [`& .${lineClasses.line}[data-series^="previous"]`]: {
            strokeDasharray: '6 4',
            strokeOpacity: 0.7,
          },
        }}
      />
    </ChartCard>
  );
}

function OrdersByHourChart({ charts }: { charts: ReportChartsDto }) {
  const hours = charts.ordersByHour.map((_, hour) => hourLabel(hour));
  return (
    <ChartCard
      title="Orders by hour of the day"
      summary={hourSummary(charts.ordersByHour)}
      table={{
        head: ['Hour', 'Orders'],
        rows: charts.ordersByHour.map((orders, hour) => [hourLabel(hour), orders]),
      }}
    >
      <BarChart
        height={CHART_HEIGHT}
        xAxis={[
          { scaleType: 'band', data: hours, valueFormatter: (hour: string) => hour.slice(0, 2) },
        ]}
        yAxis={[COUNT_AXIS]}
        series={[{ id: 'orders', label: 'Orders', data: charts.ordersByHour }]}
        hideLegend
      />
    </ChartCard>
  );
}

/** Horizontal bars of the top 10 by revenue. */
function TopChart({
  title,
  kind,
  rows,
}: {
  title: string;
  kind: 'product' | 'customer';
  rows: { name: string; revenue: string; orders: number }[];
}) {
  return (
    <ChartCard
      title={title}
      summary={topSummary(kind, rows)}
      table={{
        head: ['Rank', kind === 'product' ? 'Product' : 'Customer', 'Revenue', 'Orders'],
        rows: rows.map((row, index) => [index + 1, row.name, formatPrice(row.revenue), row.orders]),
        textColumns: 2,
      }}
    >
      <BarChart
        height={CHART_HEIGHT}
        layout="horizontal"
        yAxis={[
          {
            scaleType: 'band',
            // Ranks, not names: two customers or products may share a name.
            data: rows.map((_, index) => index),
            width: 120,
            valueFormatter: (index: number) =>
              shortName(`${index + 1}. ${rows[index]?.name ?? ''}`),
          },
        ]}
        xAxis={[{ valueFormatter: (value: number) => `$${value}` }]}
        series={[
          {
            id: 'revenue',
            label: 'Revenue',
            data: rows.map((row) => chartDollars(toCents(row.revenue) ?? 0)),
            valueFormatter: dollarsOf,
          },
        ]}
        hideLegend
      />
    </ChartCard>
  );
}

function DepositMethodsChart({ charts }: { charts: ReportChartsDto }) {
  const methods = charts.depositsByMethod;
  return (
    <ChartCard
      title="Deposits by method"
      summary={methodSummary(methods)}
      table={{
        head: ['Method', 'Deposits', 'Amount'],
        rows: methods.map((m) => [METHOD_LABELS[m.method], m.count, formatPrice(m.amount)]),
      }}
    >
      <BarChart
        height={CHART_HEIGHT}
        xAxis={[{ scaleType: 'band', data: methods.map((m) => METHOD_LABELS[m.method]) }]}
        yAxis={[{ valueFormatter: (value: number) => `$${value}`, width: 64 }]}
        series={[
          {
            id: 'amount',
            label: 'Amount',
            data: methods.map((m) => chartDollars(toCents(m.amount) ?? 0)),
            valueFormatter: dollarsOf,
          },
        ]}
        hideLegend
      />
    </ChartCard>
  );
}

function DepositFunnelChart({ charts }: { charts: ReportChartsDto }) {
  const funnel = charts.depositFunnel;
  return (
    <ChartCard
      title="Deposit funnel"
      summary={funnelSummary(funnel)}
      table={{
        head: ['Step', 'Deposits'],
        rows: FUNNEL_STEPS.map((step) => [step.label, funnel[step.key]]),
      }}
    >
      <BarChart
        height={CHART_HEIGHT}
        xAxis={[{ scaleType: 'band', data: FUNNEL_STEPS.map((step) => step.label) }]}
        yAxis={[COUNT_AXIS]}
        series={[
          {
            id: 'deposits',
            label: 'Deposits',
            data: FUNNEL_STEPS.map((step) => funnel[step.key]),
          },
        ]}
        hideLegend
      />
    </ChartCard>
  );
}

function RefundsChart({ charts }: { charts: ReportChartsDto }) {
  const theme = useTheme();
  return (
    <ChartCard
      title="Refunds and warranty claims per day"
      summary={refundSummary(charts)}
      table={{
        head: ['Day', 'Refunds', 'Refunded', 'Warranty claims'],
        rows: charts.daily.map((day) => [
          day.date,
          day.refundCount,
          formatPrice(day.refunds),
          day.claims,
        ]),
      }}
    >
      <BarChart
        height={CHART_HEIGHT}
        xAxis={[
          {
            scaleType: 'band',
            data: charts.daily.map((day) => day.date),
            valueFormatter: (day: string) => day.slice(5),
          },
        ]}
        yAxis={[COUNT_AXIS]}
        series={[
          {
            id: 'refunds',
            label: 'Refunds',
            data: charts.daily.map((day) => day.refundCount),
            color: theme.palette.warning.main,
          },
          {
            id: 'claims',
            label: 'Warranty claims',
            data: charts.daily.map((day) => day.claims),
            color: theme.palette.error.main,
          },
        ]}
      />
    </ChartCard>
  );
}

function Charts({ charts }: { charts: ReportChartsDto }) {
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <RevenueChart charts={charts} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <OrdersByHourChart charts={charts} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <RefundsChart charts={charts} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TopChart title="Top 10 products by revenue" kind="product" rows={charts.topProducts} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TopChart title="Top 10 customers by revenue" kind="customer" rows={charts.topCustomers} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DepositMethodsChart charts={charts} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DepositFunnelChart charts={charts} />
      </Grid>
    </Grid>
  );
}

/** Skeletons of the charts while they load (the code or the figures). */
export function ChartsSkeleton() {
  return (
    <Grid container spacing={2} role="status" aria-busy="true" aria-label="Loading charts">
      {Array.from({ length: 7 }, (_, index) => (
        <Grid key={index} size={index === 0 ? 12 : { xs: 12, md: 6 }}>
          <Skeleton variant="rounded" height={CHART_HEIGHT + 90} />
        </Grid>
      ))}
    </Grid>
  );
}

/** The charts section, its range in the URL. */
export function ReportCharts() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const range = dayRangeFromSearch(search);
  const chartsQuery = useReportCharts(range);
  const shown = chartsQuery.data;
  const show = (next: DayRange) => {
    // The cards' "As of" stays as it is.
    const query = withDayRange(search, next);
    navigate(`${paths.admin.reports}${query ? `?${query}` : ''}`);
  };
  return (
    <Box component="section" aria-labelledby="report-charts-title" sx={{ mt: 5 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <Box>
          <Typography id="report-charts-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            Charts
          </Typography>
          {shown && (
            <Typography variant="body2" color="text.secondary">
              {shown.from} to {shown.to}, against {shown.previousFrom} to {shown.previousTo}; days
              in the store's time zone ({shown.timeZone}). Revenue counts every order placed;
              refunds have a chart of their own.
            </Typography>
          )}
        </Box>
        {shown && (
          <DayRangePicker
            shown={{ from: shown.from, to: shown.to }}
            timeZone={shown.timeZone}
            onChange={show}
          />
        )}
      </Stack>
      <QueryStates
        query={chartsQuery}
        errorTitle="Could not load the charts"
        loading={<ChartsSkeleton />}
        isEmpty={(charts) => !hasActivity(charts)}
        empty={
          <StatusMessage
            icon={<InsightsOutlinedIcon />}
            title="No sales in this range"
            description="Orders, deposits, refunds and warranty claims of the range appear here."
          />
        }
      >
        {(charts) => <Charts charts={charts} />}
      </QueryStates>
    </Box>
  );
}
