/**
 * The promise of a manual order still awaiting delivery, on My Orders and the order's page: a
 * countdown to its deadline ("Delivery within 12:34", docs/specs/customer-area.md sections 1 and
 * 9: "delivered within 15 minutes"), then, once the deadline has passed, a calm note that it is
 * taking longer than usual. Nothing for automatic, completed or cancelled orders.
 *
 * The countdown is a `timer` role, which screen readers do not announce as it changes (read on
 * demand); the late note is a `status`, announced once when it appears.
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import ScheduleIcon from '@mui/icons-material/Schedule';
import {
  isAwaitingManualDelivery,
  isOverdue,
  millisecondsToDeadline,
  type PromisedOrder,
} from '@contracts/delivery-promise';
import { useNow } from '@/lib/use-now';

/** 754_000 ms -> "12:34": whole minutes and seconds left, a started second counted as left. */
function minutesAndSeconds(milliseconds: number): string {
  const seconds = Math.ceil(milliseconds / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** `sx` places it (margins, padding) where it is shown. */
export function DeliveryPromise({ order, sx }: { order: PromisedOrder; sx?: SxProps<Theme> }) {
  const now = useNow(1000, isAwaitingManualDelivery(order));
  const left = millisecondsToDeadline(order, now);
  if (left === null) return null;
  const late = isOverdue(order, now);
  return (
    <Stack direction="row" spacing={1} sx={sx}>
      {late ? (
        <ScheduleIcon fontSize="small" color="warning" aria-hidden sx={{ mt: 0.25 }} />
      ) : (
        <HourglassTopIcon fontSize="small" color="primary" aria-hidden sx={{ mt: 0.25 }} />
      )}
      {!late && (
        <Typography variant="body2" role="timer" sx={{ fontWeight: 600 }}>
          Delivery within{' '}
          <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {minutesAndSeconds(left)}
          </Box>
        </Typography>
      )}
      {/* In the page, empty, before the deadline: the note is announced when it fills. Last, so
          that while empty it moves nothing. */}
      <Typography variant="body2" role="status" component="div">
        {late && (
          <>
            <Box component="span" sx={{ fontWeight: 700 }}>
              Taking longer than usual.
            </Box>{' '}
            Your order will be delivered as soon as possible; contact support if you need help.
          </>
        )}
      </Typography>
    </Stack>
  );
}
