/**
 * One order in My Orders (docs/specs/customer-area.md section 2): number, product, status,
 * quantity, total, date; opens /orders/{id}. Below it, a footer the page passes in (the warranty
 * claim status and button).
 */
import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderDto } from '@contracts/responses';
import { OrderStatusChip, orderNumberOf } from '@/components/order-status-chip';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';

interface OrderCardProps {
  order: OrderDto;
  /** Shown below the order (the warranty footer, composed by the route). */
  footer?: ReactNode;
}

export function OrderCard({ order, footer }: OrderCardProps) {
  return (
    <Card variant="outlined" component="li">
      <CardActionArea href={paths.order(order.id)}>
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Stack spacing={0.5} sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Typography component="h2" sx={{ fontWeight: 700, fontFamily: 'monospace' }}>
                  {orderNumberOf(order)}
                </Typography>
                <OrderStatusChip status={order.status} />
              </Stack>
              <Typography sx={{ fontWeight: 600 }} noWrap>
                {order.product.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Quantity: {order.quantity} · {formatDate(order.createdAt)}
              </Typography>
            </Stack>
            <Stack sx={{ alignItems: { sm: 'flex-end' } }}>
              <Typography variant="body2" color="text.secondary">
                Total
              </Typography>
              <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
                {formatPrice(order.totalAmount)}
              </Typography>
            </Stack>
          </Stack>
        </CardContent>
      </CardActionArea>
      {footer}
    </Card>
  );
}
