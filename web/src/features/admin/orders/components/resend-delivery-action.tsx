/**
 * "Resend delivery e-mail" on a completed order's page, for staff who may fulfil orders: asks for
 * confirmation, then sends the customer the delivery e-mail again (a success toast, or the
 * server's refusal as an error toast). While the store sends no e-mail the button is disabled
 * with the reason beside it, the same words the API refuses with.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { RESEND_NEEDS_MAIL } from '@contracts/admin-order-detail';
import type { OrderDto } from '@contracts/responses';
import { hasPermission } from '@contracts/staff-roles';
import { useIsMailEnabled } from '@/api/get-site-config';
import { useUser } from '@/api/get-user';
import { orderNumberOf } from '@/components/order-status-chip';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useResendDelivery } from '../api/resend-delivery';

export function ResendDeliveryAction({ order }: { order: OrderDto }) {
  const { user: me } = useUser();
  const isMailEnabled = useIsMailEnabled();
  const resend = useResendDelivery();
  const [isConfirming, setIsConfirming] = useState(false);
  if (order.status !== 'completed' || order.deliveredItem === null) return null;
  if (!hasPermission(me?.roles ?? [], 'orders.fulfil')) return null;
  const customer = order.user?.email ?? 'the customer';

  const onConfirm = () =>
    resend.mutate(order.id, {
      onSuccess: () =>
        toast({
          title: 'Delivery e-mail sent again',
          description: `The delivery of ${orderNumberOf(order)} is on its way to ${customer}.`,
        }),
      onError: (failure) => toastAdminError(failure, 'Delivery e-mail not sent'),
      onSettled: () => setIsConfirming(false),
    });

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', mt: 2 }}>
      <Button
        variant="outlined"
        startIcon={<ForwardToInboxIcon />}
        disabled={!isMailEnabled}
        aria-describedby={isMailEnabled ? undefined : 'resend-delivery-off'}
        onClick={() => setIsConfirming(true)}
      >
        Resend delivery e-mail
      </Button>
      {!isMailEnabled && (
        <Typography id="resend-delivery-off" variant="body2" color="text.secondary">
          {RESEND_NEEDS_MAIL}
        </Typography>
      )}
      <ConfirmDialog
        open={isConfirming}
        title="Resend delivery e-mail"
        message={`Send the delivery e-mail of ${orderNumberOf(order)}, with its delivered item, to ${customer} again?`}
        confirmLabel="Resend"
        pendingLabel="Sending…"
        isPending={resend.isPending}
        onConfirm={onConfirm}
        onClose={() => setIsConfirming(false)}
      />
    </Stack>
  );
}
