/**
 * What the app does when the session changes hands (Login as User and Return to my account,
 * docs/specs/admin-area.md section 4 "Impersonation"): the session user is refetched, and
 * every other cached answer, which belonged to the previous identity, is dropped (when no screen
 * shows it) or refreshed. Kept tiny: the impersonation banner brings it into the main bundle.
 */
import type { QueryClient } from '@tanstack/react-query';
import { userQueryOptions } from '@/api/get-user';

const USER_KEY = userQueryOptions().queryKey;
const isUserQuery = (queryKey: readonly unknown[]) => queryKey[0] === USER_KEY[0];

/** Refetches GET /api/user; resolves once the new session user is in the cache. */
export async function refetchSessionUser(queryClient: QueryClient): Promise<void> {
  await queryClient.refetchQueries({ queryKey: USER_KEY });
}

/** Forgets the previous identity's answers no screen shows; refreshes those on screen. */
export function forgetPreviousIdentity(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => !isUserQuery(query.queryKey) && !query.isActive(),
  });
  void queryClient.invalidateQueries({ predicate: (query) => !isUserQuery(query.queryKey) });
}
