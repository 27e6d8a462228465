/**
 * The main action of a top-up panel that leaves the store (the payment page, the live chat): a
 * contained link button that opens `href` in a new tab, marked with the new-tab icon, so Add Funds
 * stays open and keeps following the top-up.
 */
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

export function NewTabButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      variant="contained"
      href={href}
      target="_blank"
      rel="noopener"
      endIcon={<OpenInNewIcon />}
    >
      {children}
    </Button>
  );
}
