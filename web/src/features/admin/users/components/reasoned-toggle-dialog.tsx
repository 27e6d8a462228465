/**
 * The confirmation of a measure staff put on an account with a reason and lift again (a
 * suspension, a wallet freeze): applying asks for the reason (required, shown to staff only),
 * lifting shows the reason in force.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useFocusFirstError } from '@/lib/focus-first-error';

/** The texts of one side of the dialog: applying the measure or lifting it. */
export interface ToggleTexts {
  title: string;
  description: string;
  /** The confirm button's label. */
  confirm: string;
}

export interface ReasonedToggleDialogProps {
  /** The title's element id (the dialog is labelled by it). */
  titleId: string;
  /** The measure in force (the dialog lifts it), or null (the dialog applies it). */
  inForce: { label: string; reason: string; severity: 'info' | 'warning' } | null;
  apply: ToggleTexts & { color: 'error' | 'warning' };
  lift: ToggleTexts;
  pending: boolean;
  /** Applies the measure with the trimmed, non-empty reason. */
  onApply: (reason: string) => void;
  onLift: () => void;
  onClose: () => void;
}

export function ReasonedToggleDialog({
  titleId,
  inForce,
  apply,
  lift,
  pending,
  onApply,
  onLift,
  onClose,
}: ReasonedToggleDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { ref: formRef, onErrors } = useFocusFirstError<HTMLDivElement>();
  const texts = inForce ? lift : apply;

  const onConfirm = () => {
    if (inForce) {
      onLift();
      return;
    }
    if (!reason.trim()) {
      setError('Reason is required');
      onErrors();
      return;
    }
    onApply(reason.trim());
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <DialogContent ref={formRef}>
        <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {texts.description}
        </DialogContentText>
        {inForce ? (
          <Alert severity={inForce.severity}>
            {inForce.label}: {inForce.reason}
          </Alert>
        ) : (
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label="Reason"
            helperText={error ?? 'Shown to staff, not to the customer'}
            error={Boolean(error)}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          color={inForce ? 'primary' : apply.color}
          onClick={onConfirm}
          disabled={pending}
        >
          {pending ? 'Saving...' : texts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
