/**
 * One order in My Orders (docs/specs/customer-area.md section 2): number, product, status,
 * quantity, total, date; opens /orders/{id}. Below it, a footer the page passes in (the warranty
 * claim status and button). The order the customer has just placed is marked "Just placed" with
 * an accent border, scrolled into view, and shows its delivered item with a Copy button (or when
 * it will arrive) without opening the order. A manual order awaiting delivery counts down to its
 * promised time (./delivery-promise.tsx).
 */
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderDto } from '@contracts/responses';
import { DeliveredItem } from '@/components/delivered-item';
import { OrderStatusChip, orderNumberOf } from '@/components/order-status-chip';
import { paths } from '@/config/paths';
import { deliveryText } from '@/lib/delivery';
import { formatDate } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';
import { scrollBehavior } from '@/lib/motion';
import { DeliveryPromise } from './delivery-promise';

interface OrderCardProps {
  order: OrderDto;
  /** Shown below the order (the warranty footer, composed by the route). */
  footer?: ReactNode;
  /** The order the customer has just placed: marked, scrolled to, its delivery shown. */
  isJustPlaced?: boolean;
}

/** What the order just placed delivered (keys with Copy), or when its delivery comes. */
function JustPlacedDelivery({ order }: { order: OrderDto }) {
  return (
    <CardContent sx={{ pt: 0 }}>
      {order.deliveredItem ? (
        <DeliveredItem text={order.deliveredItem} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {deliveryText(order.deliveryType)}: open the order to see it once it is delivered.
        </Typography>
      )}
    </CardContent>
  );
}

export function OrderCard({ order, footer, isJustPlaced = false }: OrderCardProps) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (isJustPlaced) ref.current?.scrollIntoView({ block: 'center', behavior: scrollBehavior() });
  }, [isJustPlaced]);
  return (
    <Card
      variant="outlined"
      component="li"
      ref={ref}
      sx={isJustPlaced ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}
    >
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
                <OrderStatusChip status={order.status} heldForReview={order.heldForReview} />
                {isJustPlaced && (
                  <Chip size="small" color="primary" variant="filled" label="Just placed" />
                )}
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
      {/* Outside the link: the link's name stays put while the countdown moves. */}
      <DeliveryPromise order={order} sx={{ px: 2, pb: 2 }} />
      {isJustPlaced && <JustPlacedDelivery order={order} />}
      {footer}
    </Card>
  );
}
