/**
 * The second step of the Login tab for an account with two-factor sign-in on: a "Two-factor code"
 * field taking the 6-digit code of the authenticator app or a recovery code; success goes to / like
 * any sign-in. Phones get a digit keypad until the person asks for a recovery code. A wrong code
 * shows the server's message; "Start over" returns to the password (the pending sign-in lasts 5
 * minutes).
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocation } from 'wouter';
import { twoFactorSignInSchema } from '@contracts/requests';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useLoginTwoFactor } from '../api/login-two-factor';

export function TwoFactorStep({ onStartOver }: { onStartOver: () => void }) {
  const complete = useLoginTwoFactor();
  const [, navigate] = useLocation();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isRecovery, setRecovery] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = twoFactorSignInSchema.safeParse({ code });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    complete.mutate(parsed.data, {
      onSuccess: () => navigate(paths.home),
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2.5}
      aria-label="Two-factor sign-in"
    >
      <Typography>
        Enter the 6-digit code from your authenticator app, or one of your recovery codes.
      </Typography>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <TextField
        label="Two-factor code"
        name="code"
        autoComplete="one-time-code"
        required
        fullWidth
        autoFocus
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setFieldError(null);
        }}
        error={Boolean(fieldError)}
        helperText={fieldError ?? '6 digits, or a recovery code such as abcde-fghjk'}
        slotProps={{
          htmlInput: {
            inputMode: isRecovery ? 'text' : 'numeric',
            maxLength: 40,
            spellCheck: false,
            autoCapitalize: 'none',
          },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={complete.isPending}
      >
        {complete.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      {!isRecovery && (
        <Button variant="text" onClick={() => setRecovery(true)}>
          Use a recovery code
        </Button>
      )}
      <Button variant="text" onClick={onStartOver}>
        Start over
      </Button>
    </Stack>
  );
}
