/**
 * Order Status Overview of the customer dashboard (docs/specs/admin-area.md 2.2): Completed,
 * In Progress and Pending as x/total with progress bars.
 */
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderDto } from '@contracts/responses';
import { statusOverview } from '../dashboard-stats';

export function StatusOverviewCard({ orders }: { orders: readonly OrderDto[] }) {
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
