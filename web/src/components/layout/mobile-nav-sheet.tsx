/**
 * Small-screen navigation (docs/specs/customer-area.md section 2): the menu button of the bar,
 * which opens a sheet sliding in from the right (mobile-nav-drawer.tsx, loaded on the first opening
 * and kept mounted afterwards so it can slide out).
 */
import { Suspense, lazy, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';

const MobileNavDrawer = lazy(async () => ({
  default: (await import('./mobile-nav-drawer')).MobileNavDrawer,
}));

export function MobileNavSheet() {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const close = () => setIsOpen(false);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Open navigation menu"
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
        sx={{ display: { md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      {hasOpened && (
        <Suspense fallback={null}>
          <MobileNavDrawer isOpen={isOpen} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
