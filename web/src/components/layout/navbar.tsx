/**
 * The sticky navigation bar of every page (docs/specs/customer-area.md section 2, Navigation bar):
 * logo, Home / Products / Categories / Support, the search (a slot the app fills), theme toggle,
 * then either Sign In and Get Started (Join on small screens) or the balance chip, Admin badge and
 * account menu.
 */
import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { useLocation } from 'wouter';
import { useUser } from '@/api/get-user';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { MobileNavSheet } from './mobile-nav-sheet';
import { MAIN_LINKS, isActiveLink } from './nav-links';
import { ThemeToggle } from './theme-toggle';

const SignedInControls = lazy(async () => ({
  default: (await import('./user-menu')).SignedInControls,
}));

/**
 * The account's room while the sign-in state (or the signed-in controls' chunk) loads; a status,
 * since a name is allowed only on an element with a role (WAI-ARIA 1.2, aria-label).
 */
const accountSkeleton = (
  <Skeleton variant="rounded" width={120} height={32} role="status" aria-label="Loading account" />
);

/** `search`: shown between the links and the account controls. */
export function Navbar({ search }: { search?: ReactNode }) {
  const [location] = useLocation();
  const { user, isLoading } = useUser();

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        backdropFilter: 'blur(8px)',
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: { xs: 1, sm: 2 } }}>
          <Link
            href={paths.home}
            underline="none"
            color="inherit"
            aria-label={`${SITE_NAME} home`}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: { md: 2 } }}
          >
            <VpnKeyIcon color="primary" />
            <Typography
              component="span"
              sx={{ fontWeight: 800, fontSize: '1.25rem', display: { xs: 'none', sm: 'inline' } }}
            >
              {SITE_NAME}
            </Typography>
          </Link>

          <Box
            component="nav"
            aria-label="Main navigation"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}
          >
            {MAIN_LINKS.map((link) => {
              const isActive = isActiveLink(location, link.href);
              return (
                <Button
                  key={link.href}
                  href={link.href}
                  color={isActive ? 'primary' : 'inherit'}
                  aria-current={isActive ? 'page' : undefined}
                  sx={{ fontWeight: isActive ? 700 : 500 }}
                >
                  {link.label}
                </Button>
              );
            })}
          </Box>

          <Box
            sx={{
              flexGrow: 1,
              minWidth: 0,
              display: 'flex',
              justifyContent: 'flex-end',
              alignItems: 'center',
            }}
          >
            {search}
          </Box>

          <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: 'center' }}>
            <ThemeToggle />
            {isLoading ? (
              accountSkeleton
            ) : user ? (
              <Suspense fallback={accountSkeleton}>
                <SignedInControls user={user} />
              </Suspense>
            ) : (
              <>
                <Button
                  href={paths.auth}
                  color="inherit"
                  sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
                >
                  Sign In
                </Button>
                <Button href={paths.auth} variant="contained" sx={{ whiteSpace: 'nowrap' }}>
                  <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                    Get Started
                  </Box>
                  <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
                    Join
                  </Box>
                </Button>
              </>
            )}
            <MobileNavSheet />
          </Stack>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
