/**
 * "Send replacement key" on a completed automatic-delivery order's page, for staff who may
 * fulfil orders: outside the warranty (expired, or claimed already) staff can still send the
 * customer the product's next key from stock. A dialog asks for the reason (shown to the customer
 * with the key) and confirms; then a success toast, or the server's refusal (out of stock) as an
 * error toast.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import type { OrderDto } from '@contracts/responses';
import { hasPermission } from '@contracts/staff-roles';
import { useUser } from '@/api/get-user';
import { DialogFormActions } from '@/components/dialog-form-actions';
import { orderNumberOf } from '@/components/order-status-chip';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { useSendReplacement } from '../api/send-replacement';

export function ReplacementAction({ order }: { order: OrderDto }) {
  const { user: me } = useUser();
  const send = useSendReplacement();
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [isReasonMissing, setIsReasonMissing] = useState(false);
  if (order.status !== 'completed' || order.deliveryType !== 'automatic') return null;
  if (!hasPermission(me?.roles ?? [], 'orders.fulfil')) return null;
  const customer = order.user?.email ?? 'the customer';

  const onClose = () => {
    if (send.isPending) return;
    setIsOpen(false);
    setReason('');
    setIsReasonMissing(false);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) {
      setIsReasonMissing(true);
      return;
    }
    send.mutate(
      { orderId: order.id, reason },
      {
        onSuccess: () => {
          toast({
            title: 'Replacement key sent',
            description: `${customer} now sees a new key on ${orderNumberOf(order)}.`,
          });
          setIsOpen(false);
          setReason('');
        },
        onError: (failure) => toastAdminError(failure, 'Replacement not sent'),
      },
    );
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<AutorenewIcon />}
        onClick={() => setIsOpen(true)}
        sx={{ mt: 2 }}
      >
        Send replacement key
      </Button>
      <Dialog
        open={isOpen}
        onClose={onClose}
        fullWidth
        maxWidth="sm"
        aria-labelledby="replacement-title"
      >
        <form onSubmit={onSubmit} noValidate>
          <DialogTitle id="replacement-title">Send replacement key</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Send {customer} the next key of {order.product.name} from stock for{' '}
              {orderNumberOf(order)}, even though its warranty has expired or was used? The key is
              taken from stock at once.
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
                isReasonMissing ? 'A reason is required' : 'Shown to the customer with the key.'
              }
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </DialogContent>
          <DialogFormActions
            submitLabel="Send key"
            pendingLabel="Sending…"
            isPending={send.isPending}
            onCancel={onClose}
          />
        </form>
      </Dialog>
    </>
  );
}
