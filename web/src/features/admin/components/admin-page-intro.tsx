/**
 * The line under an admin page's title that says what the page is for, with the page's main
 * action (Add Rule, Add Endpoint, Create Key) beside it on wide screens and under it on phones.
 */
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

export function AdminPageIntro({
  children,
  actionLabel,
  onAction,
}: {
  /** What the page is for, in a sentence or two. */
  children: ReactNode;
  actionLabel: string;
  onAction: () => void;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <Typography color="text.secondary">{children}</Typography>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onAction} sx={{ flexShrink: 0 }}>
        {actionLabel}
      </Button>
    </Stack>
  );
}
