/**
 * What the store gave a customer on an order after its delivery: the automatic compensation of a
 * late manual delivery (a credit to the balance, or the order cancelled and refunded), and the
 * replacement keys staff sent outside the warranty, each with its reason and Copy.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderDto } from '@contracts/responses';
import { DeliveredItem } from '@/components/delivered-item';
import { formatDateTime } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';

/** The compensation note of a late manual order, or nothing. */
export function CompensationNote({ order }: { order: OrderDto }) {
  const { compensation } = order;
  if (!compensation) return null;
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      {compensation.kind === 'cancel_refund'
        ? `We could not deliver this order within our promised time, so it was cancelled and ${formatPrice(compensation.amount)} was refunded to your balance.`
        : `We could not deliver this order within our promised time: ${formatPrice(compensation.amount)} (${compensation.percent}% of your order) was credited to your balance.`}
    </Alert>
  );
}

/** The replacement keys of an order, oldest first (nothing when there are none). */
export function ReplacementKeys({ order }: { order: OrderDto }) {
  return (
    <Stack spacing={2}>
      {order.replacements.map((replacement, index) => (
        <Box key={`${replacement.deliveredAt}-${index}`}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Sent {formatDateTime(replacement.deliveredAt)}: {replacement.reason}
          </Typography>
          <DeliveredItem text={replacement.item} label={`Replacement key ${index + 1}`} />
        </Box>
      ))}
    </Stack>
  );
}
