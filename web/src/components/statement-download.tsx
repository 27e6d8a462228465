/**
 * "Download statement" (ARCHITECTURE.md "Money and the ledger"): a button that opens a dialog of
 * two store days, From and To (this month to date at first), and PDF and CSV buttons that save
 * the statement of that period: the opening balance, every transaction with the balance after it
 * and the closing balance. The period is checked as the server checks it
 * (contracts/statements.ts) before asking; a refusal from the server shows in the dialog. Used by
 * the customer's /transactions (their own statement) and the admin user page (that customer's).
 * Full screen on a phone; Enter in a date field downloads the PDF.
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/Download';
import {
  statementFileName,
  statementPeriodOf,
  statementPeriodProblem,
  type StatementFormat,
  type StatementPeriod,
} from '@contracts/statements';
import { storeDate } from '@contracts/store-days';
import { useSiteConfig } from '@/api/get-site-config';
import { api, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

type FieldErrors = Partial<Record<keyof StatementPeriod, string>>;

/** The field errors of `period` on store day `today`: an empty field, or the period rule. */
function periodErrors(period: StatementPeriod, today: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!period.from) errors.from = 'Enter a date';
  if (!period.to) errors.to = 'Enter a date';
  if (errors.from || errors.to) return errors;
  const problem = statementPeriodProblem(period, today);
  return problem ? { [problem.field]: problem.message } : {};
}

/** The dialog's form once the store's time zone (so its today) is known. */
function StatementForm({
  statementPath,
  timeZone,
  onClose,
}: {
  statementPath: string;
  timeZone: string;
  onClose: () => void;
}) {
  const today = storeDate(new Date(), timeZone);
  const [period, setPeriod] = useState<StatementPeriod>(() => statementPeriodOf({}, today));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<StatementFormat | null>(null);

  const onDownload = async (format: StatementFormat) => {
    const found = periodErrors(period, today);
    setErrors(found);
    setFailure(null);
    if (found.from || found.to) return;
    setPending(format);
    try {
      const query = new URLSearchParams({ from: period.from, to: period.to });
      await api.download(
        `${statementPath}.${format}?${query.toString()}`,
        statementFileName(period, format),
      );
      toast({ title: 'Statement downloaded', description: statementFileName(period, format) });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setPending(null);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void onDownload('pdf');
  };
  const field = (name: keyof StatementPeriod, label: string) => (
    <TextField
      type="date"
      label={label}
      name={name}
      value={period[name]}
      required
      fullWidth
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      onChange={(event) => {
        setPeriod({ ...period, [name]: event.target.value });
        setErrors({ ...errors, [name]: undefined });
      }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The opening balance, every transaction with the balance after it, and the closing balance.
          Days are the store&apos;s ({timeZone}), both included.
        </DialogContentText>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
          {field('from', 'From')}
          {field('to', 'To')}
        </Stack>
        {failure && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={pending !== null}>
          Cancel
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={pending !== null}
          onClick={() => void onDownload('csv')}
        >
          {pending === 'csv' ? 'Preparing...' : 'CSV'}
        </Button>
        <Button
          type="submit"
          variant="contained"
          startIcon={<DownloadIcon />}
          disabled={pending !== null}
        >
          {pending === 'pdf' ? 'Preparing...' : 'PDF'}
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * The "Download statement" button and its dialog. `statementPath` is the statement's address
 * without the extension (`/api/transactions/statement`).
 */
export function StatementDownload({
  statementPath,
  size = 'medium',
}: {
  statementPath: string;
  size?: 'small' | 'medium';
}) {
  const [isOpen, setIsOpen] = useState(false);
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const siteConfig = useSiteConfig();
  const timeZone = siteConfig.data?.storeTimeZone;
  const close = () => setIsOpen(false);
  return (
    <>
      <Button
        variant="outlined"
        size={size}
        startIcon={<DownloadIcon />}
        onClick={() => setIsOpen(true)}
      >
        Download statement
      </Button>
      {isOpen && (
        <Dialog
          open
          onClose={close}
          fullScreen={isPhone}
          fullWidth
          maxWidth="sm"
          aria-labelledby="statement-title"
        >
          <DialogTitle id="statement-title">Download statement</DialogTitle>
          {timeZone ? (
            <StatementForm statementPath={statementPath} timeZone={timeZone} onClose={close} />
          ) : (
            <DialogContent>
              {siteConfig.isError ? (
                <Alert severity="error">{errorMessage(siteConfig.error)}</Alert>
              ) : (
                <LinearProgress aria-label="Loading" />
              )}
            </DialogContent>
          )}
        </Dialog>
      )}
    </>
  );
}
