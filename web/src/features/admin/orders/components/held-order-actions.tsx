/**
 * "Release order" and "Refuse order" on the page of an order a fraud rule holds for review: paid,
 * its stock taken, nothing delivered. Release (staff who fulfil orders) delivers it after a
 * confirmation; Refuse (staff who manage balances) asks for a reason the customer sees, refunds
 * the whole total, puts the keys back in stock and cancels the order. Success and refusal toasts.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { HELD_FOR_REVIEW } from '@contracts/held-orders';
import type { OrderDto } from '@contracts/responses';
import { hasPermission } from '@contracts/staff-roles';
import { useUser } from '@/api/get-user';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DialogFormActions } from '@/components/dialog-form-actions';
import { orderNumberOf } from '@/components/order-status-chip';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { useRefuseHeldOrder } from '../api/refuse-held-order';
import { useReleaseHeldOrder } from '../api/release-held-order';

export function HeldOrderActions({ order }: { order: OrderDto }) {
  const { user: me } = useUser();
  const release = useReleaseHeldOrder();
  const refuse = useRefuseHeldOrder();
  const [isReleaseOpen, setIsReleaseOpen] = useState(false);
  const [isRefuseOpen, setIsRefuseOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [isReasonMissing, setIsReasonMissing] = useState(false);
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
  const onCloseRefuse = () => {
    if (refuse.isPending) return;
    setIsRefuseOpen(false);
    setReason('');
    setIsReasonMissing(false);
  };
  const onRefuse = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) {
      setIsReasonMissing(true);
      return;
    }
    refuse.mutate(
      { orderId: order.id, reason },
      {
        onSuccess: () => {
          toast({ title: 'Order refused', description: `${number} was refunded and cancelled.` });
          setIsRefuseOpen(false);
          setReason('');
        },
        onError: (failure) => toastAdminError(failure, 'Order not refused'),
      },
    );
  };

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
      <Dialog
        open={isRefuseOpen}
        onClose={onCloseRefuse}
        fullWidth
        maxWidth="sm"
        aria-labelledby="refuse-held-title"
      >
        <form onSubmit={onRefuse} noValidate>
          <DialogTitle id="refuse-held-title">Refuse order</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Refund the whole total of {number} to the customer&apos;s balance, put its keys back
              in stock and cancel it?
            </DialogContentText>
            <TextField
              label="Reason"
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setIsReasonMissing(false);
              }}
              required
              fullWidth
              autoFocus
              multiline
              minRows={2}
              error={isReasonMissing}
              helperText={
                isReasonMissing
                  ? 'A reason for refusing the order is required'
                  : 'Shown to the customer with the refund.'
              }
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </DialogContent>
          <DialogFormActions
            submitLabel="Refuse and refund"
            pendingLabel="Refusing…"
            isPending={refuse.isPending}
            onCancel={onCloseRefuse}
          />
        </form>
      </Dialog>
    </Stack>
  );
}
