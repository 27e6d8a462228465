/**
 * Security tab (docs/specs/customer-area.md sections 2, 5, 8): current password (required), new
 * password and its confirmation (each required, at least 6 characters). Different new passwords
 * give the error toast "Yeni şifreler eşleşmiyor." and no call; POST /api/change-password; success
 * toast "Başarılı" / "Şifreniz başarıyla değiştirildi." and the form resets; errors show the
 * server's message, else "Şifre değiştirilemedi.".
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import LockResetIcon from '@mui/icons-material/LockReset';
import { MIN_PASSWORD_LENGTH } from '@contracts/constants';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { PROFILE_ERROR_TITLE, toastProfileError } from './profile-errors';

const PASSWORDS_DIFFER_MESSAGE = 'Yeni şifreler eşleşmiyor.';
const PASSWORD_CHANGE_FAILED_MESSAGE = 'Şifre değiştirilemedi.';
const PASSWORD_CHANGED_TITLE = 'Başarılı';
const PASSWORD_CHANGED_MESSAGE = 'Şifreniz başarıyla değiştirildi.';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** One message per field that breaks a rule of section 5, none when the form may be sent. */
function passwordFieldErrors(values: PasswordValues): Partial<PasswordValues> {
  const errors: Partial<PasswordValues> = {};
  if (!values.currentPassword) errors.currentPassword = 'Current password is required';
  for (const field of ['newPassword', 'confirmPassword'] as const) {
    if (!values[field]) errors[field] = 'This field is required';
    else if (values[field].length < MIN_PASSWORD_LENGTH) {
      errors[field] = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
    }
  }
  return errors;
}

export function SecurityForm() {
  const change = useChangePassword();
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<PasswordValues>>({});

  const set = (field: keyof PasswordValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = passwordFieldErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (values.newPassword !== values.confirmPassword) {
      toast({
        title: PROFILE_ERROR_TITLE,
        description: PASSWORDS_DIFFER_MESSAGE,
        variant: 'destructive',
      });
      return;
    }
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          toast({ title: PASSWORD_CHANGED_TITLE, description: PASSWORD_CHANGED_MESSAGE });
          setValues(EMPTY);
        },
        onError: (error) => toastProfileError(error, PASSWORD_CHANGE_FAILED_MESSAGE),
      },
    );
  };

  const field = (name: keyof PasswordValues, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      error={Boolean(errors[name])}
      helperText={
        errors[name] ??
        (name === 'currentPassword' ? ' ' : `At least ${MIN_PASSWORD_LENGTH} characters`)
      }
      required
      fullWidth
      slotProps={{
        htmlInput: name === 'currentPassword' ? {} : { minLength: MIN_PASSWORD_LENGTH },
      }}
    />
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Change Password">
      {field('currentPassword', 'Current Password', 'current-password')}
      {field('newPassword', 'New Password', 'new-password')}
      {field('confirmPassword', 'Confirm New Password', 'new-password')}
      <Stack direction="row">
        <Button
          type="submit"
          variant="contained"
          startIcon={<LockResetIcon />}
          disabled={change.isPending}
        >
          {change.isPending ? 'Changing...' : 'Change Password'}
        </Button>
      </Stack>
    </Stack>
  );
}
