/**
 * Pieces of the admin detail pages (an order, a customer): the page's frame with its not-found,
 * error and loading states, a link back to the list, a titled section (a region named by its
 * heading) and label/value facts as a description list.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { QueryStates, SkeletonRows, type QueryLike } from '@/components/query-states';
import { RouterLink } from '@/components/router-link';
import { StatusMessage } from '@/components/status-message';
import { hasStatus } from '@/lib/api-client';
import { AdminLayout } from './admin-layout';

/**
 * The page of the `noun` ('order') numbered `id` (from the URL) that `query` loads: the admin
 * frame, titled `titleOf` the record once loaded and "Order" until then, "Back to orders" (to
 * `listHref`), then "Order not found" with `notFound` (what the number does not match) when `id`
 * is not a positive integer or the server answers 404; else the load's error ("Could not load the
 * order", with Try Again), skeletons ("Loading the order") and `children` given the record.
 */
export function DetailPage<T>({
  id,
  query,
  noun,
  titleOf,
  listHref,
  notFound,
  children,
}: {
  id: number;
  query: QueryLike<T>;
  noun: string;
  titleOf: (data: T) => string;
  listHref: string;
  notFound: string;
  children: (data: T) => ReactNode;
}) {
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);
  const backLink = <BackLink href={listHref} label={`Back to ${noun}s`} />;
  if (hasStatus(query.error, 404) || !Number.isInteger(id) || id < 1) {
    return (
      <AdminLayout title={title}>
        {backLink}
        <StatusMessage
          icon={<SearchOffIcon />}
          title={`${title} not found`}
          description={`${notFound} It may be a mistyped link.`}
        />
      </AdminLayout>
    );
  }
  return (
    <AdminLayout title={query.data ? titleOf(query.data) : title}>
      {backLink}
      <QueryStates
        query={query}
        errorTitle={`Could not load the ${noun}`}
        loading={<SkeletonRows label={`Loading the ${noun}`} count={4} height={72} />}
      >
        {children}
      </QueryStates>
    </AdminLayout>
  );
}

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
