/**
 * Turning two-factor sign-in on: "Turn on" asks for a new secret (POST /api/two-factor/setup) and
 * shows its QR code and the key for typing by hand; a code from the authenticator app confirms it
 * (POST /api/two-factor/enable), which answers the recovery codes for `onEnabled`.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { enableTwoFactorSchema } from '@contracts/requests';
import { errorMessage } from '@/lib/api-client';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup';

/** The base32 key of an otpauth:// URL, in groups of four for reading and typing. */
function keyOf(otpauthUrl: string): string {
  const secret = new URL(otpauthUrl).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export function TwoFactorSetup({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const setup = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  const onStart = () => {
    enable.reset();
    setCode('');
    setup.mutate();
  };

  const onCancel = () => {
    setup.reset();
    enable.reset();
    setCode('');
    setCodeError(null);
  };

  const onConfirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = enableTwoFactorSchema.safeParse({ code });
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    enable.mutate(parsed.data, { onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes) });
  };

  if (!setup.data)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary">
          Two-factor sign-in is off. Turn it on to ask for a code from an authenticator app on your
          phone each time you sign in, besides your password.
        </Typography>
        {setup.isError && (
          <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
            {errorMessage(setup.error)}
          </Alert>
        )}
        <Button
          variant="contained"
          startIcon={<PhonelinkLockIcon />}
          onClick={onStart}
          disabled={setup.isPending}
        >
          {setup.isPending ? 'Preparing...' : 'Turn on'}
        </Button>
      </Stack>
    );

  const key = keyOf(setup.data.otpauthUrl);
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onConfirm}
      spacing={2}
      aria-label="Turn on two-factor sign-in"
    >
      <Typography>
        1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft
        Authenticator, 1Password, Authy...).
      </Typography>
      <Box
        component="img"
        src={setup.data.qrCodeDataUrl}
        alt="QR code that adds your KeyMart account to an authenticator app"
        sx={{
          width: 200,
          height: 200,
          alignSelf: { xs: 'center', sm: 'flex-start' },
          bgcolor: '#fff',
          p: 1,
          borderRadius: 1,
        }}
      />
      <TextField
        label="Key for manual entry"
        value={key}
        helperText="Cannot scan the code? Enter this key in the app instead."
        slotProps={{
          htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } },
        }}
        onFocus={(event) => event.target.select()}
        sx={{ maxWidth: { sm: 420 } }}
      />
      <Typography>2. Enter the 6-digit code the app shows.</Typography>
      {enable.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(enable.error)}
        </Alert>
      )}
      <TextField
        label="Code from your app"
        name="code"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setCodeError(null);
        }}
        error={Boolean(codeError)}
        helperText={codeError ?? '6 digits'}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 40 } }}
        sx={{ maxWidth: { sm: 280 } }}
      />
      <Stack direction="row" spacing={1.5}>
        <Button type="submit" variant="contained" disabled={enable.isPending}>
          {enable.isPending ? 'Confirming...' : 'Confirm'}
        </Button>
        <Button variant="text" onClick={onCancel} disabled={enable.isPending}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
