/** Page frame: a skip link for keyboard users, the sticky navigation bar, an optional banner, the page and the footer. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Footer } from './footer';
import { Navbar } from './navbar';

/**
 * `banner`: shown under the navigation bar on every page (the app passes the impersonation banner);
 * `search`: the navigation bar's search (the app passes the header search).
 */
export function MainLayout({
  banner,
  search,
  children,
}: {
  banner?: ReactNode;
  search?: ReactNode;
  children: ReactNode;
}) {
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
      <Navbar search={search} />
      {banner}
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
