/**
 * Pieces of the admin detail pages (an order, a customer): a link back to the list, a titled
 * section (a region named by its heading) and label/value facts as a description list.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { RouterLink } from '@/components/router-link';

/** "Back to orders" and the like, above the page. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Button component={RouterLink} href={href} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      {label}
    </Button>
  );
}

/** A section with an h2 `title` that names it; `id` makes the heading's id unique on the page. */
export function DetailSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  const headingId = `detail-${id}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, height: '100%' }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Label and value pairs, two columns. */
export function Facts({ facts }: { facts: readonly [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, columnGap: 3, m: 0 }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
