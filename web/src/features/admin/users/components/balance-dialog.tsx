/**
 * Manage Balance dialog (docs/specs/admin-area.md sections 2.7, 5 and 8): an amount greater
 * than 0 (step 0.01), add or subtract, and an optional reason (sent as `reason`, shown to the
 * customer as the transaction's description). Success: toast "User balance has been modified.";
 * failure: a destructive toast titled "Failed to update balance" with the server's message.
 * When the user has card or PayPal top-up requests waiting, they are listed with
 * "Credit this request": the amount becomes the request's, the operation an addition, the reason
 * "<method> payment received", and the request's id is sent so it is credited once.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
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
import Typography from '@mui/material/Typography';
import type { DepositDto } from '@contracts/payments';
import type { UserDto } from '@contracts/responses';
import { DialogFormActions } from '@/components/dialog-form-actions';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { formatDollars, formatPrice, toCents } from '@/lib/money';
import { METHOD_TITLES } from '@/lib/payment-method-titles';
import { toast } from '@/lib/toast';
import { userDisplayName } from '@/lib/user-display';
import { toastAdminError } from '../../components/admin-toasts';
import { useChangeUserBalance } from '../api/change-user-balance';
import type { BalanceOperation } from '../api/change-user-balance';
import { useTopUpRequests } from '../api/get-top-up-requests';
import { useFocusFirstError } from '@/lib/focus-first-error';

/** Longest reason the server records (contracts/requests.ts balanceChangeSchema). */
const BALANCE_REASON_MAX_LENGTH = 500;

/** The error for an amount text, or null when it is a positive dollar amount with up to 2 decimals. */
function balanceAmountError(text: string): string | null {
  const cents = toCents(text);
  if (cents === null) return 'Enter an amount in dollars with at most 2 decimals';
  if (cents <= 0) return 'Amount must be greater than 0';
  return null;
}

/** The reason recorded when a request is credited: "PayPal payment received". */
function topUpCreditReason(request: Pick<DepositDto, 'method'>): string {
  return `${METHOD_TITLES[request.method]} payment received`;
}

export function BalanceDialog({ user, onClose }: { user: UserDto; onClose: () => void }) {
  const changeBalance = useChangeUserBalance();
  const requests = useTopUpRequests(user.id);
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [amount, setAmount] = useState('');
  const [operation, setOperation] = useState<BalanceOperation>('add');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { ref: formRef, onErrors } = useFocusFirstError();
  /** The top-up request this change credits; null for an ordinary adjustment. */
  const [credited, setCredited] = useState<DepositDto | null>(null);

  const chooseRequest = (request: DepositDto) => {
    if (credited?.id === request.id) {
      setCredited(null);
      setAmount('');
      setReason('');
    } else {
      setCredited(request);
      setAmount(request.amount);
      setOperation('add');
      setReason(topUpCreditReason(request));
    }
    setError(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = balanceAmountError(amount);
    if (problem) {
      setError(problem);
      onErrors();
      return;
    }
    changeBalance.mutate(
      {
        userId: user.id,
        amount: amount.trim(),
        operation: credited ? 'add' : operation,
        reason,
        ...(credited ? { depositId: credited.id } : {}),
      },
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
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <DialogTitle id="balance-dialog-title">Manage Balance</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {userDisplayName(user)} ({user.email}): current balance {formatPrice(user.balance)}
          </DialogContentText>
          {requests.isError && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              Pending top-up requests could not be loaded: {errorMessage(requests.error)}
            </Alert>
          )}
          {requests.data && requests.data.length > 0 && (
            <TopUpRequests
              requests={requests.data}
              creditedId={credited?.id ?? null}
              isDisabled={changeBalance.isPending}
              onChoose={chooseRequest}
            />
          )}
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
                <FormControlLabel
                  value="subtract"
                  control={<Radio />}
                  label="Subtract"
                  // Crediting a top-up request is always an addition.
                  disabled={credited !== null}
                />
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
        <DialogFormActions
          submitLabel="Update Balance"
          pendingLabel="Updating..."
          isPending={changeBalance.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}

/** The user's pending card and PayPal requests, each with "Credit this request". */
function TopUpRequests({
  requests,
  creditedId,
  isDisabled,
  onChoose,
}: {
  requests: DepositDto[];
  creditedId: number | null;
  isDisabled: boolean;
  onChoose: (request: DepositDto) => void;
}) {
  return (
    <Box component="section" aria-labelledby="top-up-requests-title" sx={{ mb: 2.5 }}>
      <Typography id="top-up-requests-title" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Pending top-up requests
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {requests.map((request) => {
          const isChosen = request.id === creditedId;
          const total = (toCents(request.amount) ?? 0) + (toCents(request.fee) ?? 0);
          return (
            <Box
              component="li"
              key={request.id}
              sx={{
                p: 1.5,
                border: 1,
                borderRadius: 2,
                borderColor: isChosen ? 'primary.main' : 'divider',
                bgcolor: isChosen ? 'action.selected' : 'transparent',
              }}
            >
              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
              >
                <Typography id={`top-up-request-${request.id}`} sx={{ fontWeight: 700 }}>
                  {request.depositNumber}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {METHOD_TITLES[request.method]}
                </Typography>
              </Stack>
              <Typography variant="body2">
                Amount {formatPrice(request.amount)} · Fee {formatPrice(request.fee)} (customer pays{' '}
                {formatDollars(total)})
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Requested {formatDateTime(request.createdAt)}
              </Typography>
              <Button
                size="small"
                variant={isChosen ? 'contained' : 'outlined'}
                aria-pressed={isChosen}
                aria-describedby={`top-up-request-${request.id}`}
                disabled={isDisabled}
                onClick={() => onChoose(request)}
                sx={{ mt: 1 }}
              >
                Credit this request
              </Button>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
