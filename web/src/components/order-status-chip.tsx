/** Order status labels and chip (docs/specs/customer-area.md section 4: pending, in_progress, completed, cancelled). */
import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import { HELD_FOR_REVIEW } from '@contracts/held-orders';
import type { OrderStatus } from '@contracts/requests';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const ORDER_STATUS_VALUES = Object.keys(ORDER_STATUS_LABELS) as OrderStatus[];

const COLORS: Record<OrderStatus, ChipProps['color']> = {
  pending: 'warning',
  in_progress: 'info',
  completed: 'success',
  cancelled: 'error',
};

/** Label of a status; an unknown value is shown as sent. */
function orderStatusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
}

/** The status chip; an order a fraud rule holds reads "Held for review" instead. */
export function OrderStatusChip({
  status,
  heldForReview = false,
  size = 'small',
}: {
  status: string;
  heldForReview?: boolean;
  size?: ChipProps['size'];
}) {
  return (
    <Chip
      size={size}
      color={heldForReview ? 'warning' : (COLORS[status as OrderStatus] ?? 'default')}
      label={heldForReview ? HELD_FOR_REVIEW : orderStatusLabel(status)}
      sx={{ fontWeight: 600 }}
    />
  );
}

/** The order number a list shows, shared with the CSV exports. */
export { orderNumberOf } from '@contracts/display-names';
