/**
 * Update Status dialog of an order (docs/specs/admin-area.md sections 2.5 and 4): any of the four
 * statuses from any status; the delivered-content text (keys, account details) is sent only when
 * the new status is completed, and the customer then sees it on the order. The dialog closes at
 * once and hands the change to `onSubmit` (the page runs it, so its toasts outlive the dialog).
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { OrderStatus } from '@contracts/requests';
import type { OrderDto } from '@contracts/responses';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUS_VALUES,
  orderNumberOf,
} from '@/components/order-status-chip';
import { formatPrice } from '@/lib/money';
import type { UpdateOrderStatusInput } from '../api/update-order-status';

export function OrderStatusDialog({
  order,
  onClose,
  onSubmit: submit,
}: {
  order: OrderDto;
  onClose: () => void;
  onSubmit: (input: UpdateOrderStatusInput) => void;
}) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [deliveredItem, setDeliveredItem] = useState(order.deliveredItem ?? '');
  const isCompleted = status === 'completed';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit({
      orderId: order.id,
      status,
      deliveredItem: isCompleted && deliveredItem.trim() ? deliveredItem : undefined,
    });
    onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      aria-labelledby="order-status-title"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="order-status-title">Update Status</DialogTitle>
        <DialogContent dividers>
          <DialogContentText sx={{ mb: 2 }}>
            {orderNumberOf(order)}: {order.product.name} x {order.quantity},{' '}
            {formatPrice(order.totalAmount)}
            {order.user ? ` for ${order.user.email}` : ''}
          </DialogContentText>
          <Stack spacing={2.5}>
            <TextField
              select
              label="Status"
              value={status}
              onChange={(event) => setStatus(event.target.value as OrderStatus)}
              fullWidth
              autoFocus
            >
              {ORDER_STATUS_VALUES.map((value) => (
                <MenuItem key={value} value={value}>
                  {ORDER_STATUS_LABELS[value]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Delivered Content"
              multiline
              minRows={4}
              fullWidth
              value={deliveredItem}
              onChange={(event) => setDeliveredItem(event.target.value)}
              disabled={!isCompleted}
              placeholder="Keys or account details the customer receives"
              helperText={
                isCompleted
                  ? 'Shown to the customer on the order.'
                  : 'Sent only when the status is Completed.'
              }
              slotProps={{
                htmlInput: { style: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace' } },
              }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Update Status
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
