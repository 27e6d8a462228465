/**
 * The delivered keys or account details of a completed order, or a warranty replacement account
 * (docs/specs/customer-area.md section 2, Order detail), in monospace with a copy button.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { toast } from '@/lib/toast';

async function copy(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied', description: `The ${what} is in your clipboard.` });
  } catch {
    toast({
      title: 'Copy failed',
      description: 'Select the text and copy it by hand.',
      variant: 'destructive',
    });
  }
}

/** `label` names the block for screen readers and the copy toast ("Delivered item" by default). */
export function DeliveredItem({
  text,
  label = 'Delivered item',
}: {
  text: string;
  label?: string;
}) {
  return (
    <Stack spacing={1.5}>
      <Box
        component="pre"
        // A named, focusable region: aria-label is not allowed on a bare <pre>, and keyboard
        // users can scroll long keys.
        role="region"
        tabIndex={0}
        aria-label={label}
        sx={{
          m: 0,
          p: 2,
          borderRadius: 1.5,
          bgcolor: 'action.hover',
          border: 1,
          borderColor: 'divider',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '0.9rem',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {text}
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          Keep these details private.
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy(text, label.toLowerCase())}
        >
          Copy
        </Button>
      </Stack>
    </Stack>
  );
}
