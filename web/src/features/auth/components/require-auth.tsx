/**
 * Routing by sign-in state (docs/specs/admin-area.md 2.1): account pages wait for the sign-in
 * state, send visitors to /auth, and admin pages tell a signed-in customer they are not allowed
 * (the server refuses their calls anyway).
 */
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import BlockIcon from '@mui/icons-material/Block';
import { Redirect } from 'wouter';
import { useUser } from '@/api/get-user';
import { PageSpinner } from '@/components/page-spinner';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';

/** Renders children for a signed-in user (and only an admin when adminOnly). */
export function RequireAuth({
  children,
  adminOnly = false,
}: {
  children: ReactNode;
  adminOnly?: boolean;
}) {
  const { isLoading, isAuthenticated, isAdmin } = useUser();
  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (!isAuthenticated) return <Redirect to={paths.auth} replace />;
  if (adminOnly && !isAdmin) return <NotAllowed />;
  return children;
}

/** Shown to a signed-in non-admin on an admin page. */
function NotAllowed() {
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <StatusMessage
        headingComponent="h1"
        icon={<BlockIcon />}
        title="Access denied"
        description="You are not allowed to view this page. It is for administrators only."
        action={
          <Button variant="contained" href={paths.home}>
            Back to Home
          </Button>
        }
      />
    </Container>
  );
}
