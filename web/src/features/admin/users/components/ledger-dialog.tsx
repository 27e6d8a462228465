/**
 * Ledger dialog (the admin user dialog shows a customer's ledger with a running balance, so staff
 * see who did what; ARCHITECTURE.md "Money and the ledger"): the balance on top, then every
 * wallet entry oldest first with its date, type, description, signed amount (green for money in,
 * red for money out), the balance after it and who made it (an e-mail, "System", and "as
 * <customer>" when an admin acted while logged in as the customer). "As of" (a local date and
 * time, sent as an ISO instant) shows the ledger as it stood then; Clear returns to now.
 * Full screen on a phone, where each entry is one row of two cells.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import type { LedgerDto, LedgerLineDto } from '@contracts/admin';
import type { UserDto } from '@contracts/responses';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { formatDateTime } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';
import { humanize } from '@/lib/transaction-display';
import { userDisplayName } from '@/lib/user-display';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { SignedAmount } from '../../transactions/components/signed-amount';
import { useUserLedger } from '../api/get-user-ledger';
import { ledgerActor, localDateTimeToIso } from '../ledger-display';

/** The acting user's e-mail (or "System"), and "as <customer>" under it when impersonating. */
function LedgerActor({ line, user }: { line: LedgerLineDto; user: UserDto }) {
  const { by, actingAs } = ledgerActor(line, user);
  return (
    <>
      <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {by}
      </Typography>
      {actingAs && (
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          as {actingAs}
        </Typography>
      )}
    </>
  );
}

/** "Current balance $35.00", or "Balance as of <date> $40.00" for a past instant. */
function LedgerBalance({ ledger, isError }: { ledger: LedgerDto | undefined; isError: boolean }) {
  if (!ledger) {
    return isError ? null : <Skeleton width={200} height={32} aria-hidden />;
  }
  return (
    <Typography component="p" variant="h6" sx={{ fontWeight: 400 }}>
      {ledger.asOf ? `Balance as of ${formatDateTime(ledger.asOf)}` : 'Current balance'}{' '}
      <Box component="strong" sx={{ fontWeight: 800 }}>
        {formatPrice(ledger.balance)}
      </Box>
    </Typography>
  );
}

function LedgerTable({
  ledger,
  user,
  isPhone,
}: {
  ledger: LedgerDto;
  user: UserDto;
  isPhone: boolean;
}) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Ledger entries">
        <TableHead>
          {isPhone ? (
            <TableRow>
              <TableCell>Entry</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          ) : (
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>Description</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell align="right">Balance</TableCell>
              <TableCell>By</TableCell>
            </TableRow>
          )}
        </TableHead>
        <TableBody>
          {ledger.entries.map((line) =>
            isPhone ? (
              <TableRow key={line.position} sx={{ verticalAlign: 'top' }}>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {line.description}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {formatDateTime(line.createdAt)} · {humanize(line.type)}
                  </Typography>
                  <LedgerActor line={line} user={user} />
                </TableCell>
                <TableCell align="right">
                  <SignedAmount amount={line.amount} />
                  <Typography variant="caption" color="text.secondary" component="p">
                    Balance {formatPrice(line.balance)}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : (
              <TableRow key={line.position} sx={{ verticalAlign: 'top' }}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(line.createdAt)}
                </TableCell>
                <TableCell>{humanize(line.type)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.description}</TableCell>
                <TableCell align="right">
                  <SignedAmount amount={line.amount} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatPrice(line.balance)}
                </TableCell>
                <TableCell>
                  <LedgerActor line={line} user={user} />
                </TableCell>
              </TableRow>
            ),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function LedgerDialog({ user, onClose }: { user: UserDto; onClose: () => void }) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  /** The "As of" input as typed (a datetime-local value, "" for now). */
  const [asOfInput, setAsOfInput] = useState('');
  // One request once the date and time stop changing, not one per edited segment.
  const asOf = localDateTimeToIso(useDebouncedValue(asOfInput));
  const ledger = useUserLedger(user.id, asOf);
  const isUpdating = ledger.isPlaceholderData && ledger.isFetching;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      fullScreen={isPhone}
      maxWidth="md"
      aria-labelledby="ledger-dialog-title"
    >
      <DialogTitle id="ledger-dialog-title">Ledger</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {userDisplayName(user)} ({user.email})
        </DialogContentText>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <LedgerBalance ledger={ledger.data} isError={ledger.isError} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label="As of"
              type="datetime-local"
              size="small"
              value={asOfInput}
              onChange={(event) => setAsOfInput(event.target.value)}
              helperText="In your time zone: the entries up to then."
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
              sx={{ flexGrow: 1 }}
            />
            <Button onClick={() => setAsOfInput('')} disabled={asOfInput === ''} sx={{ mt: 0.25 }}>
              Clear
            </Button>
          </Stack>
        </Stack>
        {isUpdating && <LinearProgress aria-label="Updating the ledger" sx={{ mb: 1 }} />}
        <QueryStates
          query={ledger}
          errorTitle="Could not load the ledger"
          loading={<SkeletonRows label="Loading the ledger" count={3} height={40} />}
          isEmpty={(data) => data.entries.length === 0}
          empty={
            <StatusMessage
              icon={<ReceiptLongOutlinedIcon />}
              title="No ledger entries yet"
              description={
                ledger.data?.asOf
                  ? 'Nothing was recorded up to that time.'
                  : 'Deposits, purchases, refunds and balance changes appear here.'
              }
            />
          }
        >
          {(data) => <LedgerTable ledger={data} user={user} isPhone={isPhone} />}
        </QueryStates>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
