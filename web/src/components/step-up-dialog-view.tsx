/**
 * What the step-up dialog shows (components/step-up-dialog.tsx holds its state and sends the
 * confirmation): the password or two-factor code field, Cancel and Confirm. A lazy chunk, loaded
 * with the first step-up: MUI's dialog and text field are not needed before.
 */
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

/** Which secret the dialog asks for. */
export type StepUpMode = 'password' | 'code';

/** The dialog's state and its owner's handlers; `error` is the message shown above the field. */
export interface StepUpDialogViewProps {
  open: boolean;
  mode: StepUpMode;
  value: string;
  error: string | null;
  busy: boolean;
  onValueChange: (value: string) => void;
  onToggleMode: () => void;
  onCancel: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The dialog, open or closed; it keeps no state of its own. */
export function StepUpDialogView({
  open,
  mode,
  value,
  error,
  busy,
  onValueChange,
  onToggleMode,
  onCancel,
  onSubmit,
}: StepUpDialogViewProps) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="step-up-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={onSubmit}>
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
            onChange={(event) => onValueChange(event.target.value)}
          />
          <Link component="button" type="button" sx={{ mt: 1.5 }} onClick={onToggleMode}>
            {mode === 'password' ? 'Use a two-factor code instead' : 'Use my password instead'}
          </Link>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Confirming...' : 'Confirm'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
