/**
 * /verify-email?token=...: the page a mailed verification link opens. It confirms the address
 * as soon as it opens (once, also under React's double effects in development) and shows the
 * outcome; a refused link points to the profile, where a new one can be sent.
 */
import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useSearch } from 'wouter';
import { userQueryOptions } from '@/api/get-user';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useDocumentMeta } from '@/lib/document-meta';
import { useVerifyEmail } from '../api/account-links';
import { AccountLinkCard } from './account-link-card';

export function VerifyEmailPage() {
  useDocumentMeta('Verify Your Email - KeyMart');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const verify = useVerifyEmail();
  const queryClient = useQueryClient();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token, {
      onSuccess: () => void queryClient.invalidateQueries(userQueryOptions()),
    });
  }, [token, verify, queryClient]);

  return (
    <AccountLinkCard title="Verify your email address">
      {!token ? (
        <Alert severity="error" role="alert">
          This link is incomplete. Open the link from the email again.
        </Alert>
      ) : verify.isSuccess ? (
        <>
          <Alert severity="success" role="status">
            {verify.data.message}
          </Alert>
          <Button component={RouterLink} href={paths.home} variant="contained">
            Continue shopping
          </Button>
        </>
      ) : verify.isError ? (
        <>
          <Alert severity="error" role="alert">
            {errorMessage(verify.error)}
          </Alert>
          <Button component={RouterLink} href={paths.profile} variant="outlined">
            Go to my profile
          </Button>
        </>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography>Verifying your email address...</Typography>
        </Stack>
      )}
    </AccountLinkCard>
  );
}
