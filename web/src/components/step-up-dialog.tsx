/**
 * The step-up dialog: a sensitive staff action (a balance adjustment, impersonation, roles,
 * suspension) refused with `stepUpRequired` asks here for the password, or a two-factor code,
 * then the action is sent again (lib/api-client.ts). Cancelling fails the action with a clear
 * message.
 */
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { api, errorMessage, setStepUpPrompt } from '@/lib/api-client';

/** Why an action failed when the confirmation was cancelled. */
export const STEP_UP_CANCELLED = 'The action needs your password: it was not done.';

interface Pending {
  resolve: () => void;
  reject: (error: Error) => void;
}

export function StepUpDialog() {
  const pending = useRef<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setStepUpPrompt(
      () =>
        new Promise<void>((resolve, reject) => {
          pending.current = { resolve, reject };
          setValue('');
          setError(null);
          setMode('password');
          setOpen(true);
        }),
    );
    return () => setStepUpPrompt(null);
  }, []);

  const finish = (outcome: 'confirmed' | 'cancelled') => {
    setOpen(false);
    const waiting = pending.current;
    pending.current = null;
    if (outcome === 'confirmed') waiting?.resolve();
    else waiting?.reject(new Error(STEP_UP_CANCELLED));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(mode === 'password' ? 'Password is required' : 'Enter a code');
      return;
    }
    setBusy(true);
    try {
      await api.post('/api/step-up', mode === 'password' ? { password: value } : { code: value });
      finish('confirmed');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => finish('cancelled')}
      aria-labelledby="step-up-title"
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id="step-up-title">Confirm it is you</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {mode === 'password'
              ? 'This action needs your password again. It stays confirmed for 5 minutes.'
              : 'Enter a code from your authenticator app, or a recovery code.'}
          </DialogContentText>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            label={mode === 'password' ? 'Password' : 'Two-factor code'}
            type={mode === 'password' ? 'password' : 'text'}
            autoComplete={mode === 'password' ? 'current-password' : 'one-time-code'}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
          />
          <Link
            component="button"
            type="button"
            sx={{ mt: 1.5 }}
            onClick={() => {
              setMode(mode === 'password' ? 'code' : 'password');
              setValue('');
              setError(null);
            }}
          >
            {mode === 'password' ? 'Use a two-factor code instead' : 'Use my password instead'}
          </Link>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => finish('cancelled')}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Confirming...' : 'Confirm'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
