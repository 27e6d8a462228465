/**
 * Stock & Warranty Policy dialog: a product's policy, set apart from the product form
 * (contracts/product-policy.ts). The switch approves eligible warranty claims at once with a
 * replacement from the auto-delivery stock, up to the cap of claims per customer in 90 days; the
 * stock alert and batch quarantine numbers are stored for those features (0: off). Every number
 * is checked by the server's own schema before saving. Success toast "Policy saved".
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  PRODUCT_POLICY_LIMITS,
  PRODUCT_POLICY_NUMBERS,
  type ProductPolicyNumber,
} from '@contracts/product-policy';
import type { AdminProductDto } from '@contracts/responses';
import { DialogFormActions } from '@/components/dialog-form-actions';
import { useFocusFirstError } from '@/lib/focus-first-error';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { useUpdateProductPolicy } from '../api/update-product-policy';
import {
  policyToFormValues,
  readPolicyForm,
  type PolicyFormErrors,
  type PolicyFormValues,
} from '../policy-form';
import { BATCH_QUARANTINE_MIN_CLAIMS } from '@contracts/stock-batches';

/** What each number means, under its input. */
const HINTS: Record<ProductPolicyNumber, string> = {
  claimCapPer90Days: 'Beyond this, a customer’s claims wait for staff.',
  lowStockThreshold: 'Warn staff once when a sale leaves fewer than this. 0 turns the alert off.',
  runOutWithinHours: 'Warn when sales would empty the stock this soon. 0 turns it off.',
  quarantineClaimRatePercent: `Pull a stock batch from sale once its claims reach this share of its sales (at least ${BATCH_QUARANTINE_MIN_CLAIMS} claims). 0 turns it off.`,
};

export function PolicyDialog({
  product,
  onClose,
}: {
  product: AdminProductDto;
  onClose: () => void;
}) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const updatePolicy = useUpdateProductPolicy();
  const [values, setValues] = useState<PolicyFormValues>(() => policyToFormValues(product.policy));
  const [errors, setErrors] = useState<PolicyFormErrors>({});
  const { ref: formRef, onErrors } = useFocusFirstError();
  const isManual = product.deliveryType === 'manual';

  const close = () => {
    if (!updatePolicy.isPending) onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readPolicyForm(values);
    if (read.errors) {
      setErrors(read.errors);
      onErrors();
      return;
    }
    updatePolicy.mutate(
      { productId: product.id, policy: read.policy },
      {
        onSuccess: () => {
          toast({ title: 'Policy saved', description: `${product.name}'s policy was updated.` });
          onClose();
        },
        onError: (error) => toastAdminError(error),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={close}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      aria-labelledby="policy-dialog-title"
    >
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <DialogTitle id="policy-dialog-title">Stock & Warranty Policy</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{product.name}</DialogContentText>
          <FormControlLabel
            control={
              <Switch
                checked={values.autoApproveClaims}
                onChange={(event) =>
                  setValues((current) => ({
                    ...current,
                    autoApproveClaims: event.target.checked,
                  }))
                }
              />
            }
            label="Approve eligible warranty claims at once"
          />
          {values.autoApproveClaims && isManual && (
            <Alert severity="info" sx={{ mt: 1 }}>
              This product is delivered by hand, so its claims still wait for staff: a claim is
              approved at once only with a replacement from the auto-delivery stock.
            </Alert>
          )}
          <Stack spacing={2} sx={{ mt: 2 }}>
            {PRODUCT_POLICY_NUMBERS.map((field) => {
              const { min, max, label } = PRODUCT_POLICY_LIMITS[field];
              return (
                <TextField
                  key={field}
                  name={field}
                  label={label}
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
                  slotProps={{ htmlInput: { min, max, step: 1, inputMode: 'numeric' } }}
                />
              );
            })}
          </Stack>
        </DialogContent>
        <DialogFormActions
          submitLabel="Save Policy"
          pendingLabel="Saving..."
          isPending={updatePolicy.isPending}
          onCancel={close}
        />
      </form>
    </Dialog>
  );
}
