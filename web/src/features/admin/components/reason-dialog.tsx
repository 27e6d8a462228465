/**
 * A form dialog that confirms a staff action and asks why (a refusal, a replacement key): the
 * reason is required and goes with the action; the form clears once the dialog has closed.
 */
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { DialogFormActions } from '@/components/dialog-form-actions';

export interface ReasonDialogProps {
  open: boolean;
  /** The title's element id (the dialog is labelled by it). */
  titleId: string;
  title: string;
  /** What the action does, as a question. */
  message: ReactNode;
  /** Under the field: who sees the reason. */
  reasonHint: string;
  /** Under the field when it was left empty. */
  reasonMissing: string;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** Runs the action with the reason (not empty); the caller closes the dialog on success. */
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

export function ReasonDialog({
  open,
  titleId,
  title,
  message,
  reasonHint,
  reasonMissing,
  submitLabel,
  pendingLabel,
  isPending,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [isReasonMissing, setIsReasonMissing] = useState(false);

  const onCancel = () => {
    if (!isPending) onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) {
      setIsReasonMissing(true);
      return;
    }
    onSubmit(reason);
  };

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{
        transition: {
          onExited: () => {
            setReason('');
            setIsReasonMissing(false);
          },
        },
      }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{message}</DialogContentText>
          <TextField
            label="Reason"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setIsReasonMissing(false);
            }}
            required
            fullWidth
            autoFocus
            multiline
            minRows={2}
            error={isReasonMissing}
            helperText={isReasonMissing ? reasonMissing : reasonHint}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogFormActions
          submitLabel={submitLabel}
          pendingLabel={pendingLabel}
          isPending={isPending}
          onCancel={onCancel}
        />
      </form>
    </Dialog>
  );
}
