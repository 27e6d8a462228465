/**
 * A confirmation before taking stock out of sale (quarantining a batch, withdrawing items), with
 * an optional reason kept in the audit log (contracts/stock-batches.ts: at most 500 characters).
 * The confirm button shows progress while the action runs.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

/** The longest reason the server takes (contracts/stock-batches.ts quarantineSchema). */
const REASON_MAX_LENGTH = 500;

export function ReasonConfirmDialog({
  title,
  message,
  confirmLabel,
  pendingLabel,
  isPending,
  onConfirm,
  onClose,
}: {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the action runs. */
  pendingLabel: string;
  /** True while the confirmed action runs: the buttons are disabled. */
  isPending: boolean;
  /** Called with the reason typed (trimmed by the server; '' when none). */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Dialog
      open
      onClose={isPending ? undefined : onClose}
      aria-labelledby="reason-confirm-title"
      aria-describedby="reason-confirm-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="reason-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="reason-confirm-text" sx={{ mb: 2 }}>
          {message}
        </DialogContentText>
        <TextField
          label="Reason (optional)"
          fullWidth
          multiline
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => onConfirm(reason)}
          disabled={isPending}
        >
          {isPending ? pendingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
