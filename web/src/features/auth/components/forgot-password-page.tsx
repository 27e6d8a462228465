/**
 * /forgot-password: the visitor gives their address and is told a reset link is on its way. The
 * answer is the same whether the address has an account (the server never says), so the page
 * only repeats it.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { forgotPasswordSchema } from '@contracts/requests';
import { errorMessage } from '@/lib/api-client';
import { useDocumentMeta } from '@/lib/document-meta';
import { fieldErrors } from '@/lib/field-errors';
import { useForgotPassword } from '../api/account-links';
import { AccountLinkCard } from './account-link-card';

export function ForgotPasswordPage() {
  useDocumentMeta('Forgot Password - KeyMart');
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrors<'email'>(parsed.error).email);
      return;
    }
    forgot.mutate(parsed.data);
  };

  return (
    <AccountLinkCard
      title="Forgot your password?"
      intro="Enter the email address of your account and we will send you a link to choose a new password."
    >
      {forgot.isSuccess ? (
        <Alert severity="success" role="status">
          {forgot.data.message}
        </Alert>
      ) : (
        <Stack
          component="form"
          noValidate
          onSubmit={onSubmit}
          spacing={2.5}
          aria-label="Forgot password"
        >
          {forgot.isError && (
            <Alert severity="error" role="alert">
              {errorMessage(forgot.error)}
            </Alert>
          )}
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            fullWidth
            autoFocus
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={forgot.isPending}
          >
            {forgot.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
        </Stack>
      )}
    </AccountLinkCard>
  );
}
