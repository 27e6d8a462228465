/**
 * Manage Balance dialog (admin-area.md sections 2.7, 5 and 8; issue 4 item 5): an amount greater
 * than 0 (step 0.01), add or subtract, and an optional reason (sent as `reason`, shown to the
 * customer as the transaction's description). Success: toast "User balance has been modified.";
 * failure: a destructive toast titled "Failed to update balance" with the server's message.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { UserDto } from '../../../../../../contracts/responses';
import { formatPrice, toCents } from '../../../../lib/money';
import { toast } from '../../../../lib/toast';
import { userDisplayName } from '../../../auth/user-display';
import { toastAdminError } from '../../components/admin-toasts';
import { useChangeUserBalance } from '../api/change-user-balance';
import type { BalanceOperation } from '../api/change-user-balance';

/** Longest reason the server records (contracts/requests.ts balanceChangeSchema). */
export const BALANCE_REASON_MAX_LENGTH = 500;

/** The error for an amount text, or null when it is a positive dollar amount with up to 2 decimals. */
export function balanceAmountError(text: string): string | null {
  const cents = toCents(text);
  if (cents === null) return 'Enter an amount in dollars with at most 2 decimals';
  if (cents <= 0) return 'Amount must be greater than 0';
  return null;
}

export function BalanceDialog({ user, onClose }: { user: UserDto; onClose: () => void }) {
  const changeBalance = useChangeUserBalance();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [amount, setAmount] = useState('');
  const [operation, setOperation] = useState<BalanceOperation>('add');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = balanceAmountError(amount);
    if (problem) {
      setError(problem);
      return;
    }
    changeBalance.mutate(
      { userId: user.id, amount: amount.trim(), operation, reason },
      {
        onSuccess: () => {
          toast({ title: 'Balance updated', description: 'User balance has been modified.' });
          onClose();
        },
        onError: (failure) => toastAdminError(failure, 'Failed to update balance'),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={changeBalance.isPending ? undefined : onClose}
      fullWidth
      fullScreen={isPhone}
      maxWidth="xs"
      aria-labelledby="balance-dialog-title"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="balance-dialog-title">Manage Balance</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {userDisplayName(user)} ({user.email}): current balance {formatPrice(user.balance)}
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              label="Amount"
              type="number"
              required
              autoFocus
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setError(null);
              }}
              error={Boolean(error)}
              helperText={error}
              slotProps={{
                htmlInput: { min: 0.01, step: 0.01, inputMode: 'decimal' },
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              }}
            />
            <FormControl>
              <FormLabel id="balance-operation-label">Operation</FormLabel>
              <RadioGroup
                row
                aria-labelledby="balance-operation-label"
                value={operation}
                onChange={(event) =>
                  setOperation(event.target.value === 'subtract' ? 'subtract' : 'add')
                }
              >
                <FormControlLabel value="add" control={<Radio />} label="Add" />
                <FormControlLabel value="subtract" control={<Radio />} label="Subtract" />
              </RadioGroup>
            </FormControl>
            <TextField
              label="Reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              multiline
              minRows={2}
              placeholder="e.g. Refund for order ORD-1042"
              helperText="Optional. Shown to the customer in their transaction history."
              slotProps={{ htmlInput: { maxLength: BALANCE_REASON_MAX_LENGTH } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={changeBalance.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={changeBalance.isPending}>
            {changeBalance.isPending ? 'Updating...' : 'Update Balance'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
