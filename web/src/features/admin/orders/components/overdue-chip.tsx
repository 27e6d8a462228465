/**
 * The Overdue badge staff see on a manual order still pending or in progress past its 15-minute
 * delivery promise (contracts/delivery-promise.ts), in the orders list and on the order's page.
 * It appears at the deadline without a reload: the clock is read again every OVERDUE_CHECK_MS.
 */
import Chip from '@mui/material/Chip';
import AlarmIcon from '@mui/icons-material/Alarm';
import {
  isAwaitingManualDelivery,
  isOverdue,
  type PromisedOrder,
} from '@contracts/delivery-promise';
import { useNow } from '@/lib/use-now';

/** How often a waiting order's badge checks the clock, in milliseconds: late by at most this. */
const OVERDUE_CHECK_MS = 10_000;

export function OverdueChip({ order }: { order: PromisedOrder }) {
  const now = useNow(OVERDUE_CHECK_MS, isAwaitingManualDelivery(order));
  if (!isOverdue(order, now)) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color="error"
      icon={<AlarmIcon />}
      label="Overdue"
      sx={{ fontWeight: 600 }}
    />
  );
}
