/**
 * Freeze an account's wallet while it is under investigation (a reason, shown to staff only; the
 * customer can still sign in and read, but cannot buy or file a warranty claim), or lift the
 * freeze (contracts/wallet-freeze.ts).
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
import type { WalletFreezeDto } from '@contracts/wallet-freeze';
import { useFocusFirstError } from '@/lib/focus-first-error';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { useFreezeWallet, useUnfreezeWallet } from '../api/wallet-freeze';

export function WalletFreezeDialog({
  user,
  freeze,
  onClose,
}: {
  user: UserDto;
  /** The freeze in force; null to freeze. */
  freeze: WalletFreezeDto | null;
  onClose: () => void;
}) {
  const freezeWallet = useFreezeWallet();
  const unfreezeWallet = useUnfreezeWallet();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { ref: formRef, onErrors } = useFocusFirstError<HTMLDivElement>();
  const lifting = freeze !== null;
  const pending = freezeWallet.isPending || unfreezeWallet.isPending;

  const done = (title: string) => () => {
    toast({ title, description: user.email });
    onClose();
  };
  const onConfirm = () => {
    if (lifting) {
      unfreezeWallet.mutate(user.id, {
        onSuccess: done('Wallet unfrozen'),
        onError: (failure) => toastAdminError(failure, 'Failed to unfreeze the wallet'),
      });
      return;
    }
    if (!reason.trim()) {
      setError('Reason is required');
      onErrors();
      return;
    }
    freezeWallet.mutate(
      { userId: user.id, reason: reason.trim() },
      {
        onSuccess: done('Wallet frozen'),
        onError: (failure) => toastAdminError(failure, 'Failed to freeze the wallet'),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="wallet-freeze-title" fullWidth maxWidth="sm">
      <DialogTitle id="wallet-freeze-title">
        {lifting ? 'Unfreeze this wallet?' : 'Freeze this wallet?'}
      </DialogTitle>
      <DialogContent ref={formRef}>
        <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {lifting
            ? `${user.email} will be able to buy and file warranty claims again.`
            : `${user.email} can still sign in and see their orders and balance, but cannot buy or file a warranty claim until the wallet is unfrozen.`}
        </DialogContentText>
        {lifting ? (
          <Alert severity="warning">Frozen for: {freeze.reason}</Alert>
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
          color={lifting ? 'primary' : 'warning'}
          onClick={onConfirm}
          disabled={pending}
        >
          {pending ? 'Saving...' : lifting ? 'Unfreeze wallet' : 'Freeze wallet'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
