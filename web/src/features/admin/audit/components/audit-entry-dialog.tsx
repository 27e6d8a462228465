/**
 * The details of one audit entry: when, who (and as whom), the event, its stream and command,
 * the request id and address, and every changed field with its value (sealed values read
 * "(sealed)": the server never opens them for the log).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { auditActorLabel, auditUserLabel, type AuditEntryDto } from '@contracts/audit';
import { formatDateTime } from '@/lib/format-date';

/** A value as one line of JSON-like text: strings bare, everything else as JSON. */
const valueText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Label-value pairs as a description list. */
function Facts({ facts }: { facts: [string, string][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 0.75 },
        m: 0,
        '& dt': { color: 'text.secondary', fontWeight: 600, mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: '0.875rem' },
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

export function AuditEntryDialog({
  entry,
  onClose,
}: {
  /** The entry shown; null when the dialog is closed. */
  entry: AuditEntryDto | null;
  onClose: () => void;
}) {
  const changes = entry ? Object.entries(entry.changes) : [];
  return (
    <Dialog
      open={entry !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="audit-entry-title"
    >
      {entry && (
        <>
          <DialogTitle id="audit-entry-title">{entry.summary}</DialogTitle>
          <DialogContent dividers>
            <Facts
              facts={[
                ['When', formatDateTime(entry.when)],
                ['Who', auditActorLabel(entry)],
                ...(entry.onBehalfOf
                  ? [['As', auditUserLabel(entry.onBehalfOf)] as [string, string]]
                  : []),
                ['Event', entry.eventType],
                ['Stream', entry.streamId],
                ['Command', entry.command ?? '—'],
                ['Request', entry.requestId ?? '—'],
                ['Address', entry.ip ?? '—'],
              ]}
            />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
              Changes
            </Typography>
            {changes.length === 0 ? (
              <Typography color="text.secondary">No fields</Typography>
            ) : (
              <Facts facts={changes.map(([name, value]) => [name, valueText(value)])} />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
