/**
 * One order for staff (/admin/orders/{id}), opened from a row of the orders list: the order
 * (number, product, quantity, unit price, total, coupon, delivery, status with the Overdue badge
 * of a late manual order), its customer (a link to their page), its key history (the delivered
 * item, then each warranty claim and its replacement; hidden until the password is confirmed, as
 * stock keys are; the replacements staff sent outside the warranty; an automatic compensation for
 * a late manual delivery), its refunds (what was refunded and what is left) and the events of its
 * stream with their times and who acted; staff who fulfil orders may resend a completed order's
 * delivery e-mail and send a completed automatic order a replacement key, staff who manage
 * balances may refund it; an order a fraud rule holds for review is released or refused there.
 * Loading, not-found and error states.
 */
import type { ReactNode } from 'react';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useParams } from 'wouter';
import type { AdminOrderDetailDto, OrderEventDto } from '@contracts/admin-order-detail';
import type { OrderRefundDto } from '@contracts/responses';
import type { OrderCompensationDto } from '@contracts/overdue-compensation';
import type { WarrantyClaimDto } from '@contracts/warranty';
import { ClaimStatusChip } from '@/components/claim-status-chip';
import { DeliveredItem } from '@/components/delivered-item';
import { OrderStatusChip, orderNumberOf } from '@/components/order-status-chip';
import { RouterLink } from '@/components/router-link';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { formatPrice, toCents } from '@/lib/money';
import { DetailPage, DetailSection, Facts } from '../../components/detail-parts';
import { useAdminOrder } from '../api/get-admin-order';
import { HeldOrderActions } from './held-order-actions';
import { OverdueChip } from './overdue-chip';
import { RefundAction } from './refund-action';
import { ReplacementAction } from './replacement-action';
import { ResendDeliveryAction } from './resend-delivery-action';

export function AdminOrderPage() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const [reveal, setReveal] = useState(false);
  const detail = useAdminOrder(id, reveal);
  return (
    <DetailPage
      id={id}
      query={detail}
      noun="order"
      titleOf={(data) => `Order ${orderNumberOf(data.order)}`}
      listHref={paths.admin.orders}
      notFound="No order has this number."
    >
      {(data) => <OrderDetail detail={data} onReveal={() => setReveal(true)} />}
    </DetailPage>
  );
}

function OrderDetail({ detail, onReveal }: { detail: AdminOrderDetailDto; onReveal: () => void }) {
  const { order } = detail;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <DetailSection id="order" title="Order">
          <Facts
            facts={[
              [
                'Status',
                <Stack key="status" direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                  <OrderStatusChip status={order.status} heldForReview={order.heldForReview} />
                  <OverdueChip order={order} />
                </Stack>,
              ],
              ['Product', order.product.name],
              ['Quantity', String(order.quantity)],
              ['Unit price', formatPrice(order.unitPrice)],
              ['Total', formatPrice(order.totalAmount)],
              ['Refunded', formatPrice(order.refundedAmount)],
              ['Refundable', formatPrice(detail.refundableAmount)],
              ['Coupon', order.couponCode ?? 'None'],
              ['Delivery', order.deliveryType === 'automatic' ? 'Automatic' : 'Manual'],
              ['Placed', formatDateTime(order.createdAt)],
              ...(order.compensation
                ? [['Compensation', compensationText(order.compensation)] as [string, string]]
                : []),
            ]}
          />
          <HeldOrderActions order={order} />
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <ResendDeliveryAction order={order} />
            <ReplacementAction order={order} />
          </Stack>
          <Box sx={{ mt: 2 }}>
            <RefundAction order={order} refundableCents={toCents(detail.refundableAmount) ?? 0} />
          </Box>
        </DetailSection>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <DetailSection id="customer" title="Customer">
          {order.user ? (
            <Link
              component={RouterLink}
              href={`${paths.admin.users}/${order.user.id}`}
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {order.user.email}
            </Link>
          ) : (
            <Typography color="text.secondary">Unknown customer</Typography>
          )}
        </DetailSection>
      </Grid>
      <Grid size={12}>
        <DetailSection id="refunds" title="Refunds">
          {order.refunds.length === 0 ? (
            <Typography color="text.secondary">No refunds on this order.</Typography>
          ) : (
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {order.refunds.map((refund) => (
                <RefundLine key={refund.id} refund={refund} />
              ))}
            </Box>
          )}
        </DetailSection>
      </Grid>
      <Grid size={12}>
        <DetailSection id="keys" title="Key history">
          <KeyHistory detail={detail} onReveal={onReveal} />
        </DetailSection>
      </Grid>
      <Grid size={12}>
        <DetailSection id="events" title="Events">
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {detail.events.map((event) => (
              <EventLine key={event.version} event={event} />
            ))}
          </Box>
        </DetailSection>
      </Grid>
    </Grid>
  );
}

function KeyHistory({ detail, onReveal }: { detail: AdminOrderDetailDto; onReveal: () => void }) {
  const { order, claims, keysMasked } = detail;
  return (
    <Stack spacing={2}>
      {keysMasked && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography color="text.secondary">
            Keys are hidden until you confirm your password.
          </Typography>
          <Button variant="outlined" startIcon={<VisibilityIcon />} onClick={onReveal}>
            Show keys
          </Button>
        </Stack>
      )}
      <Box>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>Delivered item</Typography>
        {order.keysReturnedToStock ? (
          <Typography color="text.secondary">Returned to stock with a refund</Typography>
        ) : order.deliveredItem === null ? (
          <Typography color="text.secondary">Not delivered</Typography>
        ) : keysMasked ? (
          <Typography sx={{ fontFamily: 'monospace' }}>{order.deliveredItem}</Typography>
        ) : (
          <DeliveredItem text={order.deliveredItem} />
        )}
      </Box>
      {order.replacements.map((replacement, index) => (
        <Box
          key={`${replacement.deliveredAt}-${index}`}
          sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>Replacement {index + 1}</Typography>
            <Typography variant="body2" color="text.secondary">
              Sent {formatDateTime(replacement.deliveredAt)} outside the warranty
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {replacement.reason}
          </Typography>
          {keysMasked ? (
            <Typography sx={{ fontFamily: 'monospace' }}>{replacement.item}</Typography>
          ) : (
            <DeliveredItem text={replacement.item} label={`Replacement ${index + 1}`} />
          )}
        </Box>
      ))}
      {claims.length === 0 ? (
        <Typography color="text.secondary">No warranty claims on this order.</Typography>
      ) : (
        claims.map((claim) => <ClaimLine key={claim.id} claim={claim} isMasked={keysMasked} />)
      )}
    </Stack>
  );
}

function ClaimLine({ claim, isMasked }: { claim: WarrantyClaimDto; isMasked: boolean }) {
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>Claim #{claim.id}</Typography>
        <ClaimStatusChip status={claim.status} />
        <Typography variant="body2" color="text.secondary">
          Filed {formatDateTime(claim.createdAt)}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {claim.description}
      </Typography>
      {claim.adminResponse === null ? (
        <Typography variant="body2" color="text.secondary">
          No response yet
        </Typography>
      ) : isMasked ? (
        <Typography sx={{ fontFamily: 'monospace' }}>{claim.adminResponse}</Typography>
      ) : (
        <DeliveredItem text={claim.adminResponse} label={`Response to claim #${claim.id}`} />
      )}
    </Box>
  );
}

/** One line of a dated list (refunds, the order's events): its time, then what happened. */
function DatedLine({ at, children }: { at: string; children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 2,
        py: 1,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Typography
        component="time"
        dateTime={at}
        variant="body2"
        color="text.secondary"
        sx={{ minWidth: 150 }}
      >
        {formatDateTime(at)}
      </Typography>
      <Box sx={{ minWidth: 0, flex: 1 }}>{children}</Box>
    </Box>
  );
}

function RefundLine({ refund }: { refund: OrderRefundDto }) {
  return (
    <DatedLine at={refund.createdAt}>
      <Typography sx={{ fontWeight: 600 }}>
        {formatPrice(refund.amount)} refunded
        {refund.restock ? ', keys returned to stock' : ', keys burned'}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {refund.reason}
      </Typography>
    </DatedLine>
  );
}

/** An automatic compensation as staff read it: "10% credited ($1.00)". */
function compensationText(compensation: OrderCompensationDto): string {
  return compensation.kind === 'cancel_refund'
    ? `Cancelled and refunded automatically (${formatPrice(compensation.amount)}), late delivery`
    : `${compensation.percent}% credited automatically (${formatPrice(compensation.amount)}), late delivery`;
}

function EventLine({ event }: { event: OrderEventDto }) {
  return (
    <DatedLine at={event.recordedAt}>
      <Typography>{event.summary}</Typography>
      <Typography variant="caption" color="text.secondary">
        {event.actor ? `by ${event.actor.email ?? `user #${event.actor.id}`}` : 'by the store'}
      </Typography>
    </DatedLine>
  );
}
