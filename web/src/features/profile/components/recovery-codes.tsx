/**
 * The ten recovery codes, shown once right after two-factor sign-in is turned on (the store keeps
 * only their hashes): a "Copy" button and a warning to keep them safe.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { toast } from '@/lib/toast';

async function copy(codes: string[]): Promise<void> {
  try {
    await navigator.clipboard.writeText(codes.join('\n'));
    toast({ title: 'Copied', description: 'The recovery codes are in your clipboard.' });
  } catch {
    toast({
      title: 'Copy failed',
      description: 'Select the codes and copy them by hand.',
      variant: 'destructive',
    });
  }
}

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack spacing={2}>
      <Alert severity="success">Two-factor sign-in is on.</Alert>
      <Alert severity="warning">
        Keep these recovery codes safe, for example in a password manager: each one signs you in
        once if you lose your phone. They will not be shown again.
      </Alert>
      <Typography
        component="h3"
        variant="subtitle1"
        id="recovery-codes-heading"
        sx={{ fontWeight: 700 }}
      >
        Recovery codes
      </Typography>
      <Box
        component="ul"
        aria-labelledby="recovery-codes-heading"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 2,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, max-content)' },
          columnGap: 4,
          rowGap: 1,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          userSelect: 'all',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1.5}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy(codes)}>
          Copy
        </Button>
        <Button variant="contained" onClick={onDone}>
          Done
        </Button>
      </Stack>
    </Stack>
  );
}
