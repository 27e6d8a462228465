/**
 * Centred spinner for a page whose data or code is still loading. It keeps a screen's height, so
 * the footer stays below the fold until the page arrives instead of jumping down under the
 * reader's eyes (a jump that counts as layout shift).
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
        py: 12,
        minHeight: '100vh',
      }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
