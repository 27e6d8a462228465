/**
 * "As of" for the dashboard and the reports: a store day (YYYY-MM-DD, ?asOf= in the URL, so a
 * month-end view can be reloaded and shared) whose end the figures are read at; empty for now.
 * While a day is chosen, a note says so and offers to go back to now.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useLocation, useSearch } from 'wouter';

/** The `asOf` day the URL holds, or undefined for now; and a setter that moves the URL. */
export function useAsOf(): [string | undefined, (asOf: string | undefined) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = new URLSearchParams(search);
  const asOf = query.get('asOf') || undefined;
  const setAsOf = (next: string | undefined) => {
    if (next) query.set('asOf', next);
    else query.delete('asOf');
    const text = query.toString();
    navigate(`${location}${text ? `?${text}` : ''}`);
  };
  return [asOf, setAsOf];
}

/** The date field; `asOf` and `onChange` come from useAsOf. */
export function AsOfField({
  asOf,
  onChange,
}: {
  asOf: string | undefined;
  onChange: (asOf: string | undefined) => void;
}) {
  return (
    <TextField
      size="small"
      type="date"
      label="As of"
      value={asOf ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      helperText="Empty for now"
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: { xs: '100%', sm: 190 } }}
    />
  );
}

/** The note shown while the figures are those of a past day. */
export function AsOfNote({ asOf, onNow }: { asOf: string; onNow: () => void }) {
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onNow}>
          Show now
        </Button>
      }
    >
      Figures as they stood at the end of {asOf} in the store's time zone; that day counts as today.
    </Alert>
  );
}
