/**
 * Suspend an account (a reason, then a confirmation: the customer is signed out everywhere and
 * can no longer sign in or buy; the balance stays), or lift a suspension.
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
import type { UserDto } from '@contracts/responses';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { useSuspendUser, useUnsuspendUser } from '../api/administer-staff';
import { useFocusFirstError } from '@/lib/focus-first-error';

export function SuspensionDialog({ user, onClose }: { user: UserDto; onClose: () => void }) {
  const suspend = useSuspendUser();
  const unsuspend = useUnsuspendUser();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { ref: formRef, onErrors } = useFocusFirstError<HTMLDivElement>();
  const lifting = user.suspension !== null;
  const pending = suspend.isPending || unsuspend.isPending;

  const done = (title: string) => () => {
    toast({ title, description: user.email });
    onClose();
  };
  const onConfirm = () => {
    if (lifting) {
      unsuspend.mutate(user.id, {
        onSuccess: done('Suspension lifted'),
        onError: (failure) => toastAdminError(failure, 'Failed to lift the suspension'),
      });
      return;
    }
    if (!reason.trim()) {
      setError('Reason is required');
      onErrors();
      return;
    }
    suspend.mutate(
      { userId: user.id, reason: reason.trim() },
      {
        onSuccess: done('Account suspended'),
        onError: (failure) => toastAdminError(failure, 'Failed to suspend the account'),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="suspension-title" fullWidth maxWidth="sm">
      <DialogTitle id="suspension-title">
        {lifting ? 'Lift the suspension?' : 'Suspend this account?'}
      </DialogTitle>
      <DialogContent ref={formRef}>
        <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {lifting
            ? `${user.email} will be able to sign in and buy again.`
            : `${user.email} will be signed out everywhere and can no longer sign in or buy. Their balance stays.`}
        </DialogContentText>
        {lifting ? (
          <Alert severity="info">Suspended for: {user.suspension?.reason}</Alert>
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
          color={lifting ? 'primary' : 'error'}
          onClick={onConfirm}
          disabled={pending}
        >
          {pending ? 'Saving...' : lifting ? 'Lift suspension' : 'Suspend account'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
