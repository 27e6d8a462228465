/**
 * "Send replacement key" on a completed automatic-delivery order's page, for staff who may
 * fulfil orders: outside the warranty (expired, or claimed already) staff can still send the
 * customer the product's next key from stock. A dialog asks for the reason (shown to the customer
 * with the key) and confirms; then a success toast, or the server's refusal (out of stock) as an
 * error toast.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import type { OrderDto } from '@contracts/responses';
import { hasPermission } from '@contracts/staff-roles';
import { useUser } from '@/api/get-user';
import { orderNumberOf } from '@/components/order-status-chip';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { ReasonDialog } from '../../components/reason-dialog';
import { useSendReplacement } from '../api/send-replacement';

export function ReplacementAction({ order }: { order: OrderDto }) {
  const { user: me } = useUser();
  const send = useSendReplacement();
  const [isOpen, setIsOpen] = useState(false);
  if (order.status !== 'completed' || order.deliveryType !== 'automatic') return null;
  if (!hasPermission(me?.roles ?? [], 'orders.fulfil')) return null;
  const customer = order.user?.email ?? 'the customer';

  const onSubmit = (reason: string) =>
    send.mutate(
      { orderId: order.id, reason },
      {
        onSuccess: () => {
          toast({
            title: 'Replacement key sent',
            description: `${customer} now sees a new key on ${orderNumberOf(order)}.`,
          });
          setIsOpen(false);
        },
        onError: (failure) => toastAdminError(failure, 'Replacement not sent'),
      },
    );

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
      <ReasonDialog
        open={isOpen}
        titleId="replacement-title"
        title="Send replacement key"
        message={`Send ${customer} the next key of ${order.product.name} from stock for ${orderNumberOf(order)}, even though its warranty has expired or was used? The key is taken from stock at once.`}
        reasonHint="Shown to the customer with the key."
        reasonMissing="A reason is required"
        submitLabel="Send key"
        pendingLabel="Sending…"
        isPending={send.isPending}
        onSubmit={onSubmit}
        onClose={() => setIsOpen(false)}
      />
    </>
  );
}
