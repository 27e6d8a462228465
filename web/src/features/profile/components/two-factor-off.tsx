/**
 * Two-factor sign-in is on: "Turn off" asks for the password and a code (from the app, or a
 * recovery code), then for a confirmation, and calls POST /api/two-factor/disable; a wrong password
 * or code shows the server's message.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { disableTwoFactorSchema } from '@contracts/requests';
import type { DisableTwoFactorRequest } from '@contracts/requests';
import { errorMessage } from '@/lib/api-client';
import { fieldErrors } from '@/lib/field-errors';
import { toast } from '@/lib/toast';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useFocusFirstError } from '@/lib/focus-first-error';

type Fields = keyof DisableTwoFactorRequest;
const EMPTY: DisableTwoFactorRequest = { password: '', code: '' };

export function TwoFactorOff() {
  const disable = useDisableTwoFactor();
  const [isOpen, setOpen] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const [values, setValues] = useState<DisableTwoFactorRequest>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const { ref: formRef, onErrors } = useFocusFirstError();

  const set = (field: Fields, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = disableTwoFactorSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      onErrors();
      return;
    }
    disable.reset();
    setConfirming(true);
  };

  const onConfirmed = () => {
    setConfirming(false);
    disable.mutate(disableTwoFactorSchema.parse(values), {
      onSuccess: () => {
        toast({
          title: 'Two-factor sign-in is off',
          description: 'Sign-in asks only for your password.',
        });
        setValues(EMPTY);
        setOpen(false);
      },
    });
  };

  if (!isOpen)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary">
          Two-factor sign-in is on: signing in asks for a code from your authenticator app, or one
          of your recovery codes, besides your password.
        </Typography>
        <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
          Turn off
        </Button>
      </Stack>
    );

  return (
    <Stack
      component="form"
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      spacing={2}
      aria-label="Turn off two-factor sign-in"
    >
      <Typography color="text.secondary">
        To turn two-factor sign-in off, enter your password and a code from your app (or a recovery
        code).
      </Typography>
      {disable.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(disable.error)}
        </Alert>
      )}
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        fullWidth
        value={values.password}
        onChange={(event) => set('password', event.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password ?? ' '}
      />
      <TextField
        label="Two-factor code"
        name="code"
        autoComplete="one-time-code"
        required
        fullWidth
        value={values.code}
        onChange={(event) => set('code', event.target.value)}
        error={Boolean(errors.code)}
        helperText={errors.code ?? '6 digits, or a recovery code'}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 40, spellCheck: false } }}
      />
      <Stack direction="row" spacing={1.5}>
        <Button type="submit" variant="contained" color="error" disabled={disable.isPending}>
          {disable.isPending ? 'Turning off...' : 'Turn off two-factor sign-in'}
        </Button>
        <Button variant="text" onClick={() => setOpen(false)} disabled={disable.isPending}>
          Cancel
        </Button>
      </Stack>
      <Dialog
        open={isConfirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="two-factor-off-title"
        aria-describedby="two-factor-off-text"
      >
        <DialogTitle id="two-factor-off-title">Turn off two-factor sign-in?</DialogTitle>
        <DialogContent>
          <DialogContentText id="two-factor-off-text">
            Anyone who learns your password could then sign in to your account. Your recovery codes
            stop working.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} autoFocus>
            Keep it on
          </Button>
          <Button color="error" variant="contained" onClick={onConfirmed}>
            Turn off
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
