/** Page frame: a skip link for keyboard users, the sticky navigation bar, an optional banner, the page and the footer. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { SkipLink } from './skip-link';
import { AfterFirstPaint } from '../after-first-paint';
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
      <SkipLink />
      <Navbar search={search} />
      {banner}
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {children}
      </Box>
      <AfterFirstPaint>
        <Footer />
      </AfterFirstPaint>
    </Box>
  );
}
