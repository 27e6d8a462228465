/**
 * What replaces the Add Funds form once a top-up is under way (a followed crypto deposit, a card
 * or PayPal request sent to staff): a section named by its h2 `title` (`titleId` is the heading's
 * id), then `children` in a column. The form that had the focus is gone, so the heading takes it
 * when the panel appears: keyboard and screen-reader users land on what replaced the form.
 */
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function TopUpPanel({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2.5, md: 3 } }}
    >
      <Stack spacing={2.5}>
        <Typography
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          variant="h6"
          component="h2"
          sx={{ fontWeight: 700, '&:focus': { outline: 'none' } }}
        >
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
