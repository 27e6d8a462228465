/**
 * A BBCode text box with a live preview beside it (below it on phones), for the product's short and
 * long descriptions and FAQ answers (docs/specs/admin-area.md sections 2.4 and 3). The preview
 * renders through lib/bbcode.tsx's allow-list exactly as the store page will.
 */
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ProductDescription } from '@/components/product-description';

/** The tags the store renders, as a hint under the box. */
const BBCODE_HINT = 'BBCode: [b] [i] [u] [s] [color=#hex] [size=1-7] [img]URL[/img]';

export function BbcodeField({
  label,
  value,
  onChange,
  minRows = 3,
  error,
  required = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  minRows?: number;
  /** A message shown under the box instead of the BBCode hint. */
  error?: string | undefined;
  required?: boolean;
}) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          label={label}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          multiline
          minRows={minRows}
          fullWidth
          required={required}
          error={Boolean(error)}
          helperText={error ?? BBCODE_HINT}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Paper
          variant="outlined"
          role="region"
          aria-label={`${label} preview`}
          // Long previews scroll: keyboard users can focus the region to scroll it.
          tabIndex={0}
          sx={{ p: 1.5, height: '100%', minHeight: 80, overflow: 'auto', maxHeight: 320 }}
        >
          <Typography
            variant="overline"
            color="text.secondary"
            component="p"
            sx={{ lineHeight: 2 }}
          >
            Preview
          </Typography>
          {value.trim() ? (
            <ProductDescription text={value} sx={{ typography: 'body2' }} />
          ) : (
            <Box sx={{ color: 'text.secondary', typography: 'body2' }}>Nothing to preview yet.</Box>
          )}
        </Paper>
      </Grid>
    </Grid>
  );
}
