/**
 * Purchase Limits dialog: a product's maximum per order and per customer per store day, 0 for no
 * limit (contracts/purchase-limits.ts), set apart from the product form like its policy. The
 * customer sees the limits on the product page and a purchase over either is refused with its
 * message. Success toast "Purchase limits saved".
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PURCHASE_LIMIT_LABELS, PURCHASE_LIMIT_MAX } from '@contracts/purchase-limits';
import type { AdminProductDto } from '@contracts/responses';
import { DialogFormActions } from '@/components/dialog-form-actions';
import { useFocusFirstError } from '@/lib/focus-first-error';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { useUpdatePurchaseLimits } from '../api/update-purchase-limits';
import {
  PURCHASE_LIMIT_FIELDS,
  purchaseLimitsToFormValues,
  readPurchaseLimitsForm,
  type PurchaseLimitsFormErrors,
  type PurchaseLimitsFormValues,
} from '../purchase-limits-form';

/** What each limit means, under its input. */
const HINTS = {
  maxPerOrder: 'The most units one order may take. 0: no limit.',
  maxPerCustomerPerDay:
    'The most units one customer may buy in a store day, over all their orders. 0: no limit.',
} as const;

export function PurchaseLimitsDialog({
  product,
  onClose,
}: {
  product: AdminProductDto;
  onClose: () => void;
}) {
  const update = useUpdatePurchaseLimits();
  const [values, setValues] = useState<PurchaseLimitsFormValues>(() =>
    purchaseLimitsToFormValues(product.purchaseLimits),
  );
  const [errors, setErrors] = useState<PurchaseLimitsFormErrors>({});
  const { ref: formRef, onErrors } = useFocusFirstError();

  const close = () => {
    if (!update.isPending) onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readPurchaseLimitsForm(values);
    if (read.errors) {
      setErrors(read.errors);
      onErrors();
      return;
    }
    update.mutate(
      { productId: product.id, limits: read.limits },
      {
        onSuccess: () => {
          toast({
            title: 'Purchase limits saved',
            description: `${product.name}'s purchase limits were updated.`,
          });
          onClose();
        },
        onError: (error) => toastAdminError(error),
      },
    );
  };

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby="limits-dialog-title">
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <DialogTitle id="limits-dialog-title">Purchase Limits</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{product.name}</DialogContentText>
          <Stack spacing={2}>
            {PURCHASE_LIMIT_FIELDS.map((field) => (
              <TextField
                key={field}
                name={field}
                label={PURCHASE_LIMIT_LABELS[field]}
                type="number"
                value={values[field]}
                onChange={(event) => {
                  const text = event.target.value;
                  setValues((current) => ({ ...current, [field]: text }));
                  setErrors((current) => ({ ...current, [field]: undefined }));
                }}
                error={errors[field] !== undefined}
                helperText={errors[field] ?? HINTS[field]}
                required
                fullWidth
                slotProps={{
                  htmlInput: { min: 0, max: PURCHASE_LIMIT_MAX, step: 1, inputMode: 'numeric' },
                }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogFormActions
          submitLabel="Save Limits"
          pendingLabel="Saving..."
          isPending={update.isPending}
          onCancel={close}
        />
      </form>
    </Dialog>
  );
}
