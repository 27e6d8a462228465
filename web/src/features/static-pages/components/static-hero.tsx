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
        background: (theme) =>
          theme.palette.mode === 'dark'
            ? 'linear-gradient(180deg, #13203a 0%, #0b1220 100%)'
            : 'linear-gradient(180deg, #eef4ff 0%, #f8fafc 100%)',
      }}
    >
      <Container maxWidth="md">
        <Typography
          variant="h3"
          component="h1"
          sx={{ fontWeight: 800, mb: 2, fontSize: { xs: '2.2rem', md: '3rem' } }}
        >
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' } }}>
          {children}
        </Typography>
      </Container>
    </Box>
  );
}
