/** The heading band of the About and Contact pages. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export function StaticHero({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        py: { xs: 6, md: 9 },
        textAlign: 'center',
        borderBottom: 1,
        borderColor: 'divider',
        background: (theme) => theme.vars.palette.brand.heroBackground,
      }}
    >
      <Container maxWidth="md">
        <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
          {children}
        </Typography>
      </Container>
    </Box>
  );
}
