/**
 * Order detail (/orders/{id}) (docs/specs/customer-area.md section 2): status card (with a manual
 * order's delivery countdown, ./delivery-promise.tsx), order details,
 * delivery info, the delivered item once completed (or "Returned to stock" once a refund put its
 * keys back), the amount refunded, the warranty replacement account (latest
 * approved claim), warranty information, and the timeline. Not found: "Order not found" with a Back
 * to Orders link.
 */
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useParams } from 'wouter';
import type { OrderDto } from '@contracts/responses';
import { DeliveredItem } from '@/components/delivered-item';
import { OrderStatusChip, orderNumberOf } from '@/components/order-status-chip';
import { Section } from '@/components/page-section';
import { ErrorMessage, StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { hasStatus } from '@/lib/api-client';
import { deliveryText } from '@/lib/delivery';
import { useDocumentMeta } from '@/lib/document-meta';
import { formatDateTime } from '@/lib/format-date';
import { formatPrice, toCents } from '@/lib/money';
import { useIsMailEnabled } from '@/api/get-site-config';
import { useOrder } from '../api/get-order';
import { DeliveryPromise } from './delivery-promise';
import { CompensationNote, ReplacementKeys } from './order-aftercare';
import { OrderTimeline } from './order-timeline';

const STATUS_TEXT: Record<string, string> = {
  pending: 'We have received your order and will start on it shortly.',
  in_progress: 'We are preparing your order.',
  completed: 'Your order has been delivered.',
  cancelled: 'This order was cancelled.',
};

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 0.75 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography
        component="div"
        sx={{ fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
    </Stack>
  );
}

function BackToOrders() {
  return (
    <Button href={paths.orders} startIcon={<ArrowBackIcon />}>
      Back to Orders
    </Button>
  );
}

/**
 * The warranty parts of the order page, owned by the warranty feature and composed by the route
 * (app/routes/orders.tsx).
 */
export interface OrderWarrantySlots {
  /** The Warranty Replacement Account section (renders nothing without an approved claim). */
  replacement: (order: OrderDto) => ReactNode;
  /** The Warranty Information section's content. */
  information: (order: OrderDto) => ReactNode;
}

export function OrderDetailPage({ warranty }: { warranty: OrderWarrantySlots }) {
  const { id = '' } = useParams<{ id: string }>();
  const { data: order, isPending, error, refetch } = useOrder(id);
  useDocumentMeta(order ? `Order ${orderNumberOf(order)} - KeyMart` : 'Order - KeyMart');

  if (isPending) return <OrderDetailSkeleton />;
  if (hasStatus(error, 404) || hasStatus(error, 400)) {
    return (
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <StatusMessage
          headingComponent="h1"
          icon={<SearchOffIcon />}
          title="Order not found"
          description="The order you're looking for was not found or you don't have access to it."
          action={<BackToOrders />}
        />
      </Container>
    );
  }
  if (error) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <ErrorMessage
          error={error}
          title="Could not load this order"
          onRetry={() => void refetch()}
        />
      </Container>
    );
  }
  return <OrderDetail order={order} warranty={warranty} />;
}

function OrderDetail({ order, warranty }: { order: OrderDto; warranty: OrderWarrantySlots }) {
  const isCompleted = order.status === 'completed';
  const isMailEnabled = useIsMailEnabled();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <BackToOrders />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mt: 1, mb: 3 }}>
        Order {orderNumberOf(order)}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <Section title="Order Status">
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <OrderStatusChip
                  status={order.status}
                  heldForReview={order.heldForReview}
                  size="medium"
                />
                <Typography color="text.secondary">{STATUS_TEXT[order.status] ?? ''}</Typography>
              </Stack>
              <DeliveryPromise order={order} sx={{ mt: 2 }} />
              <CompensationNote order={order} />
            </Section>
            <Section title="Order Details">
              <Detail label="Order Number" value={orderNumberOf(order)} />
              <Detail label="Product" value={order.product.name} />
              <Detail label="Quantity" value={order.quantity} />
              <Detail label="Unit Price" value={formatPrice(order.unitPrice)} />
              {order.couponCode && <Detail label="Coupon" value={order.couponCode} />}
              <Divider sx={{ my: 1 }} />
              <Detail label="Total" value={formatPrice(order.totalAmount)} />
              {(toCents(order.refundedAmount) ?? 0) > 0 && (
                <Detail label="Refunded" value={formatPrice(order.refundedAmount)} />
              )}
              <Detail label="Order Date" value={formatDateTime(order.createdAt)} />
            </Section>
            {isCompleted && (
              <Section title="Your Delivery">
                {order.keysReturnedToStock ? (
                  <Typography color="text.secondary">
                    Returned to stock: this order was refunded and its keys are no longer yours.
                  </Typography>
                ) : order.deliveredItem ? (
                  <DeliveredItem text={order.deliveredItem} />
                ) : (
                  <Typography color="text.secondary">
                    {isMailEnabled
                      ? 'Your order is complete. The delivery details were sent to your e-mail.'
                      : 'Your order is complete. Open a support ticket if you need its delivery details again.'}
                  </Typography>
                )}
              </Section>
            )}
            {order.replacements.length > 0 && (
              <Section title="Replacement Keys">
                <ReplacementKeys order={order} />
              </Section>
            )}
            {warranty.replacement(order)}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <Section title="Delivery Information">
              <Detail label="Delivery" value={deliveryText(order.deliveryType)} />
              <Detail label="Status" value={isCompleted ? 'Delivered' : 'Awaiting delivery'} />
              {order.product.warrantyDays > 0 && (
                <Detail label="Warranty" value={`${order.product.warrantyDays} days`} />
              )}
              {isMailEnabled && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  Licenses are also delivered to your e-mail address.
                </Typography>
              )}
            </Section>
            <Section title="Warranty Information">{warranty.information(order)}</Section>
            <Section title="Order Timeline">
              <OrderTimeline order={order} />
            </Section>
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}

function OrderDetailSkeleton() {
  return (
    <Container
      maxWidth="lg"
      sx={{ py: { xs: 3, md: 5 } }}
      aria-busy="true"
      aria-label="Loading order"
    >
      <Skeleton width={160} />
      <Skeleton width={320} height={52} sx={{ mb: 3 }} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Skeleton variant="rounded" height={100} sx={{ mb: 3 }} />
          <Skeleton variant="rounded" height={260} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Skeleton variant="rounded" height={180} sx={{ mb: 3 }} />
          <Skeleton variant="rounded" height={160} />
        </Grid>
      </Grid>
    </Container>
  );
}
