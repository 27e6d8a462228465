/**
 * Admin reports (/admin/reports) (docs/specs/admin-area.md sections 2.13, 3 and 9): cards for
 * today's deposits, today's orders, weekly revenue and monthly revenue, each with today's change
 * against yesterday in percent, and per-period lists (the last 30 days one by one, by 7 days and
 * the 30-day sum). With no data: "No reports available" and "Unable to generate reports at this
 * time." Amounts in dollars with 2 decimals. Links to the product economics and the daily CSV;
 * "As of" shows the cards and lists as they stood at the end of a past store day (?asOf= in the
 * URL). Below them the charts of a range of days (report-charts.tsx), whose code loads on demand.
 */
import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import DateRangeOutlinedIcon from '@mui/icons-material/DateRangeOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Link } from 'wouter';
import type { ReportsDto } from '@contracts/admin';
import { QueryStates } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { formatDollars } from '@/lib/money';
import { AdminLayout } from '../../components/admin-layout';
import { AsOfField, AsOfNote, useAsOf } from '../../components/as-of-field';
import { useReports } from '../api/get-reports';
import { formatPercentChange } from '../compare';
import { dailyRows, formatPeriod, isReportEmpty, reportCards, sumPeriods } from '../report-periods';
import type { PeriodRow, ReportCard } from '../report-periods';

const ReportCharts = lazy(async () => ({
  default: (await import('./report-charts')).ReportCharts,
}));

/** The last 30 days' totals as CSV (the server's default range). */
const DAILY_CSV_URL = '/api/admin/reports/daily.csv';

const CARD_ICONS: Record<ReportCard['key'], ComponentType<SvgIconProps>> = {
  deposits: AccountBalanceWalletOutlinedIcon,
  orders: ShoppingBagOutlinedIcon,
  weekly: DateRangeOutlinedIcon,
  monthly: CalendarMonthOutlinedIcon,
};

const CARD_SUBTITLES: Record<ReportCard['key'], (card: ReportCard) => string> = {
  deposits: ({ figure }) => `${figure.count} ${figure.count === 1 ? 'deposit' : 'deposits'}`,
  orders: ({ figure }) => `${formatDollars(figure.cents)} in sales`,
  weekly: ({ figure }) => `${figure.count} orders in the last 7 days`,
  monthly: ({ figure }) => `${figure.count} orders in the last 30 days`,
};

function ChangeChip({ percent }: { percent: number }) {
  const Icon = percent > 0 ? TrendingUpIcon : percent < 0 ? TrendingDownIcon : TrendingFlatIcon;
  const color = percent > 0 ? 'success' : percent < 0 ? 'error' : 'default';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      icon={<Icon />}
      label={`${formatPercentChange(percent)} vs yesterday`}
    />
  );
}

function ReportCardView({ card }: { card: ReportCard }) {
  const Icon = CARD_ICONS[card.key];
  const headline =
    card.headline === 'amount' ? formatDollars(card.figure.cents) : String(card.figure.count);
  return (
    <Card variant="outlined" component="section" aria-label={card.title} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography
            variant="body2"
            color="text.secondary"
            component="h2"
            sx={{ fontWeight: 600 }}
          >
            {card.title}
          </Typography>
          <Box
            aria-hidden
            sx={(theme) => ({
              width: 40,
              height: 40,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              color: 'primary.main',
              bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.12),
            })}
          >
            <Icon />
          </Box>
        </Stack>
        <Typography variant="h4" component="p" sx={{ fontWeight: 800, mt: 0.5 }}>
          {headline}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {CARD_SUBTITLES[card.key](card)}
        </Typography>
        <ChangeChip percent={card.changePercent} />
      </CardContent>
    </Card>
  );
}

function PeriodTable({ rows, label }: { rows: PeriodRow[]; label: string }) {
  const total = {
    deposits: rows.reduce((sum, row) => sum + row.deposits.cents, 0),
    orders: rows.reduce((sum, row) => sum + row.orders.cents, 0),
  };
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Period</TableCell>
            <TableCell align="right">Deposits</TableCell>
            <TableCell align="right">Deposit amount</TableCell>
            <TableCell align="right">Orders</TableCell>
            <TableCell align="right">Revenue</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const isQuiet = row.deposits.count === 0 && row.orders.count === 0;
            return (
              <TableRow
                key={`${row.from}-${row.to}`}
                hover
                sx={isQuiet ? { '& td': { color: 'text.secondary' } } : undefined}
              >
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPeriod(row)}</TableCell>
                <TableCell align="right">{row.deposits.count}</TableCell>
                <TableCell align="right">{formatDollars(row.deposits.cents)}</TableCell>
                <TableCell align="right">{row.orders.count}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {formatDollars(row.orders.cents)}
                </TableCell>
              </TableRow>
            );
          })}
          {rows.length > 1 && (
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>Total</TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {rows.reduce((sum, row) => sum + row.deposits.count, 0)}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {formatDollars(total.deposits)}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {rows.reduce((sum, row) => sum + row.orders.count, 0)}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {formatDollars(total.orders)}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const PERIODS = [
  { key: 'daily', label: 'Daily', size: 1, tableLabel: 'Daily report, last 30 days' },
  { key: 'weekly', label: 'Weekly', size: 7, tableLabel: 'Weekly report, last 30 days' },
  { key: 'monthly', label: 'Monthly', size: 30, tableLabel: 'Monthly report, last 30 days' },
] as const;
type PeriodKey = (typeof PERIODS)[number]['key'];

function Reports({ reports }: { reports: ReportsDto }) {
  const [period, setPeriod] = useState<PeriodKey>('daily');
  const days = dailyRows(reports);
  const selected = PERIODS.find((p) => p.key === period) ?? PERIODS[0];
  const rows = selected.size === 1 ? days : sumPeriods(days, selected.size);
  return (
    <>
      <Grid container spacing={2} sx={{ mb: 4 }}>
        {reportCards(reports).map((card) => (
          <Grid key={card.key} size={{ xs: 12, sm: 6, lg: 3 }}>
            <ReportCardView card={card} />
          </Grid>
        ))}
      </Grid>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Per-period report
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            Days in the store's time zone ({reports.timeZone})
          </Typography>
          <Button size="small" startIcon={<DownloadIcon />} href={DAILY_CSV_URL} download>
            Daily CSV
          </Button>
        </Stack>
      </Stack>
      <Tabs
        value={period}
        onChange={(_event, value: PeriodKey) => setPeriod(value)}
        aria-label="Report period"
        sx={{ mb: 2 }}
      >
        {PERIODS.map((p) => (
          <Tab key={p.key} value={p.key} label={p.label} />
        ))}
      </Tabs>
      <PeriodTable rows={rows} label={selected.tableLabel} />
    </>
  );
}

function ReportsSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading reports">
      <Grid container spacing={2} sx={{ mb: 4 }}>
        {Array.from({ length: 4 }, (_, index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Skeleton variant="rounded" height={150} />
          </Grid>
        ))}
      </Grid>
      <Skeleton variant="rounded" height={320} />
    </Box>
  );
}

export function AdminReportsPage() {
  const [asOf, setAsOf] = useAsOf();
  const reportsQuery = useReports(asOf);
  return (
    <AdminLayout title="Reports Dashboard">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <AsOfField asOf={asOf} onChange={setAsOf} />
        <Button
          component={Link}
          href={paths.admin.productEconomics}
          variant="outlined"
          startIcon={<Inventory2OutlinedIcon />}
        >
          Product economics
        </Button>
      </Stack>
      {asOf && <AsOfNote asOf={asOf} onNow={() => setAsOf(undefined)} />}
      <QueryStates
        query={reportsQuery}
        errorTitle="Could not load reports"
        loading={<ReportsSkeleton />}
        isEmpty={isReportEmpty}
        empty={
          <StatusMessage
            icon={<AssessmentOutlinedIcon />}
            title="No reports available"
            description="Unable to generate reports at this time."
          />
        }
      >
        {(reports) => <Reports reports={reports} />}
      </QueryStates>
      <Suspense
        fallback={
          <Box role="status" aria-busy="true" aria-label="Loading charts" sx={{ mt: 5 }}>
            <Skeleton variant="rounded" height={370} />
          </Box>
        }
      >
        <ReportCharts />
      </Suspense>
    </AdminLayout>
  );
}
