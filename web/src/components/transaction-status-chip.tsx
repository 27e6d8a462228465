/** Transaction status badges (docs/specs/customer-area.md section 4): completed, pending, failed; others shown as is. */
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ChipProps } from '@mui/material/Chip';

const BADGES: Record<string, { label: string; color: ChipProps['color'] }> = {
  completed: { label: 'Completed', color: 'success' },
  pending: { label: 'Pending', color: 'warning' },
  failed: { label: 'Failed', color: 'error' },
};

export function TransactionStatusChip({ status }: { status: string }) {
  const badge = BADGES[status];
  if (!badge) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {status}
      </Typography>
    );
  }
  return <Chip size="small" color={badge.color} label={badge.label} variant="outlined" />;
}
