/**
 * "Skip to main content": the first stop of the keyboard on every page, hidden until focused, to
 * jump over the navigation to the page's `#main` (WCAG 2.2 success criterion 2.4.1, Bypass Blocks).
 */
import Link from '@mui/material/Link';

export function SkipLink() {
  return (
    <Link
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Link>
  );
}
