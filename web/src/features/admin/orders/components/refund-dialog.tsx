/**
 * The Refund dialog of an order's page: the amount (prefilled with everything left), a reason
 * the customer will read, and whether the order's keys go back to stock (only with the refund of
 * everything left) or are burned; then a confirmation saying what will happen. The
 * Idempotency-Key is made once when the dialog opens, so a double click, or the request sent
 * again after the password prompt, refunds once. A refusal stays in the dialog; success closes
 * it with a toast.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { OrderDto } from '@contracts/responses';
import { DialogFormActions } from '@/components/dialog-form-actions';
import { orderNumberOf } from '@/components/order-status-chip';
import { errorMessage } from '@/lib/api-client';
import { useFocusFirstError } from '@/lib/focus-first-error';
import { formatCents, formatDollars, toCents } from '@/lib/money';
import { toast } from '@/lib/toast';
import { useRefundOrder } from '../api/refund-order';
import { REFUND_REASON_MAX_LENGTH, refundFormErrors, type RefundForm } from '../refund-form';

export function RefundDialog({
  order,
  refundableCents,
  onClose,
}: {
  order: OrderDto;
  /** What is left to refund, in cents. */
  refundableCents: number;
  onClose: () => void;
}) {
  const refund = useRefundOrder();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // One key per refund as the form holds it: every send of that refund carries it.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [form, setForm] = useState<RefundForm>({
    amount: formatCents(refundableCents),
    reason: '',
    restock: false,
  });
  const [errors, setErrors] = useState<ReturnType<typeof refundFormErrors>>({});
  const [isConfirming, setIsConfirming] = useState(false);
  const { ref: formRef, onErrors } = useFocusFirstError();
  const customer = order.user?.email ?? 'the customer';
  const amountCents = toCents(form.amount) ?? 0;

  const change = (next: Partial<RefundForm>) => {
    setForm({ ...form, ...next });
    setErrors({});
    setIdempotencyKey(crypto.randomUUID());
    refund.reset();
  };

  const onReview = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = refundFormErrors(form, refundableCents);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      onErrors();
      return;
    }
    setIsConfirming(true);
  };

  const onConfirm = () =>
    refund.mutate(
      {
        orderId: order.id,
        idempotencyKey,
        body: {
          amount: formatCents(amountCents),
          reason: form.reason.trim(),
          restock: form.restock,
        },
      },
      {
        onSuccess: ({ refund: done }) => {
          toast({
            title: 'Refund sent',
            description: `${formatDollars(toCents(done.amount) ?? 0)} of ${orderNumberOf(order)} went back to ${customer}'s balance.`,
          });
          onClose();
        },
        // The refusal is shown in the dialog, where the form can be corrected.
        onError: () => setIsConfirming(false),
      },
    );

  return (
    <Dialog
      open
      onClose={refund.isPending ? undefined : onClose}
      fullWidth
      fullScreen={isPhone}
      maxWidth="xs"
      aria-labelledby="refund-dialog-title"
    >
      {isConfirming ? (
        <>
          <DialogTitle id="refund-dialog-title">Confirm refund</DialogTitle>
          <DialogContent>
            <DialogContentText>
              Refund {formatDollars(amountCents)} of {orderNumberOf(order)} to {customer}&apos;s
              balance?{' '}
              {form.restock
                ? 'The order’s keys go back to stock and will be sold again; the customer no longer sees them.'
                : 'The keys are burned: they stay with the customer and do not go back to stock.'}{' '}
              This cannot be undone.
            </DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => setIsConfirming(false)} disabled={refund.isPending}>
              Back
            </Button>
            <Button
              color="error"
              variant="contained"
              onClick={onConfirm}
              disabled={refund.isPending}
            >
              {refund.isPending ? 'Refunding…' : `Refund ${formatDollars(amountCents)}`}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form ref={formRef} onSubmit={onReview} noValidate>
          <DialogTitle id="refund-dialog-title">Refund</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
              {orderNumberOf(order)}: {order.product.name} x {order.quantity} for {customer}.{' '}
              {formatDollars(refundableCents)} can still be refunded.
            </DialogContentText>
            {refund.isError && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {errorMessage(refund.error)}
              </Alert>
            )}
            <Stack spacing={2}>
              <TextField
                label="Amount"
                required
                autoFocus
                value={form.amount}
                onChange={(event) => change({ amount: event.target.value })}
                error={Boolean(errors.amount)}
                helperText={errors.amount ?? 'Everything left unless you change it.'}
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                }}
              />
              <TextField
                label="Reason"
                required
                value={form.reason}
                onChange={(event) => change({ reason: event.target.value })}
                multiline
                minRows={2}
                error={Boolean(errors.reason)}
                helperText={errors.reason ?? 'The customer sees it on the order and by e-mail.'}
                slotProps={{ htmlInput: { maxLength: REFUND_REASON_MAX_LENGTH } }}
              />
              <div>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={form.restock}
                      onChange={(event) => change({ restock: event.target.checked })}
                      slotProps={{
                        input: {
                          'aria-invalid': Boolean(errors.restock),
                          'aria-describedby': 'refund-restock-help',
                        },
                      }}
                    />
                  }
                  label="Return the keys to stock"
                />
                <FormHelperText id="refund-restock-help" error={Boolean(errors.restock)}>
                  {errors.restock ??
                    'Only with a refund of everything left. Unticked, the keys are burned.'}
                </FormHelperText>
              </div>
            </Stack>
          </DialogContent>
          <DialogFormActions
            submitLabel="Review refund"
            pendingLabel="Refunding…"
            isPending={refund.isPending}
            onCancel={onClose}
          />
        </form>
      )}
    </Dialog>
  );
}
