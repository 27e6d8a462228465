/**
 * "Release order" and "Refuse order" on the page of an order a fraud rule holds for review: paid,
 * its stock taken, nothing delivered. Release (staff who fulfil orders) delivers it after a
 * confirmation; Refuse (staff who manage balances) asks for a reason the customer sees, refunds
 * the whole total, puts the keys back in stock and cancels the order. Success and refusal toasts.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { HELD_FOR_REVIEW } from '@contracts/held-orders';
import type { OrderDto } from '@contracts/responses';
import { hasPermission } from '@contracts/staff-roles';
import { useUser } from '@/api/get-user';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { orderNumberOf } from '@/components/order-status-chip';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { ReasonDialog } from '../../components/reason-dialog';
import { useRefuseHeldOrder } from '../api/refuse-held-order';
import { useReleaseHeldOrder } from '../api/release-held-order';

export function HeldOrderActions({ order }: { order: OrderDto }) {
  const { user: me } = useUser();
  const release = useReleaseHeldOrder();
  const refuse = useRefuseHeldOrder();
  const [isReleaseOpen, setIsReleaseOpen] = useState(false);
  const [isRefuseOpen, setIsRefuseOpen] = useState(false);
  if (!order.heldForReview) return null;
  const roles = me?.roles ?? [];
  const number = orderNumberOf(order);

  const onRelease = () =>
    release.mutate(order.id, {
      onSuccess: () => {
        toast({ title: 'Order released', description: `${number} was delivered.` });
        setIsReleaseOpen(false);
      },
      onError: (failure) => toastAdminError(failure, 'Order not released'),
    });
  const onRefuse = (reason: string) =>
    refuse.mutate(
      { orderId: order.id, reason },
      {
        onSuccess: () => {
          toast({ title: 'Order refused', description: `${number} was refunded and cancelled.` });
          setIsRefuseOpen(false);
        },
        onError: (failure) => toastAdminError(failure, 'Order not refused'),
      },
    );

  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      <Alert severity="warning">
        {HELD_FOR_REVIEW}: a fraud rule held this order. It is paid and its stock is taken; nothing
        is delivered until it is released or refused.
      </Alert>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        {hasPermission(roles, 'orders.fulfil') && (
          <Button variant="contained" onClick={() => setIsReleaseOpen(true)}>
            Release order
          </Button>
        )}
        {hasPermission(roles, 'balances') && (
          <Button variant="outlined" color="error" onClick={() => setIsRefuseOpen(true)}>
            Refuse order
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={isReleaseOpen}
        title="Release order"
        message={`Deliver ${number} to ${order.user?.email ?? 'the customer'} now?`}
        confirmLabel="Release"
        pendingLabel="Releasing…"
        isPending={release.isPending}
        onConfirm={onRelease}
        onClose={() => setIsReleaseOpen(false)}
      />
      <ReasonDialog
        open={isRefuseOpen}
        titleId="refuse-held-title"
        title="Refuse order"
        message={`Refund the whole total of ${number} to the customer's balance, put its keys back in stock and cancel it?`}
        reasonHint="Shown to the customer with the refund."
        reasonMissing="A reason for refusing the order is required"
        submitLabel="Refuse and refund"
        pendingLabel="Refusing…"
        isPending={refuse.isPending}
        onSubmit={onRefuse}
        onClose={() => setIsRefuseOpen(false)}
      />
    </Stack>
  );
}
