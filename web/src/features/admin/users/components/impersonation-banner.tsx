/**
 * The banner every page shows while an admin acts as a customer (ARCHITECTURE.md
 * "Security model": impersonation can be ended): who the admin is acting as, and "Return to my
 * account" (POST /api/stop-impersonation, then the admin's user is refetched and the browser goes
 * to /admin/users). Rendered by the main layout, so it lives in the main bundle: it imports only
 * small shared modules, never the admin chunk (features/admin/index.ts).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useUser } from '@/api/get-user';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { userDisplayName } from '@/lib/user-display';
import { useStopImpersonation } from '../api/stop-impersonation';

export function ImpersonationBanner() {
  const { user } = useUser();
  const stop = useStopImpersonation();
  const admin = user?.impersonatedBy;
  if (!user || !admin) return null;

  const onReturn = () =>
    stop.mutate(undefined, {
      onError: (error) =>
        toast({
          title: 'Could not return to your account',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    });

  return (
    <Box
      component="aside"
      aria-label="Impersonation"
      sx={{ bgcolor: 'warning.main', color: 'warning.contrastText', py: 1 }}
    >
      <Container
        maxWidth="xl"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: 2,
          rowGap: 1,
        }}
      >
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          You are acting as <strong>{userDisplayName(user)}</strong> ({user.email}). Signed in as{' '}
          {admin.email}.
        </Typography>
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          onClick={onReturn}
          disabled={stop.isPending}
          sx={{ flexShrink: 0, fontWeight: 700 }}
        >
          {stop.isPending ? 'Returning...' : 'Return to my account'}
        </Button>
      </Container>
    </Box>
  );
}
