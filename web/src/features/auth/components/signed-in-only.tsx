/**
 * The session watch of signed-in-only content (docs/specs/customer-area.md sections 2 and 8,
 * Home): when a signed-in visitor's session ends it shows the toast "Unauthorized" saying they are
 * logged out, then after 500 ms sends the browser to {host}/api/login (which the server answers
 * with /auth).
 */
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useUser } from '@/api/get-user';
import { toast } from '@/lib/toast';

/** Delay before the unauthorized redirect, ms (docs/specs/customer-area.md section 9). */
const UNAUTHORIZED_REDIRECT_MS = 500;

/** The login address of the unauthorized redirect: {host}/api/login. */
function loginRedirectUrl(): string {
  return `${window.location.origin}/api/login`;
}

/** Toasts "Unauthorized" and, 500 ms later, leaves for {host}/api/login. Returns a canceller. */
function redirectUnauthorized(): () => void {
  toast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  const timer = window.setTimeout(
    () => window.location.assign(loginRedirectUrl()),
    UNAUTHORIZED_REDIRECT_MS,
  );
  return () => window.clearTimeout(timer);
}

/**
 * The home page's content for both audiences (docs/specs/admin-area.md 2.1: a public home when
 * signed out, a signed-in home when signed in). It is public until the visitor is seen signed in;
 * from then on it is signed-in-only content, so a session that ends without a sign-out (it expired,
 * or the password was changed on another device) gets the unauthorized toast and redirect instead
 * of a page that silently changed audience. Signing out reloads the page, which starts public
 * again.
 */
export function SignedInHomeContent({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useUser();
  const [hasBeenSignedIn, setHasBeenSignedIn] = useState(false);
  if (isAuthenticated && !hasBeenSignedIn) setHasBeenSignedIn(true);
  return <SessionWatch isActive={hasBeenSignedIn}>{children}</SessionWatch>;
}

/** Keeps one element type around children so switching audiences does not remount the page. */
function SessionWatch({ isActive, children }: { isActive: boolean; children: ReactNode }) {
  const { isLoading, isAuthenticated } = useUser();
  const hasLostSession = isActive && !isLoading && !isAuthenticated;
  useEffect(() => (hasLostSession ? redirectUnauthorized() : undefined), [hasLostSession]);
  return hasLostSession ? null : children;
}
