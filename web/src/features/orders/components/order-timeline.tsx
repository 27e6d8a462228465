/**
 * Order timeline (docs/specs/customer-area.md section 2, Order detail): Order Created always; Order
 * In Progress while in_progress; Order Completed when completed; and each refund staff made, with
 * its amount and reason, in time order.
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import type { ReactNode } from 'react';
import type { OrderDto } from '@contracts/responses';
import { formatDateTime } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';

interface TimelineStep {
  /** Unique among the steps. */
  key: string;
  title: string;
  /** A line under the title (a refund's reason). */
  detail?: string;
  when: string;
  icon: ReactNode;
  color: string;
}

/** The steps the order has reached. */
function timelineSteps(
  order: Pick<OrderDto, 'status' | 'createdAt' | 'updatedAt' | 'refunds' | 'keysReturnedToStock'>,
): TimelineStep[] {
  const steps: TimelineStep[] = [
    {
      key: 'created',
      title: 'Order Created',
      when: order.createdAt,
      icon: <AddShoppingCartIcon />,
      color: 'primary.main',
    },
  ];
  if (order.status === 'in_progress') {
    steps.push({
      key: 'in_progress',
      title: 'Order In Progress',
      when: order.updatedAt,
      icon: <HourglassTopIcon />,
      color: 'info.main',
    });
  }
  if (order.status === 'completed') {
    steps.push({
      key: 'completed',
      title: 'Order Completed',
      when: order.updatedAt,
      icon: <CheckCircleIcon />,
      color: 'success.main',
    });
  }
  for (const refund of order.refunds)
    steps.push({
      key: refund.id,
      title: `Refunded ${formatPrice(refund.amount)}${refund.restock ? ' (keys returned to stock)' : ''}`,
      detail: refund.reason,
      when: refund.createdAt,
      icon: <CurrencyExchangeIcon />,
      color: 'warning.main',
    });
  // ISO times in one zone sort as text; the sort is stable, so equal times keep their order.
  return steps.sort((a, b) => (a.when < b.when ? -1 : a.when > b.when ? 1 : 0));
}

export function OrderTimeline({ order }: { order: OrderDto }) {
  const steps = timelineSteps(order);
  return (
    <Stack component="ol" spacing={0} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {steps.map((step, index) => (
        <Stack key={step.key} component="li" direction="row" spacing={2}>
          <Stack sx={{ alignItems: 'center' }}>
            <Box sx={{ color: step.color, display: 'flex' }}>{step.icon}</Box>
            {index < steps.length - 1 && (
              <Box sx={{ width: 2, flexGrow: 1, bgcolor: 'divider', my: 0.5, minHeight: 20 }} />
            )}
          </Stack>
          <Box sx={{ pb: index < steps.length - 1 ? 2 : 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{step.title}</Typography>
            {step.detail && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {step.detail}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(step.when)}
            </Typography>
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
