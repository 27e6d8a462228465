/** Page frame: a skip link for keyboard users, the sticky navigation bar, the page and the footer. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { ImpersonationBanner } from '@/features/admin/users/components/impersonation-banner';
import { Footer } from './footer';
import { Navbar } from './navbar';

export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
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
      <Navbar />
      <ImpersonationBanner />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
