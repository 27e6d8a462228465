/**
 * The action row at the foot of a form dialog (docs/style.md "Buttons"): Cancel as a text button,
 * then the form's submit button, contained. While the submission runs both are disabled and the
 * submit button says `pendingLabel` ("Sending...").
 */
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

export function DialogFormActions({
  submitLabel,
  pendingLabel,
  isPending,
  onCancel,
}: {
  submitLabel: string;
  pendingLabel: string;
  /** True while the submission runs. */
  isPending: boolean;
  onCancel: () => void;
}) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel} disabled={isPending}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" disabled={isPending}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </DialogActions>
  );
}
