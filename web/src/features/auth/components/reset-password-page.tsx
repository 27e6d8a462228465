/**
 * /reset-password?token=...: the page a mailed reset link opens. The visitor chooses a new
 * password (twice); on success every session of the account has ended and they sign in again.
 * A link without a token, or one the server refuses (used, replaced, expired), says so and
 * offers a new one.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, useSearch } from 'wouter';
import { MIN_PASSWORD_LENGTH } from '@contracts/constants';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useDocumentMeta } from '@/lib/document-meta';
import { useResetPassword } from '../api/account-links';
import { AccountLinkCard } from './account-link-card';

interface Values {
  password: string;
  confirmPassword: string;
}

/** One message per field that breaks a rule, none when the form may be sent. */
function passwordErrors(values: Values): Partial<Values> {
  const errors: Partial<Values> = {};
  if (values.password.length < MIN_PASSWORD_LENGTH)
    errors.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (values.confirmPassword !== values.password)
    errors.confirmPassword = 'The passwords do not match';
  return errors;
}

export function ResetPasswordPage() {
  useDocumentMeta('Choose a New Password - KeyMart');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const reset = useResetPassword();
  const [values, setValues] = useState<Values>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Values>>({});

  const requestNewLink = (
    <Link component={RouterLink} href={paths.forgotPassword}>
      Request a new link
    </Link>
  );

  if (!token)
    return (
      <AccountLinkCard title="Choose a new password">
        <Alert severity="error" role="alert">
          This link is incomplete. Open the link from the email again, or request a new one.
        </Alert>
        {requestNewLink}
      </AccountLinkCard>
    );

  if (reset.isSuccess)
    return (
      <AccountLinkCard title="Password changed">
        <Alert severity="success" role="status">
          {reset.data.message}
        </Alert>
        <Button component={RouterLink} href={paths.auth} variant="contained" size="large">
          Sign in
        </Button>
      </AccountLinkCard>
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = passwordErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    reset.mutate({ token, password: values.password });
  };

  const field = (name: keyof Values, label: string) => (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      required
      fullWidth
      value={values[name]}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      }}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? `At least ${MIN_PASSWORD_LENGTH} characters`}
      slotProps={{ htmlInput: { minLength: MIN_PASSWORD_LENGTH } }}
    />
  );

  return (
    <AccountLinkCard
      title="Choose a new password"
      intro="Choose a new password for your account. Every device signed in to it will be signed out."
    >
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        spacing={2.5}
        aria-label="Reset password"
      >
        {reset.isError && (
          <Alert severity="error" role="alert">
            {errorMessage(reset.error)}
          </Alert>
        )}
        {reset.isError && requestNewLink}
        {field('password', 'New Password')}
        {field('confirmPassword', 'Confirm New Password')}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Save new password'}
        </Button>
      </Stack>
    </AccountLinkCard>
  );
}
