/**
 * Create and edit dialog of a coupon (docs/specs/admin-area.md sections 2.9, 5 and 8): code
 * required; discount 1-100 required; max usage at least 1 required (1 at first); expiry optional,
 * a local date and time sent with the browser's offset; active at first. Success toasts "Coupon
 * created" / "Coupon updated"; a refusal shows the server's message (toast Error and in the
 * dialog, which stays open).
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { CouponDto } from '@contracts/coupons';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { AdminFormDialog } from '../../components/admin-form-dialog';
import { toastAdminError } from '../../components/admin-toasts';
import { useCreateCoupon } from '../api/create-coupon';
import { useUpdateCoupon } from '../api/update-coupon';
import { couponToForm, emptyCouponForm, readCouponForm } from '../coupon-form';
import type { CouponFormErrors, CouponFormValues } from '../coupon-form';
import { useFocusFirstError } from '@/lib/focus-first-error';

export function CouponFormDialog({
  coupon,
  onClose,
}: {
  /** The coupon to edit; null to create one. */
  coupon: CouponDto | null;
  onClose: () => void;
}) {
  const isEdit = coupon !== null;
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const [values, setValues] = useState<CouponFormValues>(() =>
    coupon ? couponToForm(coupon) : emptyCouponForm(),
  );
  const [errors, setErrors] = useState<CouponFormErrors>({});
  const { ref: formRef, onErrors } = useFocusFirstError();
  const [serverError, setServerError] = useState<string | null>(null);
  const isPending = create.isPending || update.isPending;

  const set = <K extends keyof CouponFormValues>(field: K, value: CouponFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setServerError(null);
  };

  const onFailure = (error: unknown) => {
    setServerError(errorMessage(error));
    toastAdminError(error);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readCouponForm(values);
    if (read.body === null) {
      setErrors(read.errors);
      onErrors();
      return;
    }
    if (coupon) {
      update.mutate(
        { couponId: coupon.id, changes: read.body },
        {
          onSuccess: (saved) => {
            toast({ title: 'Coupon updated', description: `${saved.code} was saved.` });
            onClose();
          },
          onError: onFailure,
        },
      );
    } else {
      create.mutate(read.body, {
        onSuccess: (saved) => {
          toast({ title: 'Coupon created', description: `${saved.code} is ready to use.` });
          onClose();
        },
        onError: onFailure,
      });
    }
  };

  return (
    <AdminFormDialog
      titleId="coupon-dialog-title"
      title={isEdit ? 'Edit Coupon' : 'Create Coupon'}
      maxWidth="xs"
      serverError={serverError}
      submitLabel={isEdit ? 'Save Changes' : 'Create Coupon'}
      isPending={isPending}
      onSubmit={onSubmit}
      onClose={onClose}
      formRef={formRef}
    >
      <TextField
        label="Code"
        required
        autoFocus
        value={values.code}
        onChange={(event) => set('code', event.target.value.toUpperCase())}
        error={Boolean(errors.code)}
        helperText={errors.code ?? 'Letters, digits, - and _; customers type it at checkout.'}
        slotProps={{
          htmlInput: { maxLength: 64, spellCheck: false, autoCapitalize: 'characters' },
        }}
      />
      <TextField
        label="Discount"
        type="number"
        required
        value={values.discountPercentage}
        onChange={(event) => set('discountPercentage', event.target.value)}
        error={Boolean(errors.discountPercentage)}
        helperText={errors.discountPercentage ?? 'A whole percentage from 1 to 100.'}
        slotProps={{
          htmlInput: { min: 1, max: 100, step: 1, inputMode: 'numeric' },
          input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
        }}
      />
      <TextField
        label="Max Usage"
        type="number"
        required
        value={values.maxUsage}
        onChange={(event) => set('maxUsage', event.target.value)}
        error={Boolean(errors.maxUsage)}
        helperText={errors.maxUsage ?? 'How many purchases may use it; at least 1.'}
        slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
      />
      <TextField
        label="Expires At"
        type="datetime-local"
        value={values.expiresAt}
        onChange={(event) => set('expiresAt', event.target.value)}
        error={Boolean(errors.expiresAt)}
        helperText={errors.expiresAt ?? 'Optional, in your time zone. Leave empty for no expiry.'}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={values.isActive}
            onChange={(event) => set('isActive', event.target.checked)}
          />
        }
        label="Active"
      />
    </AdminFormDialog>
  );
}
