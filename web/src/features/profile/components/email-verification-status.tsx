/**
 * Whether the account's e-mail address is verified, on the profile's summary card: a "Verified"
 * badge, or "Not verified" with a button that mails a new verification link (earlier links stop
 * working) and says where it went.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import type { UserDto } from '@contracts/responses';
import { errorMessage } from '@/lib/api-client';
import { useResendVerification } from '../api/resend-verification';

export function EmailVerificationStatus({ user }: { user: UserDto }) {
  const resend = useResendVerification();
  if (user.emailVerified)
    return (
      <Chip
        color="success"
        variant="outlined"
        icon={<MarkEmailReadIcon />}
        label="Email verified"
        sx={{ fontWeight: 600 }}
      />
    );
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', width: '100%' }}>
      <Chip
        color="warning"
        variant="outlined"
        icon={<MarkEmailUnreadIcon />}
        label="Email not verified"
        sx={{ fontWeight: 600 }}
      />
      {resend.isSuccess ? (
        <Alert severity="success" role="status" sx={{ textAlign: 'left' }}>
          {resend.data.message}
        </Alert>
      ) : (
        <Button
          size="small"
          variant="outlined"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
        >
          {resend.isPending ? 'Sending...' : 'Send verification email'}
        </Button>
      )}
      {resend.isError && (
        <Alert severity="error" role="alert" sx={{ textAlign: 'left' }}>
          {errorMessage(resend.error)}
        </Alert>
      )}
    </Stack>
  );
}
