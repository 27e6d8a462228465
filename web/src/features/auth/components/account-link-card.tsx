/**
 * The frame of the small account pages a mailed link or the login tab leads to (forgot password,
 * reset password, verify e-mail): a centred card with the page's heading and a way back to
 * sign-in.
 */
import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { paths } from '@/config/paths';

export function AccountLinkCard({
  title,
  intro,
  children,
}: {
  title: string;
  /** One sentence under the heading; none when the content says it. */
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack spacing={2.5}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {intro && <Typography color="text.secondary">{intro}</Typography>}
          {children}
          <Link component={RouterLink} href={paths.auth} sx={{ alignSelf: 'flex-start' }}>
            Back to sign in
          </Link>
        </Stack>
      </Paper>
    </Container>
  );
}
